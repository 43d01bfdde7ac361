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

export async function startCustomerSession(
  uuid: string,
  deps: { http: HttpClient; signIn: (token: string) => Promise<void>; now: () => number },
): Promise<CustomerSessionResponse> {
  const res = await deps.http.post<CustomerSessionResponse>(
    API.customer,
    { uuid },
    { auth: false },
  );
  authStore.set({ tokenClient: res.tokenClient });
  writeClientCookie({ uuid, requestId: res.requestId, folio: res.folio }, deps.now());
  await deps.signIn(res.firebaseToken);
  return res;
}
