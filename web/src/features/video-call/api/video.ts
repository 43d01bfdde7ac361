/**
 * The customer's calls for the video step: the functions' POST /api/video/session (opens the
 * provider session; a folio whose link asks for the call enters videocall) and POST
 * /api/video/result (the outcome; a successful call moves the folio to sentCOX), authorised by
 * the link's Firebase ID token; and the SDK's options (gateway URL, client id, device header,
 * tokenClient).
 */
import { config } from '@/config/env';
import { video as t } from '@/copy/video';
import { DEVICE_HEADER, deviceIdentifier } from '@/lib/device';
import { APPLICATION_ID, ApiError, CLIENT_ID_HEADER } from '@/lib/http';
import { logger } from '@/lib/logger';
import { authStore } from '@/stores/auth';

export const VIDEO_API = {
  session: '/api/video/session',
  result: '/api/video/result',
  recording: '/api/video/recording',
  token: '/api/video/token',
} as const;

/** The functions' answer (functions/internal/video Result). */
export interface VideoCallResult {
  sessionId: string;
  url?: string;
  outcome: string;
  message: string;
  /** The folio's status afterwards. */
  status: string;
  expiresAt?: string;
  /** Which provider carries the call: 'simulator' (the default) or 'twilio'. */
  provider?: string;
}

/** POST /api/video/token: what the browser joins its Twilio room with. */
export interface VideoRoomToken {
  token: string;
  room: string;
  identity: string;
  /** Epoch ms. */
  expiresAt: number;
}

/** What POST /api/video/recording answers once the provider accepted the video. */
export interface RecordingResult {
  recordingId: string;
  /** The folio's status afterwards: sentCOX. */
  status: string;
  message: string;
}

async function post<T>(
  path: string,
  idToken: string,
  fetchImpl: typeof fetch,
  payload: { type: string; data: BodyInit } = {
    type: 'application/json',
    data: JSON.stringify({ applicationId: APPLICATION_ID }),
  },
): Promise<T> {
  const started = performance.now();
  let res: Response;
  try {
    res = await fetchImpl(path, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': payload.type,
        [CLIENT_ID_HEADER]: config().ibmClientId,
        [DEVICE_HEADER]: await deviceIdentifier(),
        Authorization: `Bearer ${idToken}`,
      },
      body: payload.data,
    });
  } catch (err) {
    logger.error(`POST ${path} network error`, {}, err);
    throw new ApiError(t.link.noAccess, undefined, 0);
  }
  logger.info(`POST ${path} ${res.status}`, {
    durationMs: Math.round(performance.now() - started),
  });
  let body: Record<string, unknown> = {};
  try {
    body = (await res.json()) as Record<string, unknown>;
  } catch {
    body = {};
  }
  if (res.ok) return body as T;
  const message = typeof body.message === 'string' ? body.message : t.call.unexpected;
  throw new ApiError(message, typeof body.code === 'string' ? body.code : undefined, res.status);
}

export function openVideoSession(idToken: string, fetchImpl: typeof fetch = fetch) {
  return post<VideoCallResult>(VIDEO_API.session, idToken, fetchImpl);
}

export function videoResult(idToken: string, fetchImpl: typeof fetch = fetch) {
  return post<VideoCallResult>(VIDEO_API.result, idToken, fetchImpl);
}

/** The Twilio room's access token, minted by the functions for the link's folio only. */
export function videoToken(idToken: string, fetchImpl: typeof fetch = fetch) {
  return post<VideoRoomToken>(VIDEO_API.token, idToken, fetchImpl);
}

/**
 * Sends the recorded video (raw bytes, their container as Content-Type, the duration in the
 * query) to the functions, which hand it to the provider; accepted, the folio moves to sentCOX.
 */
export function uploadRecording(
  idToken: string,
  video: Blob,
  durationMs: number,
  fetchImpl: typeof fetch = fetch,
) {
  const path = `${VIDEO_API.recording}?durationMs=${Math.round(durationMs)}`;
  return post<RecordingResult>(path, idToken, fetchImpl, {
    type: video.type || 'video/webm',
    data: video,
  });
}

/** What the SDK needs besides the session and callbacks. */
export async function sdkCredentials() {
  return {
    baseUrl: config().gatewayUrl,
    clientId: config().ibmClientId,
    deviceId: await deviceIdentifier(),
    token: authStore.get().tokenClient ?? '',
  };
}
