/**
 * The link pages' one way to the link session (docs/adr/0073-link-session-machine.md): they, and the
 * HTML shell's hand-off, read it through useLinkState; the owner (session.ts) changes it.
 */
import type { Database } from 'firebase/database';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { addressSegment, names, viewOf } from './machine';
import type { LinkAnswer, LinkState } from './machine';
import {
  dispatch,
  keepLastSeen,
  lastSeenOf,
  linkState,
  openLink,
  refusalMessage,
  subscribeLinkState,
} from './session';
import type { StartSession } from './session';

/**
 * The link session as the page of address segment `segment` sees it (machine.ts viewOf): another
 * link's session is, for this page, one about to open. `answer` is what a session started ahead of
 * the page already has.
 */
export function useLinkState(segment: string, answer: LinkAnswer | null = null): LinkState {
  const state = useSyncExternalStore(subscribeLinkState, linkState, linkState);
  return viewOf(state, segment, answer);
}

/**
 * The link's session for the page of address segment `segment`: opened unless it is already this
 * link's, so the address's swap of the credential for the link id, and the link's other pages,
 * reuse it. An expired or used link is refused with the functions' docs/requirements.md §8 message,
 * any other failure with `noAccess`.
 */
export function useLinkSession(
  segment: string,
  auth: Parameters<typeof openLink>[1],
  start: StartSession,
  noAccess: string,
): LinkState {
  const state = useLinkState(segment, start.answered?.(segment) ?? null);
  const own = names(linkState(), segment);
  useEffect(() => {
    if (!own) openLink(segment, auth, start, noAccess);
  }, [own, segment, auth, start, noAccess]);
  useCredentialOutOfAddress(segment, state);
  return state;
}

/**
 * Once the link's session has its link id, the page's address carries it instead of the
 * credential: React Router replaces the current history entry (history.replaceState), so neither
 * the address bar nor Back leads to the credential. The route's own params follow, so every link
 * the page builds from then on carries the link id too.
 */
function useCredentialOutOfAddress(segment: string, state: LinkState): void {
  const navigate = useNavigate();
  const location = useLocation();
  const linkId = addressSegment(segment, state);
  useEffect(() => {
    if (!segment || segment === linkId) return;
    const from = `/${encodeURIComponent(segment)}/`;
    if (!location.pathname.includes(from)) return;
    navigate(
      {
        pathname: location.pathname.replace(from, `/${linkId}/`),
        search: location.search,
        hash: location.hash,
      },
      { replace: true, state: location.state as unknown },
    );
  }, [linkId, segment, location, navigate]);
}

/** A live listener on requests/{requestId}: the folio, or a refusal. */
export type WatchFolio<T> = (
  db: Database,
  requestId: string,
  onData: (folio: T | null) => void,
  onError: (err: Error) => void,
) => () => void;

/**
 * A listener whose module (it imports the database SDK) is loaded when the first folio is watched,
 * so a link page's first screen does not wait for the SDK (docs/adr/0080-link-pages-before-the-sdk.md).
 */
export function lazyWatch<T>(load: () => Promise<WatchFolio<T>>): WatchFolio<T> {
  let loaded: Promise<WatchFolio<T>> | null = null;
  return (db, requestId, onData, onError) => {
    let stop: (() => void) | null = null;
    let stopped = false;
    (loaded ??= load()).then(
      (watch) => {
        if (!stopped) stop = watch(db, requestId, onData, onError);
      },
      (err: unknown) => {
        if (!stopped) onError(err instanceof Error ? err : new Error(String(err)));
      },
    );
    return () => {
      stopped = true;
      stop?.();
    };
  };
}

/**
 * A first read the database refused while the functions still open the link's session is read
 * again, this many times: the link the SMS carries is open and the folio's, so the refusal was a
 * moment's (the read went out before the database had the session's sign-in, say), and the customer
 * who opened the SMS at once is not to be refused for it.
 */
const FIRST_READ_RETRIES = 2;

/**
 * The link's folio, live once the session is ready and `db` is there (the SDK's chunk has loaded:
 * a ready session has signed in with it). A missing folio expires the session with
 * `invalid`. A link's access ends with its stage (docs/contract.md): the customer's next screen (the
 * confirmation, the download) mounts after the functions closed the link, so its listener is
 * refused; it shows the folio as last seen (this page or an earlier one) instead. With none, the
 * functions say why the link is refused (refusalMessage); when they open its session again instead,
 * the folio is read again (FIRST_READ_RETRIES), then refused with `noAccess`.
 */
export function useLinkFolio<T>(
  watch: WatchFolio<T>,
  db: Database | null,
  state: LinkState,
  session: { uuid: string; start: StartSession; invalid: string; noAccess: string },
): T | null {
  const [folio, setFolio] = useState<T | null>(null);
  // Reads again of this link's folio: the effect below runs again for each.
  const [again, setAgain] = useState({ linkId: '', n: 0 });
  const ready = state.kind === 'ready' ? state : null;
  const requestId = ready?.requestId ?? '';
  const linkId = ready?.linkId ?? '';
  const reread = again.linkId === linkId ? again.n : 0;
  const { uuid, start, invalid, noAccess } = session;
  useEffect(() => {
    if (!requestId || !db) return;
    return watch(
      db,
      requestId,
      (f) => {
        if (!f) return dispatch({ type: 'expire', linkId, message: invalid });
        keepLastSeen(linkId, f);
        setFolio(f);
      },
      () => {
        const last = lastSeenOf(linkId) as T | undefined;
        if (last) return setFolio(last);
        void refusalMessage(uuid, start, noAccess).then((message) => {
          if (message === null && reread < FIRST_READ_RETRIES) {
            return setAgain({ linkId, n: reread + 1 });
          }
          dispatch({ type: 'expire', linkId, message: message ?? noAccess });
        });
      },
    );
  }, [watch, db, requestId, linkId, setFolio, uuid, start, invalid, noAccess, reread]);
  return folio;
}
