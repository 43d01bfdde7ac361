/**
 * Checks made before loading the provider's SDK, each answered with its docs/requirements.md §8 call error code:
 * a phone (docs/requirements.md §9: mobile devices are detected from the user agent), a connection, a browser
 * with camera APIs, and no camera, microphone or location permission already refused.
 */
import type { CallErrorCode } from '@/copy/video';

/** docs/requirements.md §9: Android, iPhone, iPad and similar. */
const MOBILE_UA = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile|BlackBerry|webOS/i;

export function isMobileUserAgent(ua: string): boolean {
  return MOBILE_UA.test(ua);
}

export type PermissionName = 'camera' | 'microphone' | 'geolocation';

export interface PreflightEnv {
  userAgent: string;
  onLine: boolean;
  hasMediaDevices: boolean;
  /** The permission's state, or undefined when the browser cannot tell. */
  permission: (name: PermissionName) => Promise<PermissionState | undefined>;
}

/** The first failing check's code, or null when the call may start. */
export async function preflight(env: PreflightEnv): Promise<CallErrorCode | null> {
  if (!isMobileUserAgent(env.userAgent)) return 'DEVICE_IS_NOT_A_MOBILE';
  if (!env.onLine) return 'THERE_IS_NO_INTERNET_CONECTION';
  if (!env.hasMediaDevices) return 'BROWSER_NOT_SUPPORTED';
  for (const name of ['camera', 'microphone'] as const) {
    if ((await env.permission(name)) === 'denied') return 'BROWSER_WITHOUT_PERMISSIONS';
  }
  if ((await env.permission('geolocation')) === 'denied') return 'GEOLOCATION_DISABLED';
  return null;
}

/** The browser's facts. */
export function browserEnv(nav: Navigator = navigator): PreflightEnv {
  return {
    userAgent: nav.userAgent,
    onLine: nav.onLine,
    hasMediaDevices: typeof nav.mediaDevices?.getUserMedia === 'function',
    permission: async (name) => {
      try {
        const status = await nav.permissions?.query({ name: name as never });
        return status?.state;
      } catch {
        return undefined; // not a queryable permission in this browser
      }
    },
  };
}
