import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';

import { href } from '@/config/paths';
import { video as t } from '@/copy/video';
import { remoteConfig } from '@/lib/remote-config';

import { loadVideoSdk } from '../api/sdk-loader';
import { openVideoSession, videoResult } from '../api/video';
import { useVideoCall } from '../hooks/use-video-call';
import type { CallDeps } from '../hooks/use-video-call';
import { useVideoLink } from '../hooks/use-video-link';
import { browserEnv, preflight } from '../model/preflight';

/** Remote Config key of the provider's SDK script (docs/design.md §5). */
export const VIDEO_SDK_URL_KEY = 'video_sdk_url';

/**
 * Videollamada: the call itself. The SDK script is requested here and nowhere else; a successful
 * outcome goes on to the confirmation, any other shows its Spanish message and a retry.
 */
export function CallScreen({ deps }: { deps?: Partial<CallDeps> }) {
  const { uuid, idToken } = useVideoLink();
  const navigate = useNavigate();
  const all = useMemo<CallDeps>(
    () => ({
      preflight: () => preflight(browserEnv()),
      openSession: async () => openVideoSession(await idToken()),
      result: async () => videoResult(await idToken()),
      sdkUrl: () => remoteConfig().read(VIDEO_SDK_URL_KEY, 'string'),
      loadSdk: (url) => loadVideoSdk(url),
      ...deps,
    }),
    [idToken, deps],
  );
  const { phase, retry } = useVideoCall(all);
  const success = phase.kind === 'ended' && phase.outcome === 'success';
  useEffect(() => {
    if (success) navigate(href('videoConfirmation', { uuid }), { replace: true });
  }, [success, navigate, uuid]);

  switch (phase.kind) {
    case 'preparing':
      return (
        <p role="status" aria-busy="true">
          {t.call.preparing}
        </p>
      );
    case 'waiting':
      return (
        <p role="status" className="vc-waiting" data-outcome="CALL_WAITING">
          {phase.message}
        </p>
      );
    case 'checking':
      return (
        <p role="status" aria-busy="true">
          {t.call.checking}
        </p>
      );
    case 'ended':
      return (
        <>
          <p
            role={success ? 'status' : 'alert'}
            className={success ? 'vc-success' : 'alert'}
            data-outcome={phase.code}
          >
            {phase.message}
          </p>
          {!success && phase.outcome !== 'expired' && (
            <button type="button" onClick={retry}>
              {t.retry}
            </button>
          )}
        </>
      );
    case 'error':
      return (
        <>
          <p role="alert" className="alert" data-code={phase.code}>
            {phase.message}
          </p>
          <button type="button" onClick={retry}>
            {t.retry}
          </button>
        </>
      );
  }
}
