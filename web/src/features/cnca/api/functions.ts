/**
 * The CNCA functions (functions/api_cnca.go): validating a new CNCA folio and the SIPRE discharge.
 * They authorise with the Firebase ID token (its cnca claim), never with the cookie the route guard
 * reads, so a forged cookie gets a 403 here.
 */
import { api } from '@/lib/api';
import { callFunction } from '@/lib/http';
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

export function validateCncaFolio(
  idToken: string,
  folio: string,
  client: Pick<HttpClient, 'post'> = api,
): Promise<Validation> {
  return callFunction<Validation>(client, CNCA_API.validate(folio), idToken);
}

export function requestSipreDischarge(
  idToken: string,
  folio: string,
  client: Pick<HttpClient, 'post'> = api,
): Promise<Discharge> {
  return callFunction<Discharge>(client, CNCA_API.discharge(folio), idToken);
}
