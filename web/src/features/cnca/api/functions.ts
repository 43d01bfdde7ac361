/**
 * The CNCA functions (functions/api_cnca.go): validating a new CNCA folio and the SIPRE discharge.
 * They authorise with the Firebase ID token (its cnca claim), never with the cookie the route guard
 * reads, so a forged cookie gets a 403 here.
 */
import { config } from '@/config/env';
import { DEVICE_HEADER, deviceIdentifier } from '@/lib/device';
import { APPLICATION_ID, ApiError, CLIENT_ID_HEADER } from '@/lib/http';
import { logger } from '@/lib/logger';

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

export async function callCncaFunction<T>(
  path: string,
  idToken: string,
  fetchImpl: typeof fetch = (...a) => globalThis.fetch(...a),
): Promise<T> {
  const started = performance.now();
  let res: Response;
  try {
    res = await fetchImpl(path, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        [CLIENT_ID_HEADER]: config().ibmClientId,
        [DEVICE_HEADER]: await deviceIdentifier(),
        'X-Firebase-Token': idToken,
      },
      body: JSON.stringify({ applicationId: APPLICATION_ID }),
    });
  } catch (err) {
    logger.error(
      `POST ${path} network error`,
      { durationMs: Math.round(performance.now() - started) },
      err,
    );
    throw new ApiError('Error de conexión', undefined, 0);
  }
  logger.info(`POST ${path} ${res.status}`, {
    durationMs: Math.round(performance.now() - started),
    status: res.status,
  });
  const text = await res.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (res.ok) return body as T;
  const b = (body ?? {}) as { code?: string; message?: string };
  throw new ApiError(b.message ?? 'Error de conexión', b.code, res.status);
}

export function validateCncaFolio(idToken: string, folio: string): Promise<Validation> {
  return callCncaFunction<Validation>(CNCA_API.validate(folio), idToken);
}

export function requestSipreDischarge(idToken: string, folio: string): Promise<Discharge> {
  return callCncaFunction<Discharge>(CNCA_API.discharge(folio), idToken);
}
