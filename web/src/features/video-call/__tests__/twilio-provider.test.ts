import { describe, expect, it, vi } from 'vitest';

import { ProviderLoadError } from '../api/provider';
import type { ProviderEvent } from '../api/provider';
import type { VideoSdkStartOptions } from '../api/sdk-loader';
import { simulatorProvider } from '../api/simulator-provider';
import { twilioProvider } from '../api/twilio-provider';
import type { ParticipantLike, RoomLike, TwilioLike } from '../api/twilio-provider';
import type { VideoCallResult } from '../api/video';

const session: VideoCallResult = {
  sessionId: 'R1-abc',
  outcome: 'CALL_WAITING',
  message: '',
  status: 'videocall',
  provider: 'twilio',
};
const grant = { token: 'jwt', room: 'R1-abc', identity: 'cliente-R1' };

type Handler = (...args: never[]) => void;

/** A stand-in for twilio-video's Room: the test makes participants come and go. */
class FakeRoom implements RoomLike {
  participants = new Map<string, ParticipantLike>();
  localTrack = { stop: vi.fn() };
  localParticipant = { tracks: new Map([['MT1', { track: this.localTrack }]]) };
  handlers = new Map<string, Handler[]>();
  disconnect = vi.fn(() => this.emit('disconnected', this, null));
  on(event: string, fn: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), fn]);
    return this;
  }
  emit(event: string, ...args: unknown[]) {
    (this.handlers.get(event) ?? []).forEach((fn) => (fn as (...a: unknown[]) => void)(...args));
  }
  join(identity: string) {
    const p = { identity };
    this.participants.set(identity, p);
    this.emit('participantConnected', p);
  }
  leave(identity: string) {
    const p = this.participants.get(identity);
    this.participants.delete(identity);
    this.emit('participantDisconnected', p);
  }
}

function setup(opts: { room?: FakeRoom; connect?: TwilioLike['connect']; waitMs?: number } = {}) {
  const room = opts.room ?? new FakeRoom();
  const connect = vi.fn(opts.connect ?? (async () => room));
  const token = vi.fn(async () => grant);
  const events: ProviderEvent['type'][] = [];
  const errors: unknown[] = [];
  const provider = twilioProvider({
    token,
    loadTwilio: async () => ({ connect }),
    waitMs: opts.waitMs ?? 60_000,
  });
  const start = () =>
    provider.connect(session, (e) => {
      events.push(e.type);
      if (e.type === 'failed') errors.push(e.error);
    });
  return { room, connect, token, events, errors, start };
}

describe('Twilio provider against a fake room', () => {
  it('joins the room the functions named with their token: connected', async () => {
    const { connect, token, events, start } = setup();
    await start();
    expect(token).toHaveBeenCalledOnce();
    expect(connect).toHaveBeenCalledWith('jwt', expect.objectContaining({ name: 'R1-abc' }));
    expect(events).toEqual(['connected']);
  });

  it('the executive joins and leaves: ended, and the camera is released', async () => {
    const { room, events, start } = setup();
    await start();
    room.join('cliente-R1'); // the customer's own echo is not an executive
    room.join('ejecutivo-7');
    room.leave('ejecutivo-7');
    expect(events).toEqual(['connected', 'ended']);
    expect(room.disconnect).toHaveBeenCalledOnce();
    expect(room.localTrack.stop).toHaveBeenCalled();
  });

  it('the room completes after the executive was there: ended', async () => {
    const { room, events, start } = setup();
    await start();
    room.join('ejecutivo-7');
    room.emit('disconnected', room, { code: 53118 });
    expect(events).toEqual(['connected', 'ended']);
  });

  it('nobody comes within the wait: no executive', async () => {
    vi.useFakeTimers();
    try {
      const { room, events, start } = setup({ waitMs: 1000 });
      await start();
      vi.advanceTimersByTime(999);
      expect(events).toEqual(['connected']);
      vi.advanceTimersByTime(1);
      expect(room.disconnect).toHaveBeenCalledOnce();
      expect(events).toEqual(['connected', 'noExecutive']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('an executive who came in time stops the wait', async () => {
    vi.useFakeTimers();
    try {
      const { room, events, start } = setup({ waitMs: 1000 });
      await start();
      room.join('ejecutivo-7');
      vi.advanceTimersByTime(5000);
      expect(room.disconnect).not.toHaveBeenCalled();
      expect(events).toEqual(['connected']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('the room closes with nobody but the customer: no executive', async () => {
    const { room, events, start } = setup();
    await start();
    room.emit('disconnected', room, { code: 53118 });
    expect(events).toEqual(['connected', 'noExecutive']);
  });

  it('a network error in the room: failed, once', async () => {
    const { room, events, errors, start } = setup();
    await start();
    room.join('ejecutivo-7');
    room.emit('disconnected', room, { code: 53000 });
    room.emit('disconnected', room, null);
    expect(events).toEqual(['connected', 'failed']);
    expect(errors).toEqual([{ code: 53000 }]);
  });

  it('a refused connection (an invalid token, a denied camera): failed', async () => {
    const refusal = { code: 20101, message: 'Invalid Access Token' };
    const { events, errors, start } = setup({
      connect: async () => {
        throw refusal;
      },
    });
    await start();
    expect(events).toEqual(['failed']);
    expect(errors).toEqual([refusal]);
  });

  it('leaving the page disconnects without reporting an outcome', async () => {
    const { room, events, start } = setup();
    const conn = await start();
    conn.disconnect();
    conn.disconnect();
    expect(room.disconnect).toHaveBeenCalledOnce();
    expect(room.localTrack.stop).toHaveBeenCalled();
    expect(events).toEqual(['connected']);
  });

  it('a package that does not load is a load error', async () => {
    const provider = twilioProvider({
      token: async () => grant,
      loadTwilio: async () => {
        throw new Error('chunk failed');
      },
    });
    await expect(provider.connect(session, () => {})).rejects.toBeInstanceOf(ProviderLoadError);
  });
});

describe('simulator provider', () => {
  it("maps the SDK's statuses to the interface's events", async () => {
    let opts: VideoSdkStartOptions | undefined;
    const stop = vi.fn();
    const events: ProviderEvent['type'][] = [];
    const conn = await simulatorProvider({
      sdkUrl: async () => 'http://gw/sdk.js',
      loadSdk: async () => ({
        start: (o) => {
          opts = o;
          return stop;
        },
      }),
      credentials: async () => ({ baseUrl: 'http://gw', clientId: 'c', deviceId: 'd', token: 't' }),
    }).connect({ ...session, sessionId: 'VC-1', provider: 'simulator' }, (e) =>
      events.push(e.type),
    );
    expect(opts).toMatchObject({ sessionId: 'VC-1', token: 't' });
    for (const s of [
      'CALL_WAITING',
      'NO_EXECUTIVE_FOUND',
      'OFFLINE_EXECUTIVE',
      'CALL_ENDS_SUCCESSFULLY',
      'EXPIRED_URL',
    ]) {
      opts!.onEvent(s, {});
    }
    opts!.onError({ code: 'RESOURCES_IN_USE_PER_APPLICATION' });
    expect(events).toEqual([
      'connected',
      'connected',
      'noExecutive',
      'noExecutive',
      'ended',
      'ended',
      'failed',
    ]);
    conn.disconnect();
    expect(stop).toHaveBeenCalledOnce();
  });
});
