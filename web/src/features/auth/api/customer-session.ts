/**
 * A customer link (DESIGN §2): POST /api/session/customer {uuid} gives the customer token, kept in
 * auth state (it takes precedence over a promoter token, SPEC §4 rule 1) and in the client cookie
 * (24 h), and a Firebase custom token for the folio's data.
 */
import { API } from '@/lib/api';
import { writeClientCookie } from '@/lib/cookies';
import type { HttpClient } from '@/lib/http';
import { authStore } from '@/stores/auth';

import type { CustomerSessionResponse } from './session-contract';

/** POSTs started by prefetchCustomerSession and not yet taken, by link uuid. */
const prefetched = new Map<string, Promise<CustomerSessionResponse>>();

function postSession(uuid: string, http: HttpClient): Promise<CustomerSessionResponse> {
  return http.post<CustomerSessionResponse>(API.customer, { uuid }, { auth: false });
}

/**
 * Starts the link's POST while the page's code is still downloading (the route's loader calls it),
 * so a phone's first screen waits for the slower of the two rather than for both in turn. Nothing
 * is stored until startCustomerSession takes the answer; a second call for the same link is a no-op.
 */
export function prefetchCustomerSession(uuid: string, http: HttpClient): void {
  if (!uuid || prefetched.has(uuid)) return;
  const pending = postSession(uuid, http);
  // An expired link's rejection is handled when the page takes it, not reported as unhandled.
  pending.catch(() => {});
  prefetched.set(uuid, pending);
}

/** The link's prefetched POST, once: a later session (after a logout or expiry) asks again. */
function takePrefetched(uuid: string): Promise<CustomerSessionResponse> | undefined {
  const pending = prefetched.get(uuid);
  prefetched.delete(uuid);
  return pending;
}

export async function startCustomerSession(
  uuid: string,
  deps: { http: HttpClient; signIn: (token: string) => Promise<void>; now: () => number },
): Promise<CustomerSessionResponse> {
  const res = await (takePrefetched(uuid) ?? postSession(uuid, deps.http));
  authStore.set({ tokenClient: res.tokenClient });
  writeClientCookie({ uuid, requestId: res.requestId, folio: res.folio }, deps.now());
  await deps.signIn(res.firebaseToken);
  return res;
}
