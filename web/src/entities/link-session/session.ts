/**
 * A customer link's Firebase session (docs/design.md §2), shared by the customer-link and video-call pages:
 * reuse this link's signed-in user when the customer token is kept, else start a session (POST
 * /api/session/customer and the custom-token sign-in, composed in by the route module).
 *
 * Once the session is open, the link's credential leaves the address bar and the history entry
 * (docs/adr/0030-link-credential-and-staff-revocation.md, "Amendment"): the page's address is replaced with the
 * link id in its place, which names the signed-in user (link:{linkId}) but opens nothing. A reload
 * reuses the kept session by that id; the credential itself stays in this page's memory only, for
 * a new session after a 401 (the unique welcome) while the page lives.
 */
import type { Auth } from 'firebase/auth';
import type { Database } from 'firebase/database';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { requireId } from '@/lib/data-guards';
import { ApiError } from '@/lib/http';
import { authStore } from '@/stores/auth';

/** What the session's POST answered, before the sign-in: the folio as the link may read it. */
export interface LinkAnswer {
  requestId: string;
  request?: Record<string, unknown>;
}

/**
 * POST /api/session/customer and the Firebase sign-in; resolves the folio's request id. `onAnswer`
 * gets the POST's answer as soon as it is there.
 */
export type StartSession = ((
  uuid: string,
  onAnswer?: (answer: LinkAnswer) => void,
) => Promise<{ requestId: string }>) & {
  /** The answer a session started ahead of the page (the route's loader) already has, if any. */
  answered?: (uuid: string) => LinkAnswer | null;
};

export type LinkPhase =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; requestId: string; uid: string };

/**
 * The link id of a link's credential (the `/folio/:uuid/…` segment): the first 32 hex digits of its
 * SHA-256, as the functions compute it. The credential itself is never stored by the functions
 * (docs/adr/0030-link-credential-and-staff-revocation.md); its id names the Firebase user.
 */
export async function linkIdOf(credential: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(credential));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, 32);
}

/** The Firebase uid of a link's session: link:{linkId}, the customer's lastUpdateBy. */
export const linkUid = async (credential: string) => `link:${await linkIdOf(credential)}`;

const LINK_UID_PREFIX = 'link:';

/** Credentials exchanged in this page's lifetime, by link id: memory only, never stored. */
const exchanged = new Map<string, string>();

/**
 * The credential to send for a link page's path segment: the segment itself (the SMS link's
 * address), or the credential its link id stands for when this page exchanged it.
 */
export function credentialOf(segment: string): string {
  return exchanged.get(segment) ?? segment;
}

/** Forgets the exchanged credentials (tests). */
export function forgetExchangedCredentials(): void {
  exchanged.clear();
}

/**
 * Opens the session of the link page whose path segment is `segment`: the credential (the SMS
 * link) or, once exchanged, the link id. A kept session of that link is reused; otherwise the
 * credential is exchanged (a bare link id, after a reload that lost the session, is refused by the
 * functions as any unknown link is).
 */
export async function openLinkSession(
  segment: string,
  auth: Auth,
  start: StartSession,
  onAnswer?: (answer: LinkAnswer) => void,
): Promise<{ requestId: string; uid: string }> {
  const credential = credentialOf(requireId('uuid', segment));
  const uid = await linkUid(credential);
  // Without a customer token there is no session to reuse: start one at once rather than after
  // Auth has read its persistence (IndexedDB, slow on a cold phone); sign-in waits for it anyway.
  if (authStore.get().tokenClient) {
    await auth.authStateReady();
    const user = auth.currentUser;
    if (user && (user.uid === uid || user.uid === LINK_UID_PREFIX + segment)) {
      const { claims } = await user.getIdTokenResult();
      if (typeof claims.requestId === 'string' && claims.requestId) {
        if (user.uid === uid) exchanged.set(uid.slice(LINK_UID_PREFIX.length), credential);
        return { requestId: claims.requestId, uid: user.uid };
      }
    }
  }
  const { requestId } = await start(credential, onAnswer);
  exchanged.set(uid.slice(LINK_UID_PREFIX.length), credential);
  return { requestId: requireId('request', requestId), uid };
}

/**
 * The path segment the page's links carry: the link id once the session is ready (the credential
 * never goes back into an address), else the segment the page was opened with.
 */
export function addressSegment(segment: string, phase: LinkPhase): string {
  return phase.kind === 'ready' ? phase.uid.slice(LINK_UID_PREFIX.length) : segment;
}

