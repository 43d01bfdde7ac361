import { useEffect, useRef, useState } from 'react';

import { video as t } from '@/copy/video';
import { remoteConfig } from '@/lib/remote-config';

import { loadVideoSdk } from '../api/sdk-loader';
import type { VideoSdk } from '../api/sdk-loader';
import { browserEnv, preflight } from '../model/preflight';
import type { PreflightEnv } from '../model/preflight';
import { recordingErrorCode } from '../model/recorder';
import { VIDEO_SDK_URL_KEY } from './call-screen';

type Line = { ok: boolean; text: string };

export interface TestDeps {
  env?: () => PreflightEnv;
  sdkUrl?: () => Promise<string | null>;
  loadSdk?: (url: string | null) => Promise<VideoSdk>;
  getUserMedia?: (c: MediaStreamConstraints) => Promise<MediaStream>;
}

/**
 * Prueba de videollamada (/testing/twilio, docs/routes.md): the call's preflight (docs/requirements.md
 * §8 codes), the SDK loaded from Remote Config as the call loads it, and the camera's image; no
 * session with any folio is opened.
 */
export function VideoTestScreen({ deps = {} }: { deps?: TestDeps }) {
  const [lines, setLines] = useState<Line[] | 'running' | null>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [cameraError, setCameraError] = useState<string | null>(null);
  const videoRef = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (videoRef.current && stream) videoRef.current.srcObject = stream;
    return () => stream?.getTracks().forEach((tr) => tr.stop());
  }, [stream]);

  const run = async () => {
    setLines('running');
    const out: Line[] = [];
    const blocked = await preflight((deps.env ?? browserEnv)());
    out.push(
      blocked ? { ok: false, text: t.errors[blocked] } : { ok: true, text: t.test.preflightOk },
    );
    try {
      const url = await (deps.sdkUrl ?? (() => remoteConfig().read(VIDEO_SDK_URL_KEY, 'string')))();
      await (deps.loadSdk ?? loadVideoSdk)(url);
      out.push({ ok: true, text: t.test.sdkOk });
    } catch {
      out.push({ ok: false, text: t.call.sdkFailed });
    }
    setLines(out);
  };

  const camera = async () => {
    setCameraError(null);
    try {
      const gum =
        deps.getUserMedia ??
        ((c: MediaStreamConstraints) => navigator.mediaDevices.getUserMedia(c));
      setStream(await gum({ video: { facingMode: 'user' }, audio: false }));
    } catch (err) {
      setCameraError(t.recording.errors[recordingErrorCode(err)]);
    }
  };

  return (
    <>
      <p>{t.test.intro}</p>
      <section aria-labelledby="vt-checks">
        <h2 id="vt-checks">{t.test.checks}</h2>
        <button type="button" onClick={() => void run()} disabled={lines === 'running'}>
          {lines === 'running' ? t.test.running : t.test.run}
        </button>
        {Array.isArray(lines) && (
          <ul aria-live="polite">
            {lines.map((l) => (
              <li key={l.text} data-ok={l.ok} role={l.ok ? undefined : 'alert'}>
                {l.ok ? '✔ ' : '✖ '}
                {l.text}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="vt-camera">
        <h2 id="vt-camera">{t.test.camera}</h2>
        {stream ? (
          <>
            <video
              ref={videoRef}
              className="vc-video"
              autoPlay
              muted
              playsInline
              aria-label={t.recording.liveLabel}
            />
            <p role="status">{t.test.cameraOk}</p>
            <button type="button" onClick={() => setStream(null)}>
              {t.test.stopCamera}
            </button>
          </>
        ) : (
          <button type="button" onClick={() => void camera()}>
            {t.test.camera}
          </button>
        )}
        {cameraError && (
          <p role="alert" className="alert">
            {cameraError}
          </p>
        )}
      </section>
    </>
  );
}
