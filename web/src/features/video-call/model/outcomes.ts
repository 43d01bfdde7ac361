/**
 * The call outcomes of docs/requirements.md §4 and the call error codes of docs/requirements.md §8, mapped to what the customer
 * sees: a kind (waiting, success, failed, expired, error) and its Spanish message.
 */
import { video as t } from '@/copy/video';
import type { CallErrorCode, CallOutcome } from '@/copy/video';

export type OutcomeKind = 'waiting' | 'success' | 'failed' | 'expired';

export interface OutcomeView {
  kind: OutcomeKind;
  message: string;
}

/** The provider's final statuses: the call is over. */
export const FINAL_OUTCOMES: readonly string[] = [
  'NO_EXECUTIVE_FOUND',
  'CALL_ENDS_SUCCESSFULLY',
  'CALL_ENDS_SUCCESSFULLY_HB',
  'EXPIRED_URL',
  'OFFLINE_EXECUTIVE',
];

export const SUCCESS_OUTCOMES: readonly string[] = [
  'CALL_ENDS_SUCCESSFULLY',
  'CALL_ENDS_SUCCESSFULLY_HB',
];

export function isFinal(outcome: string): boolean {
  return FINAL_OUTCOMES.includes(outcome);
}

function known(outcome: string): outcome is CallOutcome {
  return outcome !== 'other' && Object.hasOwn(t.outcomes, outcome);
}

/** What the customer sees for a provider status; an unknown status is a failed call. */
export function outcomeView(outcome: string): OutcomeView {
  const message = known(outcome) ? t.outcomes[outcome] : t.outcomes.other;
  if (outcome === 'CALL_WAITING') return { kind: 'waiting', message };
  if (SUCCESS_OUTCOMES.includes(outcome)) return { kind: 'success', message };
  if (outcome === 'EXPIRED_URL') return { kind: 'expired', message };
  return { kind: 'failed', message };
}

export function isCallErrorCode(code: unknown): code is CallErrorCode {
  return typeof code === 'string' && Object.hasOwn(t.errors, code);
}

/** The Spanish message of a call error (docs/requirements.md §8 code), else the generic one. */
export function callErrorMessage(code: unknown): string {
  return isCallErrorCode(code) ? t.errors[code] : t.call.unexpected;
}

/** The code an SDK error carries ({code} objects, Error with code, or a bare string). */
export function errorCode(err: unknown): string | undefined {
  if (typeof err === 'string') return err;
  if (err && typeof err === 'object' && 'code' in err) {
    const c = (err as { code: unknown }).code;
    return typeof c === 'string' ? c : undefined;
  }
  return undefined;
}
