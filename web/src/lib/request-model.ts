/**
 * The folio (requests/{id}, SPEC §3 and DESIGN §3) as the SPA reads and writes it, and its statuses:
 * labels, groups and capture order come from functions/internal/lifecycle/lifecycle.json, the one
 * definition the rules and the functions are also derived from (never copied here).
 */
import lifecycle from '../../../functions/internal/lifecycle/lifecycle.json';

export type GroupKey = keyof typeof lifecycle.groups;

interface StatusDef {
  label: string;
  group: string;
  captureOrder?: number;
  optional?: boolean;
}

const STATUS_DEFS = lifecycle.statuses as Record<string, StatusDef>;

export type RequestStatus = keyof typeof lifecycle.statuses;

export const ALL_STATUSES = Object.keys(STATUS_DEFS) as RequestStatus[];

/** Spanish label of a status; an unknown value is shown as it is. */
export function statusLabel(status: string | undefined): string {
  return (status && STATUS_DEFS[status]?.label) || (status ?? '');
}

/** The group of a status ('capture', 'inProcess', 'complete', 'rejected', 'cnca'). */
export function statusGroup(status: string | undefined): GroupKey | undefined {
  const g = status ? STATUS_DEFS[status]?.group : undefined;
  return g && g in lifecycle.groups ? (g as GroupKey) : undefined;
}

/** Spanish label of a group ('En captura'…). */
export function groupLabel(group: GroupKey): string {
  return lifecycle.groups[group];
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

/** SPEC §3 / §9 constants of a new folio. */
export const ORIGIN_TYPE = 'Interna - V. Asistida';
export const DEFAULT_BANK_CODE = '012';
export const ACCOUNT_TYPE = 'ZIFE';

/** SPEC §3 payment methods. */
export const PAYMENT_METHODS = [6, 7, 8] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export interface ClientData {
  names?: string;
  firstLastName?: string;
  secondLastName?: string;
  fullName?: string;
  birthDate?: string;
  gender?: 'H' | 'F' | '';
  nss?: string;
  email?: string;
  phone?: string;
  electorCode?: string;
  ocr?: string;
  ineExpirationYear?: string;
  ineNumber?: string;
  cic?: string;
}

export interface QuoterOffer {
  agreement?: {
    agreementGroup?: string;
    agreementItem?: string;
    branch?: { branchID?: string };
  };
  amount?: number;
  term?: number;
  payment?: number;
  tasa?: number;
  cat?: number;
  product?: string;
  creditType?: string;
}

export interface DocumentRecord {
  status?: string;
  gatewayId?: string;
  fileName?: string;
  fileType?: string;
  uploadedAt?: number;
}

export interface Reference {
  names?: string;
  firstLastName?: string;
  secondLastName?: string;
  phone?: string;
  relationship?: string;
}

export interface EmploymentData {
  cotizaEn?: string;
  employeeNumber?: string;
  fechaTrabajo?: string;
  numeroEmpleado?: string;
  sueldoMensual?: number;
  tipoContrato?: string;
  tipoEmpleado?: string;
}

/** A folio as stored under requests/{id}. */
export interface LoanRequest {
  id: string;
  uuid?: string;
  status: string;
  lastUpdateAt?: number;
  lastUpdateBy?: string;
  createdAt?: number;
  createdBy?: string;
  currentPromoterBpId: string;
  taskIdCnca?: string;
  taskId?: string;
  folioIt?: string;
  bioprocess?: boolean;
  rfc?: string;
  curp?: string;
  typeSaleAndOrigin?: string;
  client?: ClientData;
  capacitySimulator?: {
    perceptions?: number;
    deductions?: number;
    paymentCapacity?: number | string;
  };
  offer?: { quoter?: QuoterOffer };
  employmentData?: EmploymentData;
  contact?: { email?: string; mobilePhone?: string; homePhone?: string; phone?: string };
  settleCredits?: {
    totalToSettle?: number;
    count?: number;
    credits?: Record<
      string,
      { lender?: string; balance?: number; payment?: number; internal?: boolean }
    >;
  };
  /** LCOM: settlement letters of the other lenders' credits, by credit id. */
  lcom?: {
    letters?: Record<
      string,
      { lender?: string; letterFolio?: string; amount?: number; validUntil?: string }
    >;
  };
  deposit?: {
    paymentMethod?: PaymentMethod;
    bankCode?: string;
    clabe?: string;
    accountNumber?: string;
    accountType?: string;
  };
  references?: Record<string, Reference>;
  documents?: Record<string, DocumentRecord>;
  customerSteps?: { biometric?: { result?: string } };
  /** The current customer link (functions only; its credential is never in the database). */
  link?: { id?: string; action?: number; expiresAt?: number; sentAt?: number; usedAt?: number };
  discarded?: { by: string; reason: string; at: number };
}

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
