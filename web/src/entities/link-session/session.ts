/**
 * The owner of a customer link's session (docs/design.md §2; docs/adr/0073-link-session-machine.md),
 * shared by the customer-link and video-call pages: it holds the page's one link session (machine.ts)
 * and, per link, what this page's lifetime learned of it, and runs the session's effects. It reuses
 * this link's signed-in user when the customer token is kept, else starts a session (POST
 * /api/session/customer and the custom-token sign-in, composed in by the route module).
 *
 * Once the session is open, the link's credential leaves the address bar and the history entry
 * (docs/adr/0030-link-credential-and-staff-revocation.md, "Amendment"): the page's address is replaced with the
 * link id in its place, which names the signed-in user (link:{linkId}) but opens nothing. A reload
 * reuses the kept session by that id; the credential itself stays in this page's memory only, for
 * a new session after a 401 (the unique welcome) while the page lives.
 */
import type { Auth } from 'firebase/auth';

import { requireId } from '@/lib/data-guards';
import { ApiError } from '@/lib/http';
import { authStore } from '@/stores/auth';

import { IDLE, linkIdOfUid, linkReducer } from './machine';
import type { LinkAnswer, LinkEvent, LinkState } from './machine';

export type { LinkAnswer, LinkState } from './machine';

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

/** What this page's lifetime learned of a link, by link id: memory only, never stored. */
interface LinkRecord {
  /** The credential exchanged for the link's session. */
  credential?: string;
  /** The folio as a link page last showed it. */
  lastSeen?: unknown;
}

let state: LinkState = IDLE;
const records = new Map<string, LinkRecord>();
const listeners = new Set<() => void>();

function record(linkId: string): LinkRecord {
  let r = records.get(linkId);
  if (!r) records.set(linkId, (r = {}));
  return r;
}

/** Feeds the session an event; the listeners hear of a change. */
export function dispatch(event: LinkEvent): void {
  const next = linkReducer(state, event);
  if (next === state) return;
  state = next;
  for (const l of listeners) l();
}

/** The page's link session, as its last event left it. */
export const linkState = (): LinkState => state;

export function subscribeLinkState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// A cleared customer token ends the session (a 401, docs/requirements.md §4 rule 8): the page the
// customer lands on (the unique welcome) opens a new one.
authStore.subscribe(() => {
  if (!authStore.get().tokenClient && state.kind !== 'idle') dispatch({ type: 'end' });
});

/** Forgets the session and every link's record (tests). */
export function resetLinkSessions(): void {
  records.clear();
  dispatch({ type: 'end' });
}

/**
 * The credential to send for a link page's path segment: the segment itself (the SMS link's
 * address), or the credential its link id stands for when this page exchanged it.
 */
export function credentialOf(segment: string): string {
  return records.get(segment)?.credential ?? segment;
}

/** The folio a link page last showed of link `linkId`, if any. */
export const lastSeenOf = (linkId: string): unknown => records.get(linkId)?.lastSeen;

export function keepLastSeen(linkId: string, folio: unknown): void {
  record(linkId).lastSeen = folio;
}

/**
 * Signs in the session of the link page whose path segment is `segment`: the credential (the SMS
 * link) or, once exchanged, the link id. A kept session of that link is reused; otherwise the
 * credential is exchanged (a bare link id, after a reload that lost the session, is refused by the
 * functions as any unknown link is).
 */
export async function openLinkSession(
  segment: string,
  auth: Auth | Promise<Auth>,
  start: StartSession,
  onAnswer?: (answer: LinkAnswer) => void,
): Promise<{ requestId: string; uid: string }> {
  const credential = credentialOf(requireId('uuid', segment));
  const uid = await linkUid(credential);
  // Without a customer token there is no session to reuse: start one at once rather than after
  // Auth has read its persistence (IndexedDB, slow on a cold phone); sign-in waits for it anyway.
  // Auth may still be on its way (the SDK's chunk, lib/use-firebase.ts): only this reuse waits for it.
  if (authStore.get().tokenClient) {
    const a = await auth;
    await a.authStateReady();
    const user = a.currentUser;
    if (user && (user.uid === uid || user.uid === LINK_UID_PREFIX + segment)) {
      const { claims } = await user.getIdTokenResult();
      if (typeof claims.requestId === 'string' && claims.requestId) {
        if (user.uid === uid) record(linkIdOfUid(uid)).credential = credential;
        return { requestId: claims.requestId, uid: user.uid };
      }
    }
  }
  const { requestId } = await start(credential, onAnswer);
  record(linkIdOfUid(uid)).credential = credential;
  return { requestId: requireId('request', requestId), uid };
}

/**
 * Opens the session of link page `segment` unless the session is already this link's (opening,
 * ready or refused: machine.ts). An expired or used link is refused with the functions'
 * docs/requirements.md §8 message, any other failure with `noAccess`.
 */
export function openLink(
  segment: string,
  auth: Auth | Promise<Auth>,
  start: StartSession,
  noAccess: string,
): void {
  const before = state;
  dispatch({ type: 'open', segment, answer: start.answered?.(segment) ?? null });
  if (state === before || state.kind !== 'opening') return;
  openLinkSession(segment, auth, start, (answer) =>
    dispatch({ type: 'answer', segment, answer }),
  ).then(
    (s) => dispatch({ type: 'opened', segment, ...s }),
    (err: unknown) => dispatch({ type: 'refuse', segment, message: messageOf(err, noAccess) }),
  );
}

const messageOf = (err: unknown, noAccess: string) =>
  err instanceof ApiError && err.message ? err.message : noAccess;

/**
 * Why a session's folio is refused: the link closed with its stage or expired since the session
 * started. The functions know which (docs/contract.md): asking them for a session again answers the
 * used or expired message of docs/requirements.md §8, or any other failure's message (`noAccess`
 * without one). `null` when they open the session again: the functions still hold the link open and
 * the folio's, so the refusal was not theirs to give (useLinkFolio reads again, signed in anew).
 */
export async function refusalMessage(
  uuid: string,
  start: StartSession,
  noAccess: string,
): Promise<string | null> {
  try {
    await start(credentialOf(uuid));
    return null;
  } catch (err) {
    return messageOf(err, noAccess);
  }
}
