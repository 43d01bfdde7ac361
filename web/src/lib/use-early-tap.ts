/**
 * A link's first button, taken before its session is live (docs/adr/0074-link-buttons-before-the-sign-in.md).
 * The page's first commit is the HTML shell's screen (disabled: the shell has no handlers); once the
 * app's handlers are attached the button is enabled, and a tap before `live` is kept and its action
 * run as soon as `live` is true. Only for actions that need nothing but the live session (an ack,
 * a move to the next page): the phone answers the tap without waiting for the Firebase SDK's
 * sign-in and the first read of the folio.
 */
import { useEffect, useRef, useState } from 'react';

export interface EarlyTap {
  disabled: boolean;
  /** The session is not live yet: a tap is kept, not acted on. */
  busy: boolean;
  onClick: () => void;
}

export function useEarlyTap(live: boolean, action: () => void): EarlyTap {
  const attached = useAttached();
  const [queued, setQueued] = useState(false);
  const latest = useRef(action);
  useEffect(() => {
    latest.current = action;
  });
  const ran = useRef(false);
  useEffect(() => {
    if (!queued || !live || ran.current) return;
    ran.current = true;
    latest.current();
  }, [queued, live]);
  return {
    disabled: !live && (!attached || queued),
    busy: !live,
    onClick: () => (live ? latest.current() : setQueued(true)),
  };
}

/**
 * False in the first commit, the markup React shares with the shell (whose controls are disabled:
 * it has no handlers), true right after it, once the app's handlers are attached.
 */
export function useAttached(): boolean {
  const [attached, setAttached] = useState(false);
  useEffect(() => {
    let on = true;
    void Promise.resolve().then(() => on && setAttached(true));
    return () => {
      on = false;
    };
  }, []);
  return attached;
}
