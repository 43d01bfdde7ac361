/**
 * What an open correction asks of whom (docs/contract.md, "Correcting a folio after capture"),
 * without the forms' yup rules (corrections.ts): action 5's first screen reads it before yup has
 * loaded (docs/adr/0087-documents-before-the-sign-in.md).
 */
import {
  CORRECTION_ANNEXES,
  CORRECTION_ITEMS,
  type CorrectionWriter,
  type FolioCorrection,
} from '@/lib/folio-contract.gen';

/** Whether a correction is open and its writer is `writer`. */
export function openFor(c: FolioCorrection | undefined, writer: CorrectionWriter): boolean {
  return !!c?.open && c.writer === writer;
}

/** The items a correction names, in the contract's order. */
export function requestedItems(c: FolioCorrection | undefined): string[] {
  return Object.keys(CORRECTION_ITEMS).filter((i) => c?.items?.[i]);
}

/** The annexes a correction names. */
export function requestedAnnexes(c: FolioCorrection | undefined): string[] {
  return Object.keys(CORRECTION_ANNEXES).filter((a) => c?.annexes?.[a]);
}
