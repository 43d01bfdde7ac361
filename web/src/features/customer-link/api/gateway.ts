/**
 * Calls the customer makes with its tokens: the gateway's document upload (multipart, Bearer
 * tokenClient) and the functions' OTP endpoints (Bearer Firebase ID token). Both carry the client
 * id and device headers of docs/requirements.md §7; a 401 on the gateway follows docs/requirements.md §4 rule 8.
 */
import { config } from '@/config/env';
import { customer as t } from '@/copy/es';
import { lifecycle } from '@/lib/api';
import { DEVICE_HEADER, deviceIdentifier } from '@/lib/device';
import { APPLICATION_ID, ApiError, CLIENT_ID_HEADER } from '@/lib/http';
import { logger } from '@/lib/logger';
import { handleUnauthorized } from '@/lib/tokens';
import { authStore } from '@/stores/auth';

async function headers(bearer: string | null): Promise<Record<string, string>> {
  const h: Record<string, string> = {
    Accept: 'application/json',
    [CLIENT_ID_HEADER]: config().ibmClientId,
    [DEVICE_HEADER]: await deviceIdentifier(),
  };
  if (bearer) h.Authorization = `Bearer ${bearer}`;
  return h;
}

async function parse<T>(res: Response, label: string, started: number): Promise<T> {
  logger.info(`${label} ${res.status}`, { durationMs: Math.round(performance.now() - started) });
  const text = await res.text();
  let body: Record<string, unknown> = {};
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    body = {};
  }
  if (res.ok) return body as T;
  const msg = typeof body.message === 'string' ? body.message : t.link.noAccess;
  throw new ApiError(msg, typeof body.code === 'string' ? body.code : undefined, res.status);
}

export interface UploadedDocument {
  documentId: string;
  fileName: string;
}

/** POST {gateway}/documents/upload: one JPEG (the gateway accepts image/jpeg only). */
export async function uploadDocument(input: {
  folio: string;
  documentType: string;
  side?: 'front' | 'back';
  file: Blob;
  fileName: string;
}): Promise<UploadedDocument> {
  const token = authStore.get().tokenClient;
  const form = new FormData();
  form.set('applicationId', APPLICATION_ID);
  form.set('folio', input.folio);
  form.set('documentType', input.documentType);
  form.set('side', input.side ?? 'front');
  form.set('file', input.file, input.fileName);
  const started = performance.now();
  let res: Response;
  try {
    res = await fetch(`${config().gatewayUrl.replace(/\/+$/, '')}/documents/upload`, {
      method: 'POST',
      headers: await headers(token),
      body: form,
    });
  } catch (err) {
    logger.error('POST /documents/upload network error', {}, err);
    throw new ApiError(t.link.noAccess, undefined, 0);
  }
  if (res.status === 401 && token) handleUnauthorized(lifecycle, 'customer');
  const body = await parse<{ data: UploadedDocument }>(res, 'POST /documents/upload', started);
  return body.data;
}

export interface OtpSent {
  expiresAt: number;
  attemptsLeft: number;
  sendsLeft: number;
  phone: string;
}

async function callFunction<T>(path: string, idToken: string, body: unknown): Promise<T> {
  const started = performance.now();
  let res: Response;
  try {
    res = await fetch(path, {
      method: 'POST',
      headers: { ...(await headers(idToken)), 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...(body as object), applicationId: APPLICATION_ID }),
    });
  } catch (err) {
    logger.error(`POST ${path} network error`, {}, err);
    throw new ApiError(t.link.noAccess, undefined, 0);
  }
  return parse<T>(res, `POST ${path}`, started);
}

export const OTP_API = { send: '/api/otp/send', verify: '/api/otp/verify' } as const;

export function sendOtp(idToken: string): Promise<OtpSent> {
  return callFunction<OtpSent>(OTP_API.send, idToken, {});
}

export function verifyOtp(idToken: string, code: string): Promise<{ verified: boolean }> {
  return callFunction<{ verified: boolean }>(OTP_API.verify, idToken, { code });
}
