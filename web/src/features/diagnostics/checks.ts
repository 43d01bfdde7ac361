/**
 * What /testing reports (docs/routes.md): facts about this browser, the Remote Config keys the app
 * reads, and whether the gateway and the site answer. Nothing about customers or staff.
 */

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
