/**
 * The CNCA business modal rules (docs/requirements.md §5, §8) on the gateway's client lookup: a client on the UIF
 * list is not eligible, a bulletined client is not eligible for CNCA, and a client without internal
 * credits to transfer gets the no-credits modal. The functions check the same again server-side.
 */
import type { CncaCredit, CncaSearchResult } from './api/gateway';
import type { CncaModalKind } from './components/cnca-modal';

export function internalCredits(credits: readonly CncaCredit[]): CncaCredit[] {
  return credits.filter((c) => c.internal && c.settleable);
}

/** The modal that stops the client, or null when the CNCA quotation may go on. */
export function stopReason(r: CncaSearchResult): CncaModalKind | null {
  if (r.uif) return 'uif';
  if (r.bulletined) return 'bulletined';
  if (internalCredits(r.credits).length === 0) return 'noCredits';
  return null;
}

/** The modal for a /validar outcome (null when the folio is ready for SIPRE). */
export function outcomeModal(outcome: string | undefined): CncaModalKind | null {
  switch (outcome) {
    case 'bulletined':
    case 'uif':
    case 'noCredits':
    case 'biometric':
      return outcome;
    default:
      return null;
  }
}
