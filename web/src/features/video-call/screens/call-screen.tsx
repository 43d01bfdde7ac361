import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

import { href } from '@/config/paths';
import { video as t } from '@/copy/video';
import { remoteConfig } from '@/lib/remote-config';

import { loadVideoSdk } from '../api/sdk-loader';
import { simulatorProvider } from '../api/simulator-provider';
import type { SimulatorDeps } from '../api/simulator-provider';
import { twilioProvider } from '../api/twilio-provider';
import type { TwilioDeps } from '../api/twilio-provider';
import { openVideoSession, uploadRecording, videoResult, videoToken } from '../api/video';
import type { RecordingResult } from '../api/video';
import { VideoRecorder } from '../components/video-recorder';
import { useVideoCall } from '../hooks/use-video-call';
import type { CallDeps } from '../hooks/use-video-call';
import { useVideoLink } from '../hooks/use-video-link';
import type { RecorderEnv } from '../hooks/use-video-recorder';
import { browserEnv, preflight } from '../model/preflight';
import { isRecordable } from '../model/recorder';

/** Remote Config key of the provider's SDK script (docs/design.md §5). */
export const VIDEO_SDK_URL_KEY = 'video_sdk_url';

/** What the page is built from: the call's steps and each provider's own needs. */
export type CallScreenDeps = Omit<CallDeps, 'provider'> &
  SimulatorDeps &
  Omit<TwilioDeps, 'media'> & { provider?: CallDeps['provider'] };

export interface RecordingDeps {
  upload?: (blob: Blob, durationMs: number) => Promise<RecordingResult>;
  env?: RecorderEnv;
}

/**
 * Videollamada: the call itself. The provider (the simulator's SDK script, or Twilio's package) is
 * requested here and nowhere else; a successful
 * outcome goes on to the confirmation, any other shows its Spanish message and a retry. When no
 * executive can take the call (the functions moved the folio to videoRecording) the customer may
 * record a video instead (docs/adr/0041-video-recording-in-the-browser.md).
 */
export function CallScreen({
  deps,
  recording,
}: {
  deps?: Partial<CallScreenDeps>;
  recording?: RecordingDeps;
}) {
  const { uuid, idToken, folio } = useVideoLink();
  const navigate = useNavigate();
  const [recordMode, setRecordMode] = useState(false);
  const upload = useMemo(
    () =>
      recording?.upload ??
      (async (blob: Blob, ms: number) => uploadRecording(await idToken(), blob, ms)),
    [recording, idToken],
  );
  const onSent = useCallback(
    () => navigate(href('videoConfirmation', { uuid }), { replace: true }),
    [navigate, uuid],
  );
  const media = useRef<HTMLDivElement>(null);
  const all = useMemo<CallDeps>(() => {
    const d: Omit<CallScreenDeps, 'provider'> = {
      preflight: () => preflight(browserEnv()),
      openSession: async () => openVideoSession(await idToken()),
      result: async () => videoResult(await idToken()),
      sdkUrl: () => remoteConfig().read(VIDEO_SDK_URL_KEY, 'string'),
      loadSdk: (url) => loadVideoSdk(url),
      token: async () => videoToken(await idToken()),
      ...deps,
    };
    // The functions name the provider of each session; the simulator unless configured.
    const provider: CallDeps['provider'] = (session) =>
      session.provider === 'twilio'
        ? twilioProvider({ ...d, media: () => media.current })
        : simulatorProvider(d);
    return { ...d, provider: deps?.provider ?? provider };
  }, [idToken, deps]);
  const { phase, retry } = useVideoCall(all);
  const success = phase.kind === 'ended' && phase.outcome === 'success';
  useEffect(() => {
    if (success) navigate(href('videoConfirmation', { uuid }), { replace: true });
  }, [success, navigate, uuid]);

  if (recordMode) {
    return <VideoRecorder upload={upload} onSent={onSent} env={recording?.env} />;
  }
  const canRecordNow =
    (phase.kind === 'ended' && isRecordable(phase.code)) || folio.status === 'videoRecording';
  const offer = canRecordNow && phase.kind !== 'waiting' && (
    <div className="vc-card">
      <p>{t.recording.offer}</p>
      <button type="button" onClick={() => setRecordMode(true)}>
        {t.recording.open}
      </button>
    </div>
  );

  // The executive's video plays here (Twilio); it stays mounted while the call's text changes.
  return (
    <>
      <div ref={media} className="vc-media" />
      <CallPhaseView phase={phase} success={success} retry={retry} offer={offer} />
    </>
  );
}

function CallPhaseView({
  phase,
  success,
  retry,
  offer,
}: {
  phase: ReturnType<typeof useVideoCall>['phase'];
  success: boolean;
  retry: () => void;
  offer: React.ReactNode;
}) {
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
          {offer}
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
          {offer}
        </>
      );
  }
}
