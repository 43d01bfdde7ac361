/**
 * The folio (requests/{id}) as the SPA reads and writes it, and its statuses: labels, groups, capture
 * order and the folio's shape come from the generated lib/folio-contract.gen.ts, which `make rules`
 * writes from the one contract the rules and the functions are generated from too
 * (docs/contract.md). Nothing here repeats the contract.
 */
import {
  GROUP_LABELS,
  STATUSES,
  type Folio,
  type FolioClient,
  type FolioDocumentsIneFront,
  type FolioReferencesEntry,
  type FolioStatus,
  type StatusGroup,
  type StatusInfo,
} from '@/lib/folio-contract.gen';

export type GroupKey = StatusGroup;

const STATUS_DEFS: Partial<Record<string, StatusInfo>> = STATUSES;

export type RequestStatus = FolioStatus;

export const ALL_STATUSES = Object.keys(STATUSES) as RequestStatus[];

/** Spanish label of a status; an unknown value is shown as it is. */
export function statusLabel(status: string | undefined): string {
  return (status && STATUS_DEFS[status]?.label) || (status ?? '');
}

/** The group of a status ('capture', 'inProcess', 'complete', 'rejected', 'cnca'). */
export function statusGroup(status: string | undefined): GroupKey | undefined {
  const g = status ? STATUS_DEFS[status]?.group : undefined;
  return g;
}

/** Spanish label of a group ('En captura'…). */
export function groupLabel(group: GroupKey): string {
  return GROUP_LABELS[group];
}

/** The second label set: early capture stages display as 'En captura'. */
export function displayStatus(status: string | undefined): string {
  return statusGroup(status) === 'capture' ? groupLabel('capture') : statusLabel(status);
}

export function statusesOf(group: GroupKey): RequestStatus[] {
  return ALL_STATUSES.filter((s) => STATUS_DEFS[s]?.group === group);
}

/** Capture steps in lifecycle order (optional ones included). */
export const CAPTURE_STEPS: RequestStatus[] = ALL_STATUSES.filter(
  (s) => STATUS_DEFS[s]?.captureOrder !== undefined,
).sort((a, b) => STATUS_DEFS[a]!.captureOrder! - STATUS_DEFS[b]!.captureOrder!);

export function captureOrder(status: string | undefined): number {
  return (status && STATUS_DEFS[status]?.captureOrder) || 0;
}

export function isOptionalStep(status: string): boolean {
  return STATUS_DEFS[status]?.optional === true;
}

/**
 * The status a folio takes after saving capture step `step`: the next capture step in lifecycle
 * order (skipping the optional steps not in `include`), but never behind where the folio already is,
 * so editing an earlier step does not rewind it. Outside capture the status is left alone.
 */
export function statusAfterStep(
  current: string | undefined,
  step: RequestStatus,
  include: readonly RequestStatus[] = [],
): string {
  if (current && statusGroup(current) !== 'capture') return current;
  const i = CAPTURE_STEPS.indexOf(step);
  const next =
    CAPTURE_STEPS.slice(i + 1).find((s) => !isOptionalStep(s) || include.includes(s)) ?? step;
  return captureOrder(current) > captureOrder(next) ? (current as string) : next;
}

/** `step` unless the folio is already further along the capture (then its status). */
export function statusAtLeast(current: string | undefined, step: RequestStatus): string {
  if (current && statusGroup(current) !== 'capture') return current;
  return captureOrder(current) > captureOrder(step) ? (current as string) : step;
}

/** docs/requirements.md §3 / §9 constants of a new folio. */
export const ORIGIN_TYPE = 'Interna - V. Asistida';
export const DEFAULT_BANK_CODE = '012';
export const ACCOUNT_TYPE = 'ZIFE';

/** docs/requirements.md §3 payment methods. */
export const PAYMENT_METHODS = [6, 7, 8] as const;

export type ClientData = FolioClient;
export type DocumentRecord = FolioDocumentsIneFront;
export type Reference = FolioReferencesEntry;

/** A folio as stored under requests/{id}, with the key and the fields every folio has. */
export type LoanRequest = Omit<Folio, 'id' | 'status' | 'currentPromoterBpId' | 'documents'> & {
  id: string;
  status: string;
  currentPromoterBpId: string;
  documents?: Record<string, DocumentRecord>;
};

/** The client's full name as shown in lists. */
export function clientName(r: Pick<LoanRequest, 'client' | 'curp'>): string {
  const c = r.client ?? {};
  const name = [c.names, c.firstLastName, c.secondLastName].filter(Boolean).join(' ');
  return name || c.fullName || r.curp || '';
}

/** The branch the folio was quoted in, when it was. */
export function requestBranch(r: LoanRequest): string | undefined {
  const b = r.offer?.quoter?.agreement?.branch?.branchID;
  return b === undefined ? undefined : String(b);
}
