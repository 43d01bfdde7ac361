/**
 * The CNCA functions (functions/api_cnca.go): validating a new CNCA folio and the SIPRE discharge.
 * They authorise with the Firebase ID token (its cnca claim), never with the cookie the route guard
 * reads, so a forged cookie gets a 403 here.
 */
import { api } from '@/lib/api';
import { withIdToken } from '@/lib/http';
import type { HttpClient } from '@/lib/http';

export const CNCA_API = {
  validate: (folio: string) => `/api/cnca/${encodeURIComponent(folio)}/validar`,
  discharge: (folio: string) => `/api/cnca/${encodeURIComponent(folio)}/baja-sipre`,
} as const;

/** What /validar answers: the folio's code and why it stopped, if it did. */
export interface Validation {
  folio: string;
  code: string;
  label: string;
  outcome: '' | 'ready' | 'bulletined' | 'uif' | 'noCredits' | 'biometric';
  biometric?: string;
  creditIds: string[];
}

/** What /baja-sipre answers: E0004 (total) or E0005 (partial) with the credits of each kind. */
export interface Discharge {
  folio: string;
  code: string;
  label: string;
  discharged: string[];
  pending: string[];
}

/** POST to a CNCA function with the ID token (and applicationId) through the one HTTP client. */
export function callCncaFunction<T>(
  path: string,
  idToken: string,
  client: Pick<HttpClient, 'post'> = api,
): Promise<T> {
  return client.post<T>(path, {}, withIdToken(idToken));
}

export function validateCncaFolio(idToken: string, folio: string): Promise<Validation> {
  return callCncaFunction<Validation>(CNCA_API.validate(folio), idToken);
}

export function requestSipreDischarge(idToken: string, folio: string): Promise<Discharge> {
  return callCncaFunction<Discharge>(CNCA_API.discharge(folio), idToken);
}
