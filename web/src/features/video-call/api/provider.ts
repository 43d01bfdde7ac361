/**
 * The one interface the call page talks to, whichever provider carries the call
 * (docs/adr/0056-video-provider-behind-one-interface.md): `connect` joins the session the functions
 * opened and reports what happens as four events; the returned connection's `disconnect` leaves.
 * The outcome itself is never the browser's: on `noExecutive` or `ended` the page asks the
 * functions (POST /api/video/result), which read it from the provider.
 */
import type { VideoCallResult } from './video';

export type ProviderEvent =
  /** The customer is in the call, waiting for or talking with the executive. */
  | { type: 'connected' }
  /** Nobody took the call. */
  | { type: 'noExecutive' }
  /** The call is over. */
  | { type: 'ended' }
  /** The provider broke the call (its error, maybe with a docs/requirements.md §8 code). */
  | { type: 'failed'; error: unknown };

export interface VideoConnection {
  disconnect(): void;
}

export interface VideoProvider {
  connect(
    session: VideoCallResult,
    onEvent: (event: ProviderEvent) => void,
  ): Promise<VideoConnection>;
}

/** The provider's code could not be loaded: the page says so and offers a retry. */
export class ProviderLoadError extends Error {
  constructor(cause?: unknown) {
    super('video provider: load failed', { cause });
    this.name = 'ProviderLoadError';
  }
}
