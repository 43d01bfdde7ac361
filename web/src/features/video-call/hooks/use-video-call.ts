/**
 * The call page's state machine: preflight (docs/requirements.md §8 codes) → POST /api/video/session → the
 * provider the functions named (api/provider.ts), loaded on demand → its events ('Espera un
 * momento…' while connected) → once the call is over, POST /api/video/result, whose outcome (read
 * by the functions from the provider, not trusted from the browser) decides what the customer sees.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

import { video as t } from '@/copy/video';
import type { CallErrorCode } from '@/copy/video';
import { ApiError } from '@/lib/http';

import { ProviderLoadError } from '../api/provider';
import type { ProviderEvent, VideoProvider } from '../api/provider';
import type { VideoCallResult } from '../api/video';
import { callErrorMessage, errorCode, outcomeView } from '../model/outcomes';
import type { OutcomeKind } from '../model/outcomes';

export type CallPhase =
  | { kind: 'preparing' }
  | { kind: 'waiting'; message: string }
  | { kind: 'checking' }
  | { kind: 'ended'; outcome: OutcomeKind; message: string; code: string }
  | { kind: 'error'; message: string; code?: string };

export interface CallDeps {
  preflight: () => Promise<CallErrorCode | null>;
  openSession: () => Promise<VideoCallResult>;
  result: () => Promise<VideoCallResult>;
  /** The provider that carries the session the functions opened. */
  provider: (session: VideoCallResult) => VideoProvider;
  /** Pause before asking again while the functions have no outcome yet (a callback in flight). */
  recheckMs?: number;
}

/** How many times the page asks for the outcome once the provider said the call is over. */
export const RESULT_CHECKS = 10;

function failure(err: unknown): CallPhase {
  if (err instanceof ProviderLoadError) {
    return { kind: 'error', message: t.call.sdkFailed, code: 'SDK_LOAD_FAILED' };
  }
  if (err instanceof ApiError && err.message) {
    return { kind: 'error', message: err.message, code: err.code };
  }
  const code = errorCode(err);
  return { kind: 'error', message: callErrorMessage(code), code };
}

/** Runs one call attempt per `attempt`; `retry` starts a new one. */
export function useVideoCall(deps: CallDeps) {
  const [phase, setPhase] = useState<CallPhase>({ kind: 'preparing' });
  const [attempt, setAttempt] = useState(0);
  // The latest deps, read when an attempt starts (a new folio snapshot must not restart the call).
  const depsRef = useRef(deps);
  useEffect(() => {
    depsRef.current = deps;
  });

  useEffect(() => {
    const d = depsRef.current;
    let live = true;
    let stop: (() => void) | undefined;
    const set = (p: CallPhase) => live && setPhase(p);

    // The provider says the call is over; the functions say how (a Twilio room's outcome comes
    // through its callbacks, which may trail the browser by a moment: ask again a few times).
    const finish = async () => {
      set({ kind: 'checking' });
      try {
        for (let i = 1; ; i++) {
          const r = await d.result();
          const view = outcomeView(r.outcome);
          if (view.kind !== 'waiting') {
            return set({
              kind: 'ended',
              outcome: view.kind,
              message: view.message,
              code: r.outcome,
            });
          }
          if (i >= RESULT_CHECKS || !live) break;
          await new Promise((resolve) => setTimeout(resolve, d.recheckMs ?? 2000));
        }
        set({ kind: 'error', message: t.call.unexpected });
      } catch (err) {
        set(failure(err));
      }
    };

    const onEvent = (e: ProviderEvent) => {
      if (e.type === 'connected') set({ kind: 'waiting', message: t.call.waiting });
      else if (e.type === 'failed') set(failure(e.error));
      else void finish();
    };

    const attemptCall = async () => {
      set({ kind: 'preparing' });
      const blocked = await d.preflight();
      if (blocked) return set({ kind: 'error', message: t.errors[blocked], code: blocked });
      const session = await d.openSession();
      if (!live) return;
      const conn = await d.provider(session).connect(session, (e) => {
        if (live) onEvent(e);
      });
      if (live) stop = () => conn.disconnect();
      else conn.disconnect();
    };
    // Any step that fails (the session, the provider's loading, token or start) ends the attempt with
    // its Spanish message and a retry: the customer is never left on "Espera un momento…".
    attemptCall().catch((err: unknown) => set(failure(err)));

    return () => {
      live = false;
      stop?.();
    };
  }, [attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { phase, retry };
}
