/**
 * A customer link (docs/design.md §2): POST /api/session/customer {uuid} gives the customer token, kept in
 * auth state (it takes precedence over a promoter token, docs/requirements.md §4 rule 1), the folio in the client
 * cookie (24 h), and a Firebase custom token for the folio's data.
 */
import { API } from '@/lib/api';
import { writeClientCookie } from '@/lib/cookies';
import type { HttpClient } from '@/lib/http';
import { authStore } from '@/stores/auth';

/** POST /api/session/customer's answer (docs/design.md §2). */
export interface CustomerSessionResponse {
  tokenClient: string;
  tokenTTL: number;
  firebaseToken: string;
  requestId: string;
  folio: string;
  /** The folio record as the link may read it, for the first screen before the sign-in. */
  request?: Record<string, unknown>;
}

/** A session started ahead of its page: the POST, then the Firebase sign-in with its token. */
interface Prefetched {
  res: Promise<CustomerSessionResponse>;
  signedIn: Promise<void>;
  /** The POST's answer once it is there. */
  answer?: CustomerSessionResponse;
}

/** Sessions started by prefetchCustomerSession and not yet taken, by link uuid. */
const prefetched = new Map<string, Prefetched>();

/** `sent`: this POST as the HTML shell already sent it (handoff.ts), read rather than repeated. */
function postSession(
  uuid: string,
  http: HttpClient,
  sent?: Promise<Response>,
): Promise<CustomerSessionResponse> {
  return http.post<CustomerSessionResponse>(API.customer, { uuid }, { auth: false, sent });
}

/**
 * Starts the link's session while the page's code is still downloading (the route's loader calls
 * it): the POST at once, the sign-in as soon as both its answer and `signIn` (which may load the
 * Firebase SDK) are there. A phone's first screen then waits for the slowest of these rather than
 * for each in turn. The token and cookie are stored only when startCustomerSession takes the
 * session; a second call for the same link is a no-op.
 */
export function prefetchCustomerSession(
  uuid: string,
  http: HttpClient,
  signIn: (token: string) => Promise<void>,
  sent?: Promise<Response>,
): void {
  if (!uuid || prefetched.has(uuid)) return;
  const res = postSession(uuid, http, sent);
  const entry: Prefetched = { res, signedIn: res.then((r) => signIn(r.firebaseToken)) };
  res.then((r) => (entry.answer = r)).catch(() => {});
  // An expired link's rejection is handled when the page takes it, not reported as unhandled.
  entry.signedIn.catch(() => {});
  prefetched.set(uuid, entry);
}

/**
 * The prefetched POST's answer if it is already there (not taken): the page's first render can
 * show the folio at once instead of a loading state.
 */
export function prefetchedAnswer(uuid: string): CustomerSessionResponse | null {
  return prefetched.get(uuid)?.answer ?? null;
}

/** The link's prefetched session, once: a later session (after a logout or expiry) asks again. */
function takePrefetched(uuid: string): Prefetched | undefined {
  const pending = prefetched.get(uuid);
  prefetched.delete(uuid);
  return pending;
}

export async function startCustomerSession(
  uuid: string,
  deps: {
    http: HttpClient;
    signIn: (token: string) => Promise<void>;
    now: () => number;
    /** Called with the POST's answer, before the Firebase sign-in has finished. */
    onAnswer?: (res: CustomerSessionResponse) => void;
  },
): Promise<CustomerSessionResponse> {
  const early = takePrefetched(uuid);
  const res = await (early?.res ?? postSession(uuid, deps.http));
  authStore.set({ tokenClient: res.tokenClient });
  // The credential stays out of the cookie: it has been exchanged, and the token is the session.
  writeClientCookie({ requestId: res.requestId, folio: res.folio }, deps.now());
  deps.onAnswer?.(res);
  await (early ? early.signedIn : deps.signIn(res.firebaseToken));
  return res;
}
