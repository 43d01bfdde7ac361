/**
 * The CNCA process codes (docs/requirements.md §4, E0001–E0009): their Spanish labels, and what "Mis solicitudes de
 * baja" offers from each one. Only the functions move a code; the SPA reads it.
 */
import { href } from '@/config/paths';
import { cnca as t } from '@/copy/cnca';

export const CNCA_STATUS = 'internalCNCAProcess';

export const CNCA_CODES = [
  'E0001',
  'E0002',
  'E0003',
  'E0004',
  'E0005',
  'E0006',
  'E0007',
  'E0008',
  'E0009',
] as const;
export type CncaCode = (typeof CNCA_CODES)[number];

export function isCncaCode(code: unknown): code is CncaCode {
  return typeof code === 'string' && (CNCA_CODES as readonly string[]).includes(code);
}

/** The Spanish label of a code; an unknown or missing code reads 'Sin estatus'. */
export function codeLabel(code: unknown): string {
  return isCncaCode(code) ? (t.codes[code] ?? t.unknownCode) : t.unknownCode;
}

export type CncaAction = 'validate' | 'resume' | 'partial';

/**
 * What the promoter can do next: validate the biometric again (E0001), request or resume the SIPRE
 * discharge (E0002, E0003: a failed or out-of-hours attempt leaves it resumable), or see the partial
 * discharge (E0005, from where the pending credits are retried). Final codes offer nothing.
 */
export function actionFor(code: unknown): CncaAction | null {
  switch (code) {
    case 'E0001':
      return 'validate';
    case 'E0002':
    case 'E0003':
      return 'resume';
    case 'E0005':
      return 'partial';
    default:
      return null;
  }
}

/** Where an action leads. */
export function actionHref(action: CncaAction, folio: string): string {
  return action === 'partial'
    ? href('cncaPartialDischarge', { folio })
    : href('cncaSipreDischarge', { folio });
}
