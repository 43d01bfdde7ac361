import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { video as t } from '@/copy/video';
import { ApiError } from '@/lib/http';

import type { RecordingResult } from '../api/video';
import { VideoRecorder } from '../components/video-recorder';
import type { RecorderEnv } from '../hooks/use-video-recorder';

beforeAll(() => {
  // jsdom has no object URLs; the preview only needs a string.
  URL.createObjectURL ??= () => 'blob:preview';
  URL.revokeObjectURL ??= () => {};
});

/** A camera stream whose tracks report being stopped. */
function fakeStream() {
  const track = { stop: vi.fn() };
  return { stream: { getTracks: () => [track] } as unknown as MediaStream, track };
}

/** A MediaRecorder that yields `bytes` when stopped. */
function fakeRecorderClass(bytes: number) {
  return class {
    static isTypeSupported = (type: string) => type.startsWith('video/webm');
    state: RecordingState = 'inactive';
    ondataavailable: ((ev: { data: Blob }) => void) | null = null;
    onstop: (() => void) | null = null;
    onerror: ((ev: unknown) => void) | null = null;
    options: MediaRecorderOptions;
    constructor(_s: MediaStream, options: MediaRecorderOptions) {
      this.options = options;
    }
    start() {
      this.state = 'recording';
    }
    stop() {
      this.state = 'inactive';
      this.ondataavailable?.({ data: new Blob([new Uint8Array(bytes)], { type: 'video/webm' }) });
      this.onstop?.();
    }
  } as unknown as typeof MediaRecorder;
}

function env(over: Partial<RecorderEnv> = {}, clock = { t: 0 }): RecorderEnv {
  const { stream } = fakeStream();
  return {
    mediaDevices: { getUserMedia: async () => stream },
    MediaRecorder: fakeRecorderClass(2048),
    now: () => clock.t,
    ...over,
  };
}

const accepted: RecordingResult = { recordingId: 'VR-1', status: 'sentCOX', message: 'ok' };

describe('VideoRecorder', () => {
  it('records, previews and sends the video; accepted, it reports it', async () => {
    const clock = { t: 0 };
    const upload = vi.fn(async () => accepted);
    const onSent = vi.fn();
    render(<VideoRecorder upload={upload} onSent={onSent} env={env({}, clock)} />);
    await userEvent.click(screen.getByRole('button', { name: t.recording.start }));
    expect(await screen.findByLabelText(t.recording.liveLabel)).toBeInTheDocument();
    clock.t = 8000;
    await userEvent.click(screen.getByRole('button', { name: t.recording.stop }));
    expect(await screen.findByLabelText(t.recording.previewLabel)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.recording.send }));
    await waitFor(() => expect(onSent).toHaveBeenCalledWith(accepted));
    const [blob, ms] = upload.mock.calls[0] as unknown as [Blob, number];
    expect(blob.type).toBe('video/webm');
    expect(blob.size).toBe(2048);
    expect(ms).toBe(8000);
  });

  it('says in Spanish that the camera was denied, and lets the customer try again', async () => {
    const denied = Object.assign(new Error('denied'), { name: 'NotAllowedError' });
    render(
      <VideoRecorder
        upload={vi.fn()}
        onSent={vi.fn()}
        env={env({ mediaDevices: { getUserMedia: async () => Promise.reject(denied) } })}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: t.recording.start }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t.recording.errors.denied);
    expect(screen.getByRole('button', { name: t.retry })).toBeInTheDocument();
  });

  it('says in Spanish that the browser cannot record', async () => {
    render(
      <VideoRecorder upload={vi.fn()} onSent={vi.fn()} env={env({ MediaRecorder: undefined })} />,
    );
    await userEvent.click(screen.getByRole('button', { name: t.recording.start }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t.recording.errors.unsupported);
    expect(screen.queryByRole('button', { name: t.retry })).toBeNull();
  });

  it('refuses a recording under 1 second', async () => {
    const clock = { t: 0 };
    render(<VideoRecorder upload={vi.fn()} onSent={vi.fn()} env={env({}, clock)} />);
    await userEvent.click(screen.getByRole('button', { name: t.recording.start }));
    clock.t = 300;
    await userEvent.click(await screen.findByRole('button', { name: t.recording.stop }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t.recording.tooShort);
  });

  it("keeps the recording when the upload is refused, with the functions' message", async () => {
    const clock = { t: 0 };
    const upload = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiError(
          'No pudimos recibir tu video. Grábalo de nuevo.',
          'VIDEO_RECORDING_REJECTED',
          422,
        ),
      )
      .mockResolvedValueOnce(accepted);
    const onSent = vi.fn();
    render(<VideoRecorder upload={upload} onSent={onSent} env={env({}, clock)} />);
    await userEvent.click(screen.getByRole('button', { name: t.recording.start }));
    clock.t = 5000;
    await userEvent.click(await screen.findByRole('button', { name: t.recording.stop }));
    await userEvent.click(await screen.findByRole('button', { name: t.recording.send }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No pudimos recibir tu video. Grábalo de nuevo.',
    );
    await userEvent.click(screen.getByRole('button', { name: t.recording.send }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
  });
});
