/**
 * Calls to the functions that authorise with the Firebase ID token (X-Firebase-Token) beside the
 * SPEC §7 client id and device headers, each logged with its duration.
 */
import { config } from '@/config/env';
import { DEVICE_HEADER, deviceIdentifier } from '@/lib/device';
import { ApiError, CLIENT_ID_HEADER } from '@/lib/http';
import { logger } from '@/lib/logger';

export async function functionHeaders(idToken: string): Promise<Record<string, string>> {
  return {
    [CLIENT_ID_HEADER]: config().ibmClientId,
    [DEVICE_HEADER]: await deviceIdentifier(),
    'X-Firebase-Token': idToken,
  };
}

/** fetch with the duration log of SPEC §7; a failure becomes an ApiError with `fallback`. */
export async function callFunction(
  path: string,
  init: RequestInit,
  fallback: string,
): Promise<Response> {
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
