/**
 * The functions' carta libranza endpoints (functions/api_libranza.go): generating the letter and
 * downloading its PDF. Both carry the Firebase ID token (X-Firebase-Token) beside the SPEC §7
 * client id and device headers; the function checks the libranza claim and who owns the folio.
 */
import { config } from '@/config/env';
import { libranza as t } from '@/copy/libranza';
import { DEVICE_HEADER, deviceIdentifier } from '@/lib/device';
import { ApiError, CLIENT_ID_HEADER } from '@/lib/http';
import { logger } from '@/lib/logger';

export const lettersPath = (id: string) => `/api/letters/${encodeURIComponent(id)}`;
export const letterPdfPath = (id: string) => `${lettersPath(id)}.pdf`;

async function headers(idToken: string): Promise<Record<string, string>> {
  return {
    [CLIENT_ID_HEADER]: config().ibmClientId,
    [DEVICE_HEADER]: await deviceIdentifier(),
    'X-Firebase-Token': idToken,
  };
}

async function call(path: string, init: RequestInit, fallback: string): Promise<Response> {
  const started = performance.now();
  let res: Response;
  try {
    res = await fetch(path, init);
  } catch (err) {
    logger.error(`${init.method} ${path} network error`, {}, err);
    throw new ApiError(fallback, undefined, 0);
  }
  logger.info(`${init.method} ${path} ${res.status}`, {
    durationMs: Math.round(performance.now() - started),
    status: res.status,
  });
  if (res.ok) return res;
  let body: { code?: string; message?: string } = {};
  try {
    body = (await res.json()) as typeof body;
  } catch {
    body = {};
  }
  throw new ApiError(body.message ?? fallback, body.code, res.status);
}

export interface GenerateInput {
  letterFolio: string;
  libranzaFolio: string;
  /** The signature as a data: URL (JPEG from the signature pad). */
  signature: string;
}

export async function generateLetter(id: string, input: GenerateInput, idToken: string) {
  const res = await call(
    lettersPath(id),
    {
      method: 'POST',
      headers: { ...(await headers(idToken)), 'Content-Type': 'application/json' },
      body: JSON.stringify(input),
    },
    t.generate.error,
  );
  return (await res.json()) as { status: string };
}

export async function downloadLetter(id: string, idToken: string): Promise<Blob> {
  const res = await call(
    letterPdfPath(id),
    { method: 'GET', headers: await headers(idToken) },
    t.letter.downloadError,
  );
  return res.blob();
}

/** Reads a Blob as a data: URL. */
export function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result));
    r.onerror = () => reject(r.error ?? new Error('read failed'));
    r.readAsDataURL(blob);
  });
}

/** Offers a Blob to the browser as a file download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
