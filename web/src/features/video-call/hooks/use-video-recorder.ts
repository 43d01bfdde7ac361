/**
 * Records the customer's video in the browser (getUserMedia + MediaRecorder) when the live call
 * cannot happen: camera preview, a recording that stops by itself at 30 s, a preview to confirm,
 * and the upload through the functions (docs/adr/0041-video-recording-in-the-browser.md).
 */
import { useCallback, useEffect, useRef, useState } from 'react';

import { video as t } from '@/copy/video';
import { ApiError } from '@/lib/http';

import type { RecordingResult } from '../api/video';
import {
  AUDIO_BPS,
  canRecord,
  MAX_MS,
  pickMimeType,
  recordingErrorCode,
  recordingProblem,
  VIDEO_BPS,
} from '../model/recorder';

export type RecorderPhase =
  | { kind: 'idle' }
  | { kind: 'starting' }
  | { kind: 'recording'; stream: MediaStream; elapsedMs: number }
  | { kind: 'recorded'; blob: Blob; url: string; durationMs: number; error?: string }
  | { kind: 'sending'; blob: Blob; url: string; durationMs: number }
  | { kind: 'sent'; result: RecordingResult }
  | { kind: 'error'; message: string; retake: boolean };

export interface RecorderEnv {
  mediaDevices?: Pick<MediaDevices, 'getUserMedia'>;
  MediaRecorder?: typeof MediaRecorder;
  now: () => number;
}

export function browserRecorderEnv(): RecorderEnv {
  return {
    mediaDevices: typeof navigator !== 'undefined' ? navigator.mediaDevices : undefined,
    MediaRecorder: typeof MediaRecorder !== 'undefined' ? MediaRecorder : undefined,
    now: () => performance.now(),
  };
}

const stopTracks = (s: MediaStream | null) => s?.getTracks().forEach((tr) => tr.stop());

export function useVideoRecorder(
  upload: (blob: Blob, durationMs: number) => Promise<RecordingResult>,
  env: RecorderEnv = browserRecorderEnv(),
) {
  const [phase, setPhase] = useState<RecorderPhase>({ kind: 'idle' });
  const envRef = useRef(env);
  const streamRef = useRef<MediaStream | null>(null);
  const recRef = useRef<MediaRecorder | null>(null);
  const timerRef = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const urlRef = useRef<string | null>(null);

  const release = useCallback(() => {
    clearInterval(timerRef.current);
    stopTracks(streamRef.current);
    streamRef.current = null;
  }, []);

  useEffect(
    () => () => {
      release();
      if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    },
    [release],
  );

  const fail = useCallback(
    (err: unknown) => {
      release();
      setPhase({
        kind: 'error',
        message: t.recording.errors[recordingErrorCode(err)],
        retake: true,
      });
    },
    [release],
  );

  const stop = useCallback(() => {
    const rec = recRef.current;
    if (rec && rec.state !== 'inactive') rec.stop();
  }, []);

  const start = useCallback(async () => {
    const e = envRef.current;
    if (!canRecord(e) || !e.mediaDevices || !e.MediaRecorder) {
      setPhase({ kind: 'error', message: t.recording.errors.unsupported, retake: false });
      return;
    }
    const Recorder = e.MediaRecorder;
    const mime = pickMimeType((type) => Recorder.isTypeSupported(type));
    if (!mime) {
      setPhase({ kind: 'error', message: t.recording.errors.unsupported, retake: false });
      return;
    }
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    urlRef.current = null;
    setPhase({ kind: 'starting' });
    let stream: MediaStream;
    try {
      stream = await e.mediaDevices.getUserMedia({
        video: { facingMode: 'user', width: { ideal: 640 }, height: { ideal: 480 } },
        audio: true,
      });
    } catch (err) {
      fail(err);
      return;
    }
    streamRef.current = stream;
    let rec: MediaRecorder;
    try {
      rec = new Recorder(stream, {
        mimeType: mime,
        videoBitsPerSecond: VIDEO_BPS,
        audioBitsPerSecond: AUDIO_BPS,
      });
    } catch (err) {
      fail(err);
      return;
    }
    recRef.current = rec;
    const chunks: Blob[] = [];
    const startedAt = e.now();
    rec.ondataavailable = (ev) => {
      if (ev.data.size > 0) chunks.push(ev.data);
    };
    rec.onerror = (ev) => fail((ev as unknown as { error?: unknown }).error ?? ev);
    rec.onstop = () => {
      const durationMs = Math.min(e.now() - startedAt, MAX_MS);
      release();
      const blob = new Blob(chunks, { type: mime.split(';')[0] });
      const problem = recordingProblem(blob.size, durationMs);
      if (problem) {
        setPhase({ kind: 'error', message: t.recording[problem], retake: true });
        return;
      }
      const url = URL.createObjectURL(blob);
      urlRef.current = url;
      setPhase({ kind: 'recorded', blob, url, durationMs });
    };
    rec.start(1000);
    setPhase({ kind: 'recording', stream, elapsedMs: 0 });
    timerRef.current = setInterval(() => {
      const elapsedMs = e.now() - startedAt;
      if (elapsedMs >= MAX_MS) stop();
      else setPhase((p) => (p.kind === 'recording' ? { ...p, elapsedMs } : p));
    }, 250);
  }, [fail, release, stop]);

  const send = useCallback(async () => {
    if (phase.kind !== 'recorded') return;
    const { blob, url, durationMs } = phase;
    setPhase({ kind: 'sending', blob, url, durationMs });
    try {
      const result = await upload(blob, durationMs);
      setPhase({ kind: 'sent', result });
    } catch (err) {
      const message =
        err instanceof ApiError && err.status >= 400 && err.message
          ? err.message
          : t.recording.errors.upload;
      // The recording is kept: the customer sends it again or records another.
      setPhase({ kind: 'recorded', blob, url, durationMs, error: message });
    }
  }, [phase, upload]);

  return { phase, start, stop, send };
}
