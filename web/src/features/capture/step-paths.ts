/**
 * Where each capture status is worked on: a reload or "Continuar captura" resumes there. Screens
 * whose SPEC path has no folio parameter carry it as ?folio=.
 */
import { href } from '@/config/paths';
import type { RouteKey } from '@/config/paths';
import type { RequestStatus } from '@/entities/folio/request-model';

import { FOLIO_PARAM } from './hooks/use-folio';

type Target = { key: RouteKey; param?: 'folioInterno' | 'folio' };

const STEP_ROUTE: Partial<Record<RequestStatus, Target>> = {
  created: { key: 'paymentCapacity' },
  capacitySimulator: { key: 'paymentCapacity' },
  quoter: { key: 'quoter', param: 'folioInterno' },
  quoterResult: { key: 'quoterResult' },
  letterLibranza: { key: 'letterLibranza', param: 'folio' },
  contactInformation: { key: 'contactInformation' },
  settleCredits: { key: 'settleCredits' },
  depositIndividuals: { key: 'depositIndividuals' },
  lcom: { key: 'lcom' },
  clientReference: { key: 'clientReference' },
  medicalQuestion: { key: 'medicalQuestionnaire', param: 'folioInterno' },
  generalData: { key: 'generalData', param: 'folioInterno' },
  documents: { key: 'validationsDashboard' },
};

/** The screen of route `key` for folio `id`. */
export function folioHref(key: RouteKey, id: string, param?: 'folioInterno' | 'folio'): string {
  if (param) return href(key, { [param]: id });
  return `${href(key)}?${new URLSearchParams({ [FOLIO_PARAM]: id }).toString()}`;
}

/** The screen where a folio in capture status `status` continues; null outside capture. */
export function stepHref(status: string, id: string): string | null {
  const target = STEP_ROUTE[status as RequestStatus];
  return target ? folioHref(target.key, id, target.param) : null;
}

/** The employment-data screen (second page of general data). */
export function employmentHref(id: string): string {
  return href('employmentData', { folio: id });
}
