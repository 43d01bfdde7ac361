import { useEffect, useRef } from 'react';

import { video as t } from '@/copy/video';

import type { RecordingResult } from '../api/video';
import { useVideoRecorder } from '../hooks/use-video-recorder';
import type { RecorderEnv } from '../hooks/use-video-recorder';
import { MAX_MS } from '../model/recorder';

const r = t.recording;

/** The camera's live image while recording (muted: the customer should not hear itself). */
function LivePreview({ stream }: { stream: MediaStream }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.srcObject = stream;
  }, [stream]);
  return (
    <video ref={ref} className="vc-video" autoPlay muted playsInline aria-label={r.liveLabel} />
  );
}

/**
 * Graba tu video: when no executive can take the call, the customer records up to 30 s, watches
 * it, and sends it; the functions hand it to the provider and, accepted, the folio goes on to COX.
 */
export function VideoRecorder({
  upload,
  onSent,
  env,
}: {
  upload: (blob: Blob, durationMs: number) => Promise<RecordingResult>;
  onSent: (result: RecordingResult) => void;
  env?: RecorderEnv;
}) {
  const { phase, start, stop, send } = useVideoRecorder(upload, env);
  const sent = phase.kind === 'sent' ? phase.result : null;
  useEffect(() => {
    if (sent) onSent(sent);
  }, [sent, onSent]);

  return (
    <section aria-labelledby="vc-recording-title" className="vc-recorder">
      <h2 id="vc-recording-title">{r.title}</h2>
      <ul>
        {r.instructions.map((i) => (
          <li key={i}>{i}</li>
        ))}
      </ul>
      {phase.kind === 'idle' && (
        <button type="button" onClick={() => void start()}>
          {r.start}
        </button>
      )}
      {phase.kind === 'starting' && (
        <p role="status" aria-busy="true">
          {r.starting}
        </p>
      )}
      {phase.kind === 'recording' && (
        <>
          <LivePreview stream={phase.stream} />
          <p role="status" aria-live="polite" data-testid="vc-recording-time">
            {r.recording(Math.min(Math.floor(phase.elapsedMs / 1000), MAX_MS / 1000))}
          </p>
          <button type="button" onClick={stop}>
            {r.stop}
          </button>
        </>
      )}
      {(phase.kind === 'recorded' || phase.kind === 'sending') && (
        <>
          <p>{r.preview}</p>
          <video
            className="vc-video"
            src={phase.url}
            controls
            playsInline
            aria-label={r.previewLabel}
          />
          {phase.kind === 'recorded' && phase.error && (
            <p role="alert" className="alert">
              {phase.error}
            </p>
          )}
          <button type="button" disabled={phase.kind === 'sending'} onClick={() => void send()}>
            {phase.kind === 'sending' ? r.sending : r.send}
          </button>
          <button
            type="button"
            className="secondary"
            disabled={phase.kind === 'sending'}
            onClick={() => void start()}
          >
            {r.again}
          </button>
        </>
      )}
      {phase.kind === 'error' && (
        <>
          <p role="alert" className="alert">
            {phase.message}
          </p>
          {phase.retake && (
            <button type="button" onClick={() => void start()}>
              {t.retry}
            </button>
          )}
        </>
      )}
    </section>
  );
}
