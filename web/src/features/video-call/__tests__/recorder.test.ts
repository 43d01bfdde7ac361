// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import { video as t } from '@/copy/video';

import { uploadRecording, VIDEO_API } from '../api/video';
import {
  canRecord,
  isRecordable,
  MAX_BYTES,
  pickMimeType,
  recordingErrorCode,
  recordingProblem,
} from '../model/recorder';

describe('the recorded video (ADR 0041)', () => {
  it.each([
    [['video/webm;codecs=vp8,opus', 'video/mp4'], 'video/webm;codecs=vp8,opus'],
    [['video/webm'], 'video/webm'],
    [['video/mp4'], 'video/mp4'],
    [['video/ogg'], ''],
  ])('records the first container the browser supports (%o → %s)', (supported, want) => {
    expect(pickMimeType((type) => supported.includes(type))).toBe(want);
  });

  it('needs getUserMedia and MediaRecorder', () => {
    expect(canRecord({ mediaDevices: {}, MediaRecorder: class {} })).toBe(true);
    expect(canRecord({ mediaDevices: {} })).toBe(false);
    expect(canRecord({ MediaRecorder: class {} })).toBe(false);
  });

  it.each([
    ['NotAllowedError', 'denied'],
    ['SecurityError', 'denied'],
    ['NotFoundError', 'noCamera'],
    ['OverconstrainedError', 'noCamera'],
    ['NotReadableError', 'inUse'],
    ['NotSupportedError', 'unsupported'],
    ['Whatever', 'failed'],
  ] as const)('a %s is shown as %s, in Spanish', (name, code) => {
    const err = Object.assign(new Error('x'), { name });
    expect(recordingErrorCode(err)).toBe(code);
    expect(t.recording.errors[code]).toMatch(/[áéíóúñ]|cámara|video|navegador/i);
  });

  it('refuses an empty, too short or too large recording before sending it', () => {
    expect(recordingProblem(0, 5000)).toBe('tooShort');
    expect(recordingProblem(1000, 400)).toBe('tooShort');
    expect(recordingProblem(MAX_BYTES + 1, 5000)).toBe('tooLarge');
    expect(recordingProblem(200_000, 12_000)).toBeNull();
  });

  it('offers the recording only when no executive can take the call', () => {
    expect(isRecordable('NO_EXECUTIVE_FOUND')).toBe(true);
    expect(isRecordable('OFFLINE_EXECUTIVE')).toBe(true);
    expect(isRecordable('EXPIRED_URL')).toBe(false);
    expect(isRecordable('CALL_ENDS_SUCCESSFULLY')).toBe(false);
    expect(isRecordable(undefined)).toBe(false);
  });

  it('uploads the raw video with its type, the duration and the link token', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fetchImpl = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(
        JSON.stringify({ recordingId: 'VR-1', status: 'sentCOX', message: 'ok' }),
        {
          status: 200,
        },
      );
    }) as unknown as typeof fetch;
    const blob = new Blob([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3])], { type: 'video/webm' });
    const r = await uploadRecording('ID', blob, 12345.6, fetchImpl);
    expect(r.status).toBe('sentCOX');
    expect(calls[0]!.url).toBe(`${VIDEO_API.recording}?durationMs=12346`);
    const h = calls[0]!.init.headers as Record<string, string>;
    expect(h['Content-Type']).toBe('video/webm');
    expect(h.Authorization).toBe('Bearer ID');
    expect(calls[0]!.init.body).toBe(blob);
  });
});
