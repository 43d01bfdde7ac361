/**
 * When the optional capture steps of docs/design.md §4 apply (docs/adr/0021-optional-capture-steps.md).
 * - LCOM (lcom): settling a credit of another lender ("liquidación a competencia") needs that
 *   lender's settlement letter: one per external credit the folio settles.
 * - Cuestionario médico (medicalQuestion): the lender's life insurance asks for a health
 *   declaration from clients aged 70 or more on the day of capture.
 */
import type { LoanRequest } from '@/entities/folio/request-model';

/** Age from which the cuestionario médico is part of the capture. */
export const MEDICAL_QUESTION_AGE = 70;

/** Completed years between an ISO birth date (YYYY-MM-DD) and `today`; null when unreadable. */
export function ageOn(birthDate: string | undefined, today: Date): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate ?? '');
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  let age = today.getFullYear() - y;
  const month = today.getMonth() + 1;
  if (month < mo || (month === mo && today.getDate() < d)) age -= 1;
  return age;
}

/** True when folio `r` needs the cuestionario médico before datos generales. */
export function requiresMedicalQuestion(r: LoanRequest, today: Date = new Date()): boolean {
  const age = ageOn(r.client?.birthDate, today);
  return age !== null && age >= MEDICAL_QUESTION_AGE;
}

/**
 * The most credits one folio settles. The rules cannot count children, so settleCredits/credits
 * and lcom/letters accept the slot keys c1..c20 only (docs/contract.md, sizes).
 */
export const MAX_SETTLED_CREDITS = 20;

/** The key of the i-th (from 0) settled credit, and of its settlement letter. */
export const creditSlot = (i: number) => `c${i + 1}`;

const slotNumber = (key: string) => Number(key.slice(1));

/** One external credit the folio settles: its slot key, the gateway's credit id, its lender. */
export interface Settlement {
  key: string;
  creditId: string;
  lender: string;
}

/** The external (other lenders') credits folio `r` settles, in slot order. */
export function externalSettlements(r: LoanRequest): Settlement[] {
  return Object.entries(r.settleCredits?.credits ?? {})
    .filter(([, c]) => c.internal === false)
    .sort(([a], [b]) => slotNumber(a) - slotNumber(b))
    .map(([key, c]) => ({ key, creditId: c.creditId ?? key, lender: c.lender ?? '' }));
}

/** True when folio `r` needs the LCOM step (settlement letters) after the deposit. */
export function requiresLcom(r: LoanRequest): boolean {
  return externalSettlements(r).length > 0;
}
