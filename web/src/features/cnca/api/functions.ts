/**
 * The CNCA functions (functions/api_cnca.go): validating a new CNCA folio, the SIPRE discharge, the
 * loan request the discharge leads to and the cancel.
 * They authorise with the Firebase ID token (its cnca claim), never with the cookie the route guard
 * reads, so a forged cookie gets a 403 here.
 */
import { api } from '@/lib/api';
import { callFunction } from '@/lib/http';
import type { HttpClient } from '@/lib/http';

export const CNCA_API = {
  validate: (folio: string) => `/api/cnca/${encodeURIComponent(folio)}/validar`,
  discharge: (folio: string) => `/api/cnca/${encodeURIComponent(folio)}/baja-sipre`,
  cancel: (folio: string) => `/api/cnca/${encodeURIComponent(folio)}/cancelar`,
  link: (folio: string) => `/api/cnca/${encodeURIComponent(folio)}/solicitud`,
} as const;

/** What /solicitud answers: E0006 and the loan request the discharge leads to. */
export interface LinkedRequest {
  folio: string;
  code: string;
  label: string;
  request: string;
}

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

/** Cancels a CNCA folio (E0009) while no request is linked to it. */
export function cancelCncaFolio(
  idToken: string,
  folio: string,
  client: Pick<HttpClient, 'post'> = api,
): Promise<Validation> {
  return callFunction<Validation>(client, CNCA_API.cancel(folio), idToken);
}

/** Creates (or finds) the loan request a discharged folio leads to (E0006). */
export function linkCncaRequest(
  idToken: string,
  folio: string,
  client: Pick<HttpClient, 'post'> = api,
): Promise<LinkedRequest> {
  return callFunction<LinkedRequest>(client, CNCA_API.link(folio), idToken);
}
