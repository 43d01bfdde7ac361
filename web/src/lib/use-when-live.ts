/**
 * A link screen's sends, taken before its session is live (docs/adr/0087-documents-before-the-sign-in.md):
 * like use-early-tap.ts's button, but for actions that write with the session's handles (an upload,
 * a status move). The screen's controls are enabled once the app's handlers are attached
 * (`attached`); an action awaits `whenLive()`, which answers the link's value as it is once the
 * session is live (its handles and folio then, not those of the render that took the tap). A session
 * that is not live within `patience` rejects the wait with NotLiveError (the screen shows its usual
 * message and the form stays as it was); a screen that unmounts (the session refused: the page shows
 * the functions' message instead) rejects it too, so nothing waits to send after it.
 */
import { useCallback, useEffect, useRef } from 'react';

import { useAttached } from './use-early-tap';

/** How long a send asked for before the session is live waits for it. */
export const LIVE_PATIENCE_MS = 30_000;

export class NotLiveError extends Error {
  constructor() {
    super('the link session is not live');
    this.name = 'NotLiveError';
  }
}

export interface WhenLive<T> {
  /** The app's handlers are attached: the controls take input (see useAttached). */
  attached: boolean;
  /** The value once live: at once when it is, else when it becomes so. */
  whenLive: () => Promise<T>;
}

interface Waiter<T> {
  resolve: (v: T) => void;
  reject: (e: Error) => void;
  timer: ReturnType<typeof setTimeout>;
}

export function useWhenLive<T>(live: boolean, value: T, patience = LIVE_PATIENCE_MS): WhenLive<T> {
  const attached = useAttached();
  const latest = useRef({ live, value });
  const waiters = useRef(new Set<Waiter<T>>());
  useEffect(() => {
    latest.current = { live, value };
    if (!live) return;
    for (const w of waiters.current) {
      clearTimeout(w.timer);
      w.resolve(value);
    }
    waiters.current.clear();
  });
  useEffect(() => {
    const all = waiters.current;
    return () => {
      for (const w of all) {
        clearTimeout(w.timer);
        w.reject(new NotLiveError());
      }
      all.clear();
    };
  }, []);
  const whenLive = useCallback(() => {
    const now = latest.current;
    if (now.live) return Promise.resolve(now.value);
    return new Promise<T>((resolve, reject) => {
      const w: Waiter<T> = {
        resolve,
        reject,
        timer: setTimeout(() => {
          waiters.current.delete(w);
          reject(new NotLiveError());
        }, patience),
      };
      waiters.current.add(w);
    });
  }, [patience]);
  return { attached, whenLive };
}
