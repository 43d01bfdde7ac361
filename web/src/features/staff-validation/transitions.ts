/**
 * Staff actions derived from the folio contract's transition table (lib/folio-contract.gen.ts,
 * docs/contract.md): which statuses admin staff may move a folio to from its current status, which
 * of those reject it (a reason is asked), and which link actions a transition offers. Nothing here
 * repeats the transition table.
 */
import { statusGroup } from '@/entities/folio/request-model';
import { TRANSITIONS, type Transition } from '@/lib/folio-contract.gen';

/** A move between capture steps (saved by the capture screens, not offered as a staff action). */
function isCaptureEdit(t: Transition): boolean {
  return [...t.from, ...t.to].every((s) => statusGroup(s) === 'capture');
}

/** Staff transitions written by these screens (capture edits excluded). */
const STAFF = TRANSITIONS.filter((t) => t.by.includes('staff') && !isCaptureEdit(t));

function staffTransitions(status: string): Transition[] {
  return STAFF.filter((t) => (t.from as readonly string[]).includes(status));
}

/** Targets admin staff may move a folio in `status` to, in lifecycle order, without duplicates. */
export function staffTargets(status: string | undefined): string[] {
  if (!status) return [];
  const out: string[] = [];
  for (const t of staffTransitions(status)) {
    for (const to of t.to) if (!to.startsWith('@') && !out.includes(to)) out.push(to);
  }
  return out;
}

/** The link actions a choice must pick from (validation → sentForSignature: 2, 3, 4), if any. */
export function requestedActionsFor(from: string, to: string): number[] {
  const t = staffTransitions(from).find((x) => (x.to as readonly string[]).includes(to));
  return t?.actions ? [...t.actions] : [];
}

/** Moving to a rejected status is destructive: it is confirmed with a reason. */
export function isRejection(to: string): boolean {
  return statusGroup(to) === 'rejected';
}

/** The status whose transition carries link action 5 (correct data or annexes). */
export const CORRECTION_STATUS: string =
  STAFF.find((t) => t.action === 5)?.to[0] ?? 'documentsReprocessing';

/**
 * The status of a promoter's correction: a staff move that sends no customer link and leads only
 * back to review (captureCorrection). Derived from the transitions, as CORRECTION_STATUS is.
 */
export const PROMOTER_CORRECTION_STATUS: string | undefined = TRANSITIONS.find(
  (t) =>
    t.by.includes('promoter') &&
    t.from.length === 1 &&
    statusGroup(t.from[0]!) !== 'capture' &&
    STAFF.some((s) => (s.to as readonly string[]).includes(t.from[0]!)),
)?.from[0];

/** Staff action 5: the customer gets a link to correct data or annexes; staff say what. */
export function isCorrection(to: string): boolean {
  return to === CORRECTION_STATUS || to === PROMOTER_CORRECTION_STATUS;
}

/** Who corrects for a correction target: the customer (action 5) or the promoter. */
export function correctionWriter(to: string): 'customer' | 'promoter' {
  return to === CORRECTION_STATUS ? 'customer' : 'promoter';
}

/** Targets confirmed with a written reason: rejections and action 5. */
export function asksReason(to: string): boolean {
  return isRejection(to) || isCorrection(to);
}

function transitionOf(from: string, to: string): Transition | undefined {
  return staffTransitions(from).find((x) => (x.to as readonly string[]).includes(to));
}

/** The field a staff move from → to writes with the taker's bpId (the contract's `stamp`). */
export function stampFor(from: string, to: string): string | undefined {
  return transitionOf(from, to)?.stamp;
}

/** The field naming the staff member who may not move from → to (the contract's `fourEyes`). */
export function fourEyesFor(from: string, to: string): string | undefined {
  return transitionOf(from, to)?.fourEyes;
}

/**
 * Whether the folio as read lacks the functions-only flag from → to requires (the contract's
 * `requires`: documents/complete, docs/adr/0054-document-catalogue.md), so the rules refuse it.
 */
export function lacksRequired(
  folio: Record<string, unknown> | undefined,
  from: string,
  to: string,
): boolean {
  const path = transitionOf(from, to)?.requires;
  if (!path || !folio) return false;
  let v: unknown = folio;
  for (const k of path.split('/')) v = (v as Record<string, unknown> | undefined)?.[k];
  return v !== true;
}

/** A staff member's bpId from its Firebase uid (`bp:{bpId}`). */
export function bpIdOf(uid: string | null | undefined): string {
  return uid?.startsWith('bp:') ? uid.slice(3) : '';
}

/**
 * Four-eyes (docs/adr/0040-staff-desk-and-four-eyes.md): whether `bpId` is the staff member the
 * folio records in the transition's fourEyes field, so the rules refuse it the move.
 */
export function blockedByFourEyes(
  folio: Record<string, unknown> | undefined,
  from: string,
  to: string,
  bpId: string,
): boolean {
  const field = fourEyesFor(from, to);
  return !!field && !!bpId && folio?.[field] === bpId;
}
