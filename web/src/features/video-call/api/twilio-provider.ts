/**
 * Twilio Video behind the provider interface (docs/adr/0056-video-provider-behind-one-interface.md).
 * The `twilio-video` package is imported only when the functions say Twilio carries the call, so
 * it is a chunk of its own and the phone never downloads it for the simulator. The room's token
 * comes from the functions (POST /api/video/token); the customer is `identity`, anyone else in the
 * room is the executive.
 *
 * Events: joining the room is `connected`; the room closing after an executive was there is
 * `ended` (the executive leaving closes it for the customer too); closing with no executive, or
 * nobody coming within `waitMs`, is `noExecutive`; a connect or room error is `failed`.
 */
import { ProviderLoadError } from './provider';
import type { ProviderEvent, VideoProvider } from './provider';

/** What the adapter uses of a twilio-video Room (a fake in tests). */
export interface RoomLike {
  participants: Map<string, ParticipantLike>;
  localParticipant?: { tracks: Map<string, { track?: { stop?: () => void } | null }> };
  /** participantConnected / participantDisconnected (a participant), disconnected (room, error). */
  on(event: string, fn: (...args: never[]) => void): unknown;
  disconnect(): unknown;
}

export interface ParticipantLike {
  identity: string;
  /** trackSubscribed (a track with attach()). */
  on?(event: string, fn: (...args: never[]) => void): unknown;
}

/** What the adapter uses of the twilio-video module. */
export interface TwilioLike {
  connect(
    token: string,
    options: { name: string; audio: boolean; video: { width: number } },
  ): Promise<RoomLike>;
}

export interface RoomToken {
  token: string;
  room: string;
  identity: string;
}

export interface TwilioDeps {
  /** The functions' POST /api/video/token. */
  token: () => Promise<RoomToken>;
  loadTwilio?: () => Promise<TwilioLike>;
  /** Where the executive's video and audio play. */
  media?: () => HTMLElement | null;
  /** How long the customer waits alone before the call counts as without executive. */
  waitMs?: number;
}

/** Twilio's "Room completed": the room ended, not an error of the call. */
const ROOM_COMPLETED = 53118;

/** How long the customer waits alone in the room before giving up (ms). */
export const DEFAULT_WAIT_MS = 3 * 60_000;

async function importTwilio(): Promise<TwilioLike> {
  const mod = (await import('twilio-video')) as unknown as TwilioLike & { default?: TwilioLike };
  return typeof mod.connect === 'function' ? mod : (mod.default as TwilioLike);
}

export function twilioProvider(deps: TwilioDeps): VideoProvider {
  return {
    async connect(_session, onEvent) {
      let twilio: TwilioLike;
      try {
        twilio = await (deps.loadTwilio ?? importTwilio)();
      } catch (err) {
        throw new ProviderLoadError(err);
      }
      const grant = await deps.token();
      let room: RoomLike;
      try {
        room = await twilio.connect(grant.token, {
          name: grant.room,
          audio: true,
          video: { width: 640 },
        });
      } catch (error) {
        onEvent({ type: 'failed', error });
        return { disconnect: () => {} };
      }

      let over = false;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const isExecutive = (p: ParticipantLike) => p.identity !== grant.identity;
      let executive = [...room.participants.values()].some(isExecutive);
      const stopLocal = () => room.localParticipant?.tracks.forEach((pub) => pub.track?.stop?.());
      const finish = (event: ProviderEvent) => {
        if (over) return;
        over = true;
        clearTimeout(timer);
        stopLocal();
        onEvent(event);
      };
      const play = (p: ParticipantLike) =>
        p.on?.('trackSubscribed', (track: { attach?: () => HTMLElement }) => {
          const el = track.attach?.();
          if (el) deps.media?.()?.appendChild(el);
        });

      room.participants.forEach(play);
      room.on('participantConnected', (p: ParticipantLike) => {
        play(p);
        if (!isExecutive(p)) return;
        executive = true;
        clearTimeout(timer);
      });
      room.on('participantDisconnected', (p: ParticipantLike) => {
        if (isExecutive(p)) room.disconnect();
      });
      room.on('disconnected', (_room: unknown, error?: { code?: number } | null) => {
        if (error && error.code !== ROOM_COMPLETED) finish({ type: 'failed', error });
        else finish({ type: executive ? 'ended' : 'noExecutive' });
      });
      if (!executive) {
        timer = setTimeout(() => {
          if (!executive) room.disconnect();
        }, deps.waitMs ?? DEFAULT_WAIT_MS);
      }
      onEvent({ type: 'connected' });
      return {
        disconnect() {
          if (over) return;
          over = true;
          clearTimeout(timer);
          stopLocal();
          room.disconnect();
        },
      };
    },
  };
}
