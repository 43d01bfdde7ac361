/**
 * The CNCA process codes (docs/requirements.md §4, E0001–E0009), read from the contract's CNCA_CODES
 * (their labels and flags), and what "Mis solicitudes de baja" offers from each one. Only the
 * functions move a code; the SPA reads it.
 */
import { href } from '@/config/paths';
import { cnca as t } from '@/copy/cnca';
import { CNCA_CODES, indexedValues } from '@/lib/folio-contract.gen';
import type { CncaCode, FolioCnca, FolioStatus } from '@/lib/folio-contract.gen';

export const CNCA_STATUS: FolioStatus = 'internalCNCAProcess';

export function isCncaCode(code: unknown): code is CncaCode {
  return typeof code === 'string' && Object.hasOwn(CNCA_CODES, code);
}

/** The contract's label of a code; an unknown or missing code reads 'Sin estatus'. */
export function codeLabel(code: unknown): string {
  return isCncaCode(code) ? CNCA_CODES[code].label : t.unknownCode;
}

export type CncaAction = 'validate' | 'resume' | 'partial' | 'link';

/**
 * What the promoter can do next: validate the biometric again (E0001), request or resume the SIPRE
 * discharge (E0002, E0003: a failed or out-of-hours attempt leaves it resumable), or see the partial
 * discharge (E0005, from where the pending credits are retried or the request is created), or
 * create the loan request a full discharge leads to (E0004). E0006 onwards follow the request.
 */
export function actionFor(code: unknown): CncaAction | null {
  switch (code) {
    case 'E0001':
      return 'validate';
    case 'E0002':
    case 'E0003':
      return 'resume';
    case 'E0004':
      return 'link';
    case 'E0005':
      return 'partial';
    default:
      return null;
  }
}

/** A promoter may cancel (E0009) until a request is linked: E0001–E0005. */
export function canCancel(code: unknown): boolean {
  return isCncaCode(code) && !!CNCA_CODES[code].cancel;
}

/** Whether a folio's discharge may lead to its loan request (E0004, E0005). */
export function canLink(code: unknown): boolean {
  return isCncaCode(code) && !!CNCA_CODES[code].link;
}

export type StepState = 'done' | 'current' | 'pending' | 'stopped';

export interface ProcessStep {
  /** The step's Spanish name. */
  label: string;
  state: StepState;
}

/** The stage (index into the copy's process steps) each running code is at; E0007 is past all. */
const STAGE: Partial<Record<CncaCode, number>> = {
  E0001: 0,
  E0002: 1,
  E0003: 1,
  E0004: 2,
  E0005: 2,
  E0006: 2,
  E0007: 4,
};

/** What the process display reads of a folio's cnca group. */
export type CncaProgress = Pick<FolioCnca, 'code' | 'creditIds' | 'discharged' | 'linkedRequest'>;

/**
 * The whole process of a folio in four stages (biometric, SIPRE discharge, loan request, linked)
 * and where it stands. A rejected (E0008) or cancelled (E0009) folio stops at the stage it had
 * reached, read from what the functions left: a linked request, discharged credits, credits to
 * discharge.
 */
export function processSteps(c: CncaProgress | undefined): ProcessStep[] {
  const code = c?.code;
  const stopped = code === 'E0008' || code === 'E0009';
  let at = isCncaCode(code) ? (STAGE[code] ?? 0) : 0;
  if (stopped) {
    const has = (ids: FolioCnca['creditIds']) => indexedValues(ids).length > 0;
    at = c?.linkedRequest || has(c?.discharged) ? 2 : has(c?.creditIds) ? 1 : 0;
  }
  return t.process.steps.map((label, i) => ({
    label,
    state: i < at ? 'done' : i === at ? (stopped ? 'stopped' : 'current') : 'pending',
  }));
}

/** Where an action leads. */
export function actionHref(action: Exclude<CncaAction, 'link'>, folio: string): string {
  return action === 'partial'
    ? href('cncaPartialDischarge', { folio })
    : href('cncaSipreDischarge', { folio });
}
