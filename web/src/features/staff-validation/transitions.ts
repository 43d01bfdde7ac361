/**
 * Staff actions derived from functions/internal/lifecycle/lifecycle.json (DESIGN §4): which statuses
 * admin staff may move a folio to from its current status, which of those reject it (a reason is
 * asked), and which link actions a transition offers. Nothing here repeats the transition table.
 */
import { statusGroup } from '@/lib/request-model';

import lifecycle from '../../../../functions/internal/lifecycle/lifecycle.json';

interface Transition {
  from: string[];
  to: string[];
  by: string[];
  action?: number;
  actions?: number[];
}

const TRANSITIONS = lifecycle.transitions as Transition[];

/** Statuses reached by a staff transition written by these screens (capture edits excluded). */
function staffTransitions(status: string): Transition[] {
  return TRANSITIONS.filter(
    (t) => t.by.includes('staff') && t.from.includes(status) && !t.from[0]!.startsWith('@'),
  );
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
  const t = staffTransitions(from).find((x) => x.to.includes(to));
  return t?.actions ?? [];
}

/** Moving to a rejected status is destructive: it is confirmed with a reason. */
export function isRejection(to: string): boolean {
  return statusGroup(to) === 'rejected';
}

/** The status whose transition carries link action 5 (correct data or annexes), from lifecycle.json. */
export const CORRECTION_STATUS =
  TRANSITIONS.find((t) => t.by.includes('staff') && t.action === 5)?.to[0] ??
  'documentsReprocessing';

/** Staff action 5: the customer gets a link to correct data or annexes; staff say what. */
export function isCorrection(to: string): boolean {
  return to === CORRECTION_STATUS;
}

/** Targets confirmed with a written reason: rejections and action 5. */
export function asksReason(to: string): boolean {
  return isRejection(to) || isCorrection(to);
}

/** Statuses a folio waits in for staff (the lists of these screens). */
export function staffWaitingStatuses(): string[] {
  const set = new Set<string>();
  for (const t of TRANSITIONS) {
    if (t.by.includes('staff') && !t.from[0]!.startsWith('@')) {
      t.from.forEach((f) => set.add(f));
    }
  }
  return [...set];
}
