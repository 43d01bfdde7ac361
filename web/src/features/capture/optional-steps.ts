/**
 * When the optional capture steps of DESIGN §4 apply. Cuestionario médico (medicalQuestion): the
 * lender's life insurance asks for a health declaration from clients aged 70 or more on the day of
 * capture (docs/adr: optional capture steps).
 */
import type { LoanRequest } from '@/lib/request-model';

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
