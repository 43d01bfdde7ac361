/**
 * Loads the video provider's SDK script on demand (docs/requirements.md §7, docs/design.md §5): the URL comes from Remote
 * Config's `video_sdk_url`, the script is injected once per page (later calls share it) and only
 * when the call page asks; it is never bundled. A failed load removes the tag so a retry loads again.
 */

/** What the SDK script defines (window.OppnpVideoSDK, see emulators/gateway/video_sdk.js). */
export interface VideoSdkStartOptions {
  baseUrl: string;
  clientId: string;
  deviceId: string;
  token: string;
  sessionId: string;
  intervalMs?: number;
  onEvent: (status: string, session: unknown) => void;
  onError: (err: unknown) => void;
}

export interface VideoSdk {
  start(opts: VideoSdkStartOptions): () => void;
}

declare global {
  interface Window {
    OppnpVideoSDK?: VideoSdk;
  }
}

/** Why the SDK is unavailable: no URL configured, or the script failed to load or define it. */
export class VideoSdkError extends Error {
  constructor(readonly reason: 'no-url' | 'load-failed' | 'missing-global') {
    super(`video SDK: ${reason}`);
    this.name = 'VideoSdkError';
  }
}

export const SDK_SCRIPT_ATTR = 'data-video-sdk';

const loading = new Map<string, Promise<VideoSdk>>();

/** Injects `<script src=url>` once and resolves to the SDK it defines. */
export function loadVideoSdk(
  url: string | null | undefined,
  doc: Document = document,
  win: Window = window,
): Promise<VideoSdk> {
  if (!url) return Promise.reject(new VideoSdkError('no-url'));
  const pending = loading.get(url);
  if (pending) return pending;
  const promise = new Promise<VideoSdk>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = url;
    script.async = true;
    script.setAttribute(SDK_SCRIPT_ATTR, '');
    const fail = (reason: VideoSdkError['reason']) => {
      script.remove();
      loading.delete(url);
      reject(new VideoSdkError(reason));
    };
    script.addEventListener('load', () => {
      if (win.OppnpVideoSDK) resolve(win.OppnpVideoSDK);
      else fail('missing-global');
    });
    script.addEventListener('error', () => fail('load-failed'));
    doc.head.appendChild(script);
  });
  loading.set(url, promise);
  return promise;
}

/** Forgets loaded scripts (tests). */
export function resetVideoSdkLoader(): void {
  loading.clear();
}
