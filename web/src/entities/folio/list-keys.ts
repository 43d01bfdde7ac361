/**
 * The list keys the functions write on every folio (requests/{id}/lists, functions/internal/listkey)
 * and the prefixes the paged lists read (docs/adr/0035-paged-lists-on-composite-keys.md):
 *
 * - `lists/status`   "<status|discarded>|<ms>"            read by no client (the functions' own)
 * - `lists/branch`   "<branch>|<status|discarded>|<ms>"   admin staff lists: one status of one of
 *   their branches; the rules let an admin read only the branches it holds
 * - `lists/promoter` "<bpId>|<branch>|<group|discarded>|<ms>" a promoter's lists (branch '' before
 *   the quoter chose an agreement); the rules let a promoter read only its own bpId and branches
 * - `lists/client`   "<bpId>|<curp>"                      a staff member's own folios of one client
 *
 * `ms` is the folio's last update, zero-padded so that string order is time order.
 */
import type { GroupKey, RequestStatus } from '@/entities/folio/request-model';

export const DISCARDED = 'discarded';
/** The end of a key range: every key with the prefix sorts below prefix + END. */
export const END = '\uf8ff';
/** The rules' bound on a list page (functions/internal/rulesgen/lists.go). */
export const PAGE_MAX = 200;
export const PAGE_DEFAULT = 50;
const MS_DIGITS = 15;

export type ListKey = 'lists/status' | 'lists/branch' | 'lists/promoter' | 'lists/client';

/** One key range a list pages through. */
export interface ListRange {
  orderBy: ListKey;
  prefix: string;
}

export const pad = (ms: number) => String(Math.max(0, Math.floor(ms))).padStart(MS_DIGITS, '0');

/** The time a key ends with (0 without one). */
export function msOf(key: unknown): number {
  if (typeof key !== 'string') return 0;
  const n = Number(key.slice(key.lastIndexOf('|') + 1));
  return Number.isFinite(n) ? n : 0;
}

export type Segment = RequestStatus | typeof DISCARDED;

/** Admin staff: the folios of one of their branches in `status` (or discarded). */
export function statusRange(status: Segment, branch: string): ListRange {
  return { orderBy: 'lists/branch', prefix: `${branch}|${status}|` };
}

/**
 * Admin staff: every (branch, status) range of `statuses` in `branches` (one chosen branch, or all
 * of theirs; none for a branch not theirs), paged side by side and merged by time. An admin reads
 * no other branch, and no folio without a branch (docs/adr/0035-paged-lists-on-composite-keys.md).
 */
export function adminRanges(
  statuses: readonly Segment[],
  branches: readonly string[],
  branch = '',
): ListRange[] {
  const held = branches.filter(Boolean);
  const chosen = branch ? held.filter((b) => b === branch) : held;
  return chosen.flatMap((b) => statuses.map((s) => statusRange(s, b)));
}

/** A promoter: its folios of one branch ('' = none yet) in one group (or discarded). */
export function promoterRange(
  bpId: string,
  branch: string,
  group: GroupKey | typeof DISCARDED,
): ListRange {
  return { orderBy: 'lists/promoter', prefix: `${bpId}|${branch}|${group}|` };
}

/** A staff member's own folios of one client (it is their promoter), read with equalTo. */
export const clientKey = (bpId: string, curp: string) => `${bpId}|${curp}`;

/** A page size from Remote Config, kept within what the rules allow. */
export function clampPageSize(n: unknown): number {
  const v = typeof n === 'number' && Number.isFinite(n) ? Math.floor(n) : PAGE_DEFAULT;
  return Math.min(PAGE_MAX, Math.max(1, v));
}
