/**
 * A customer link's session as one state machine (docs/adr/0073-link-session-machine.md): a pure
 * reducer over the page's one link session. Its owner (session.ts) holds the state and runs the
 * effects; the link pages and the shell's hand-off read it through useLinkState.
 *
 *   idle ──open──▶ opening ──opened──▶ ready ──expire──▶ refused
 *                     │ answer ⟲          │
 *                     └──────refuse───────┴──────────────▶ refused
 *   any ──end──▶ idle (the customer token was cleared: the next open starts a new session)
 *
 * A link is named by two segments: the credential it was opened with and, once ready, its link id
 * (the address trades one for the other). An `open` of either, while the session is opening, ready
 * or refused, is the same session and changes nothing: the address's swap never opens it again,
 * and a refusal is final (a second opening would race the folio's refusal back to loading).
 */

/** What the session's POST answered, before the sign-in: the folio as the link may read it. */
export interface LinkAnswer {
  requestId: string;
  request?: Record<string, unknown>;
}

export type LinkState =
  | { kind: 'idle' }
  | { kind: 'opening'; segment: string; answer: LinkAnswer | null }
  | {
      kind: 'ready';
      segment: string;
      /** The link id: the address's segment from now on. */
      linkId: string;
      requestId: string;
      /** link:{linkId}, the signed-in user. */
      uid: string;
      answer: LinkAnswer | null;
    }
  | {
      kind: 'refused';
      segment: string;
      /** The link id when the session had been ready; empty when the opening itself was refused. */
      linkId: string;
      message: string;
    };

export type LinkEvent =
  /** A link page asks for the session of its address's segment. */
  | { type: 'open'; segment: string; answer: LinkAnswer | null }
  /** The session's POST answered (the sign-in is still running). */
  | { type: 'answer'; segment: string; answer: LinkAnswer }
  /** The session is signed in. */
  | { type: 'opened'; segment: string; requestId: string; uid: string }
  /** The functions refused the session (an expired or used link) or it could not be opened. */
  | { type: 'refuse'; segment: string; message: string }
  /** The open session's folio was refused or is missing: the link closed or expired since. */
  | { type: 'expire'; linkId: string; message: string }
  /** The customer token was cleared (docs/requirements.md §4 rule 8): the session is over. */
  | { type: 'end' };

export const IDLE: LinkState = { kind: 'idle' };

const LINK_UID_PREFIX = 'link:';

/** The link id a link uid (link:{linkId}) names. */
export const linkIdOfUid = (uid: string) =>
  uid.startsWith(LINK_UID_PREFIX) ? uid.slice(LINK_UID_PREFIX.length) : uid;

/** The state is the session of the link `segment` names (its credential or its link id). */
export function names(state: LinkState, segment: string): boolean {
  if (state.kind === 'idle' || !segment) return false;
  if (state.segment === segment) return true;
  return state.kind !== 'opening' && state.linkId !== '' && state.linkId === segment;
}

export function linkReducer(state: LinkState, event: LinkEvent): LinkState {
  switch (event.type) {
    case 'open':
      if (!event.segment) return state;
      if (names(state, event.segment)) return state;
      return { kind: 'opening', segment: event.segment, answer: event.answer };
    case 'answer':
      if (state.kind !== 'opening' || state.segment !== event.segment) return state;
      return { ...state, answer: event.answer };
    case 'opened':
      if (state.kind !== 'opening' || state.segment !== event.segment) return state;
      return {
        kind: 'ready',
        segment: state.segment,
        linkId: linkIdOfUid(event.uid),
        requestId: event.requestId,
        uid: event.uid,
        answer: state.answer,
      };
    case 'refuse':
      if (state.kind !== 'opening' || state.segment !== event.segment) return state;
      return { kind: 'refused', segment: state.segment, linkId: '', message: event.message };
    case 'expire':
      if (state.kind !== 'ready' || state.linkId !== event.linkId) return state;
      return {
        kind: 'refused',
        segment: state.segment,
        linkId: state.linkId,
        message: event.message,
      };
    case 'end':
      return IDLE;
  }
}

/**
 * The state as the page of `segment` sees it: another link's session (the one the previous page
 * left) is, for this page, one about to open.
 */
export function viewOf(state: LinkState, segment: string, answer: LinkAnswer | null): LinkState {
  if (names(state, segment)) return state;
  return segment ? { kind: 'opening', segment, answer } : IDLE;
}

/**
 * The path segment the page's links carry: the link id once the session has one (the credential
 * never goes back into an address), else the segment the page was opened with.
 */
export function addressSegment(segment: string, state: LinkState): string {
  return state.kind !== 'idle' && state.kind !== 'opening' && state.linkId ? state.linkId : segment;
}
