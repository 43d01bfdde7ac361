/**
 * The call page's state machine: preflight (docs/requirements.md §8 codes) → POST /api/video/session → the SDK
 * script, loaded on demand from Remote Config's video_sdk_url → the provider's events ('Espera un
 * momento…' while CALL_WAITING) → on a final status, POST /api/video/result, whose outcome (read by
 * the functions from the provider, not trusted from the browser) decides what the customer sees.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

import { video as t } from '@/copy/video';
import type { CallErrorCode } from '@/copy/video';
import { ApiError } from '@/lib/http';

import type { VideoSdk } from '../api/sdk-loader';
import { sdkCredentials } from '../api/video';
import type { VideoCallResult } from '../api/video';
import { callErrorMessage, errorCode, isFinal, outcomeView } from '../model/outcomes';
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
  sdkUrl: () => Promise<string | null>;
  loadSdk: (url: string | null) => Promise<VideoSdk>;
  credentials?: typeof sdkCredentials;
}

function failure(err: unknown): CallPhase {
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

    const finish = async () => {
      set({ kind: 'checking' });
      try {
        const r = await d.result();
        const view = outcomeView(r.outcome);
        if (view.kind === 'waiting') set({ kind: 'waiting', message: view.message });
        else set({ kind: 'ended', outcome: view.kind, message: view.message, code: r.outcome });
      } catch (err) {
        set(failure(err));
      }
    };

    const attemptCall = async () => {
      set({ kind: 'preparing' });
      const blocked = await d.preflight();
      if (blocked) return set({ kind: 'error', message: t.errors[blocked], code: blocked });
      const session = await d.openSession();
      let sdk: VideoSdk;
      try {
        sdk = await d.loadSdk(await d.sdkUrl());
      } catch {
        return set({ kind: 'error', message: t.call.sdkFailed, code: 'SDK_LOAD_FAILED' });
      }
      if (!live) return;
      set({ kind: 'waiting', message: outcomeView('CALL_WAITING').message });
      const creds = await (d.credentials ?? sdkCredentials)();
      if (!live) return;
      stop = sdk.start({
        ...creds,
        sessionId: session.sessionId,
        onEvent: (status) => {
          if (isFinal(status)) void finish();
          else set({ kind: 'waiting', message: outcomeView(status).message });
        },
        onError: (err) => set(failure(err)),
      });
    };
    // Any step that fails (the session, the credentials, the SDK's start) ends the attempt with
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
