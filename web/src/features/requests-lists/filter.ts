/**
 * Which folios each live list shows (pure, so it is tested without a database).
 *
 * docs/requirements.md §5 listing rule for promoters: only requests with bioprocess true and a branch among the
 * user's branches are listed. It applies where the biometric process has started: the lists "en
 * proceso" and "finalizadas". A folio waiting for its customer (waitingProcessCustomer) has not
 * reached the biometric process yet, so for it only the branch half applies; capture-stage lists
 * ("en captura", "rechazadas por promotor") show the promoter's own folios. Admin staff see every
 * folio of their own branches (the rules read no other).
 */
import { DISCARDED, adminRanges, promoterRange } from '@/entities/folio/list-keys';
import type { ListRange, Segment } from '@/entities/folio/list-keys';
import { statusGroup, statusesOf } from '@/entities/folio/request-model';
import type { GroupKey, LoanRequest, RequestStatus } from '@/entities/folio/request-model';
import { EmptyIdError, requireId, requireIds } from '@/lib/data-guards';
import { isAdminRole } from '@/stores/session';

export type ListKind = 'capture' | 'inProcess' | 'complete' | 'rejectedByPromoter' | 'staffQueue';

/** Statuses waiting for admin staff (the validations dashboard). */
export const STAFF_QUEUE: readonly RequestStatus[] = [
  'biometricValidation',
  'tool',
  'fileValidation',
  'validation',
  'incidence',
  'errorSentCOX',
];

export interface Viewer {
  role: string;
  bpId: string;
  branches: readonly string[];
}

/** Statuses whose folios an admin list pages through (lists/branch, in each of its branches). */
export function statusesFor(kind: ListKind): Segment[] {
  switch (kind) {
    case 'capture':
      return statusesOf('capture');
    case 'inProcess':
      return statusesOf('inProcess');
    case 'complete':
      return statusesOf('complete');
    case 'rejectedByPromoter':
      // A discarded folio is keyed 'discarded' whatever status it was discarded in.
      return [DISCARDED];
    case 'staffQueue':
      return [...STAFF_QUEUE];
  }
}

/** The groups of a promoter's list key (lists/promoter) a list pages through. */
function groupsFor(kind: ListKind): (GroupKey | typeof DISCARDED)[] {
  switch (kind) {
    case 'capture':
      return ['capture'];
    case 'inProcess':
    case 'staffQueue': // the staff statuses are in process; kept by belongs() below
      return ['inProcess'];
    case 'complete':
      return ['complete'];
    case 'rejectedByPromoter':
      return [DISCARDED];
  }
}

/**
 * docs/requirements.md §5: a list is read with the viewer's role id (its bpId, roles/{bpId}) and,
 * for admin staff, their branch ids; with none it fails with the spec's message ('Role id
 * empty.', 'Invalid or empty array of IDs.') instead of reading an empty list. null when the
 * viewer may read.
 */
export function viewerRefusal(viewer: Viewer): string | null {
  try {
    requireId('role', viewer.bpId);
    if (isAdminRole(viewer.role)) requireIds(viewer.branches);
    return null;
  } catch (err) {
    if (err instanceof EmptyIdError) return err.message;
    throw err;
  }
}

/**
 * The key ranges list `kind` pages for `viewer` (docs/adr/0035-paged-lists-on-composite-keys.md):
 * admin staff by status in each of their branches (or `branch`); a promoter its own key in each of
 * its branches (or `branch`), and for drafts and discarded folios also the folios with no branch yet.
 */
export function rangesFor(kind: ListKind, viewer: Viewer, branch = ''): ListRange[] {
  if (isAdminRole(viewer.role)) return adminRanges(statusesFor(kind), viewer.branches, branch);
  if (!viewer.bpId) return [];
  const branches = branch ? [branch] : [...viewer.branches];
  if (!branch && (kind === 'capture' || kind === 'rejectedByPromoter')) branches.push('');
  return branches.flatMap((b) => groupsFor(kind).map((g) => promoterRange(viewer.bpId, b, g)));
}

function inBranches(r: LoanRequest, branches: readonly string[]): boolean {
  const b = r.offer?.quoter?.agreement?.branch?.branchID;
  return b !== undefined && branches.includes(String(b));
}

/** docs/requirements.md §5: bioprocess true and a branch among the user's branches. */
export function promoterMayList(r: LoanRequest, viewer: Viewer): boolean {
  return r.bioprocess === true && inBranches(r, viewer.branches);
}

function belongs(kind: ListKind, r: LoanRequest): boolean {
  const group = statusGroup(r.status);
  switch (kind) {
    case 'capture':
      return group === 'capture' && !r.discarded;
    case 'inProcess':
      return group === 'inProcess' && !r.discarded;
    case 'complete':
      return group === 'complete';
    case 'rejectedByPromoter':
      return !!r.discarded;
    case 'staffQueue':
      return STAFF_QUEUE.includes(r.status as RequestStatus) && !r.discarded;
  }
}

function visibleTo(kind: ListKind, r: LoanRequest, viewer: Viewer): boolean {
  if (isAdminRole(viewer.role)) return true;
  if (r.currentPromoterBpId !== viewer.bpId) return false;
  if (kind === 'complete') return promoterMayList(r, viewer);
  if (kind === 'staffQueue') return promoterMayList(r, viewer);
  if (kind === 'inProcess') {
    // As the functions' list key (functions/internal/listkey): waiting for the customer, or
    // entering bioprocess before the functions set the flag, only the branch half applies.
    return r.status === 'waitingProcessCustomer' || r.status === 'bioprocess'
      ? inBranches(r, viewer.branches)
      : promoterMayList(r, viewer);
  }
  return true;
}

/** The folios of list `kind` for `viewer`, most recently updated first. */
export function listRequests(
  kind: ListKind,
  requests: readonly LoanRequest[],
  viewer: Viewer,
): LoanRequest[] {
  return requests
    .filter((r) => belongs(kind, r) && visibleTo(kind, r, viewer))
    .sort((a, b) => (b.lastUpdateAt ?? 0) - (a.lastUpdateAt ?? 0));
}