/**
 * Once the link's session is ready, the page's address carries the link id instead of the
 * credential: React Router replaces the current history entry (history.replaceState), so neither
 * the address bar nor Back leads to the credential. The route's own params follow, so every link
 * the page builds from then on carries the link id too.
 */
export function useCredentialOutOfAddress(segment: string, phase: LinkPhase): void {
  const navigate = useNavigate();
  const location = useLocation();
  const linkId = addressSegment(segment, phase);
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

/**
 * Why a reused session's folio is refused: the link closed with its stage or expired since the
 * session started. The functions know which (docs/contract.md): asking them for a session again
 * answers the used or expired message of docs/requirements.md §8; anything else is `noAccess`.
 */
export async function refusalMessage(
  uuid: string,
  start: StartSession,
  noAccess: string,
): Promise<string> {
  try {
    await start(credentialOf(uuid));
    return noAccess;
  } catch (err) {
    return err instanceof ApiError && err.message ? err.message : noAccess;
  }
}

/**
 * The link's session as a render phase; an expired or used link shows the functions' docs/requirements.md §8
 * message, any other failure `noAccess`. The third value is the session POST's answer while the
 * sign-in is still running (null when the session was reused or has not answered).
 */
export function useLinkSession(
  uuid: string,
  auth: Auth,
  start: StartSession,
  noAccess: string,
): [LinkPhase, (phase: LinkPhase) => void, LinkAnswer | null] {
  const [phase, setPhase] = useState<LinkPhase>({ kind: 'loading' });
  const [answer, setAnswer] = useState<LinkAnswer | null>(() => start.answered?.(uuid) ?? null);
  // The link id of the session this page opened: when the address trades the credential for it,
  // the session is the same one, so it is not opened a second time (a second opening would race
  // the folio's refusal and could leave the page loading).
  const openedAs = useRef('');
  useEffect(() => {
    if (uuid === openedAs.current) return;
    let live = true;
    openLinkSession(uuid, auth, start, (a) => live && setAnswer(a)).then(
      (s) => {
        if (!live) return;
        openedAs.current = s.uid.slice(LINK_UID_PREFIX.length);
        setPhase({ kind: 'ready', ...s });
      },
      (err: unknown) =>
        live &&
        setPhase({
          kind: 'error',
          message: err instanceof ApiError && err.message ? err.message : noAccess,
        }),
    );
    return () => {
      live = false;
    };
  }, [uuid, auth, start, noAccess]);
  useCredentialOutOfAddress(uuid, phase);
  return [phase, setPhase, answer];
}

/** A live listener on requests/{requestId}: the folio, or a refusal. */
export type WatchFolio<T> = (
  db: Database,
  requestId: string,
  onData: (folio: T | null) => void,
  onError: (err: Error) => void,
) => () => void;

/**
 * The last state of each folio a link page showed in this page's lifetime (memory only). A link's
 * access ends with its stage (docs/contract.md): the customer's next screen (the confirmation, the
 * download) mounts after the functions closed the link, so its listener is refused; it shows the
 * folio as last seen instead of an error.
 */
const lastSeen = new Map<string, unknown>();

/**
 * The link's folio, live once the session is ready. A missing folio is `invalid`. A refused
 * listener keeps the folio as last seen (this page or an earlier one); with none, the functions
 * say why the link is refused (refusalMessage).
 */
export function useLinkFolio<T>(
  watch: WatchFolio<T>,
  db: Database,
  phase: LinkPhase,
  setPhase: (phase: LinkPhase) => void,
  session: { uuid: string; start: StartSession; invalid: string; noAccess: string },
): T | null {
  const [folio, setFolio] = useState<T | null>(null);
  const requestId = phase.kind === 'ready' ? phase.requestId : '';
  const { uuid, start, invalid, noAccess } = session;
  useEffect(() => {
    if (!requestId) return;
    return watch(
      db,
      requestId,
      (f) => {
        if (!f) return setPhase({ kind: 'error', message: invalid });
        lastSeen.set(requestId, f);
        setFolio(f);
      },
      () => {
        const last = lastSeen.get(requestId) as T | undefined;
        if (last) return setFolio(last);
        void refusalMessage(uuid, start, noAccess).then((message) =>
          setPhase({ kind: 'error', message }),
        );
      },
    );
  }, [watch, db, requestId, setPhase, uuid, start, invalid, noAccess]);
  return folio;
}
