/**
 * What /testing reports (docs/routes.md): facts about this browser, the Remote Config keys the app
 * reads, and whether the gateway, the functions, the database and Auth answer, each the way the
 * app itself uses it. Nothing about customers or staff.
 */
import { authEmulatorUrl } from '@/config/env';
import type { AppConfig } from '@/config/env';

/** docs/requirements.md §9: mobile devices are detected from the user agent. */
const MOBILE_UA = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile|BlackBerry|webOS/i;

export interface BrowserFacts {
  mobile: boolean;
  online: boolean;
  camera: boolean;
  recorder: boolean;
}

export function browserFacts(
  nav: { userAgent: string; onLine: boolean; mediaDevices?: unknown },
  hasMediaRecorder: boolean,
): BrowserFacts {
  return {
    mobile: MOBILE_UA.test(nav.userAgent),
    online: nav.onLine,
    camera: !!nav.mediaDevices,
    recorder: !!nav.mediaDevices && hasMediaRecorder,
  };
}

/** The Remote Config keys the app reads (docs/design.md §5), without their environment prefix. */
export const RC_KEYS = [
  ['cnca_access', 'json'],
  ['libranza_access', 'json'],
  ['sipre_schedule', 'json'],
  ['customer_link_ttl_hours', 'number'],
  ['blocked_email_domains', 'json'],
  ['video_sdk_url', 'string'],
] as const;

/** A value as the page shows it: JSON compact, anything else as text; null is "unset". */
export function showValue(v: unknown): string | null {
  if (v === null || v === undefined) return null;
  return typeof v === 'string' ? v : JSON.stringify(v);
}

export type Reach = { ok: true; ms: number } | { ok: false };

/** Whether url answers at all (any HTTP status counts: the server is there). */
export async function reach(
  url: string,
  fetchImpl: typeof fetch = fetch,
  now: () => number = () => performance.now(),
): Promise<Reach> {
  const started = now();
  try {
    await fetchImpl(url, { method: 'GET', cache: 'no-store' });
    return { ok: true, ms: Math.round(now() - started) };
  } catch {
    return { ok: false };
  }
}

const elapsed = (started: number, now: () => number) => Math.round(now() - started);

/** The functions answer their health route (GET /api/health → {"status":"ok"}), not just any page. */
export async function functionsHealth(
  fetchImpl: typeof fetch = fetch,
  now: () => number = () => performance.now(),
): Promise<Reach> {
  const started = now();
  try {
    const res = await fetchImpl('/api/health', { method: 'GET', cache: 'no-store' });
    const body = (await res.json()) as { status?: unknown };
    return res.ok && body.status === 'ok' ? { ok: true, ms: elapsed(started, now) } : { ok: false };
  } catch {
    return { ok: false };
  }
}

/** Auth's accounts:lookup for this build: the emulator's in emulator mode, Google's otherwise. */
export function authLookupUrl(cfg: Pick<AppConfig, 'useEmulators' | 'firebase'>): string {
  const base = cfg.useEmulators
    ? `${authEmulatorUrl()}/identitytoolkit.googleapis.com`
    : 'https://identitytoolkit.googleapis.com';
  return `${base}/v1/accounts:lookup?key=${encodeURIComponent(cfg.firebase.apiKey)}`;
}

/**
 * Auth answers as Auth: a lookup with a token that is no token must come back with Auth's own
 * error (`{"error":{"message":"INVALID_ID_TOKEN"}}`); signs nobody in and reads no account.
 */
export async function authAnswers(
  url: string,
  fetchImpl: typeof fetch = fetch,
  now: () => number = () => performance.now(),
): Promise<Reach> {
  const started = now();
  try {
    const res = await fetchImpl(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ idToken: 'diagnostics' }),
      cache: 'no-store',
    });
    const body = (await res.json()) as { error?: { message?: unknown } };
    return typeof body.error?.message === 'string'
      ? { ok: true, ms: elapsed(started, now) }
      : { ok: false };
  } catch {
    return { ok: false };
  }
}

/**
 * The database's own connection flag (.info/connected, readable without login) turns true within
 * `timeoutMs`. `watch` subscribes to the flag and returns its unsubscribe.
 */
export function databaseConnected(
  watch: (next: (connected: boolean) => void) => () => void,
  timeoutMs = 8000,
  now: () => number = () => performance.now(),
): Promise<Reach> {
  const started = now();
  return new Promise((resolve) => {
    let done = false;
    const finish = (r: Reach) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      // The flag may fire while subscribing: unsubscribe once the subscription is returned.
      queueMicrotask(() => off());
      resolve(r);
    };
    const timer = setTimeout(() => finish({ ok: false }), timeoutMs);
    const off = watch((connected) => {
      if (connected) finish({ ok: true, ms: elapsed(started, now) });
    });
  });
}
