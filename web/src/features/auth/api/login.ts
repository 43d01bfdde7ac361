/**
 * Staff login (docs/requirements.md §4 "Session", §8): POST /api/session/login, then the auth state, the cookies
 * (8 h), the session state and the Firebase sign-in. A login without dataSeller, or a failure, keeps
 * its error in session state and reports it.
 */
import { es } from '@/copy/es';
import { primePageSize } from '@/entities/folio/list-page-size';
import { API } from '@/lib/api';
import { writePromoterCookies } from '@/lib/cookies';
import { ApiError } from '@/lib/http';
import type { HttpClient } from '@/lib/http';
import { logger } from '@/lib/logger';
import { authStore, emptyAuth, promoterTokensState } from '@/stores/auth';
import { sessionStore } from '@/stores/session';

import type { LoginRequest, LoginResponse } from './session-contract';

export type LoginResult = { ok: true } | { ok: false; message: string; code?: string };

export interface LoginDeps {
  http: HttpClient;
  signIn: (firebaseToken: string) => Promise<void>;
  now: () => number;
}

export async function login(input: LoginRequest, deps: LoginDeps): Promise<LoginResult> {
  let res: LoginResponse;
  try {
    res = await deps.http.post<LoginResponse>(API.login, input, { auth: false });
  } catch (err) {
    const error =
      err instanceof ApiError
        ? { code: err.code, message: err.message }
        : { message: es.http.connection };
    sessionStore.set({ error });
    return { ok: false, ...error };
  }

  if (!res?.user?.dataSeller) {
    const error = { message: es.login.noDataSeller };
    sessionStore.set({ error });
    return { ok: false, ...error };
  }

  const now = deps.now();
  authStore.set({ ...emptyAuth, ...promoterTokensState(res, now) });
  writePromoterCookies({ user: res.user, branches: res.branches, flags: res.flags }, now);
  // The lists page from the first row without loading the Remote Config SDK first.
  primePageSize(res.listPageSize);
  sessionStore.set({
    username: res.user.username,
    dataSeller: res.user.dataSeller,
    role: res.user.role,
    branches: res.branches ?? [],
    promoterBlocked: res.promoterBlocked,
    error: null,
  });
  try {
    if (res.firebaseToken) await deps.signIn(res.firebaseToken);
  } catch (err) {
    // The gateway session works without it; database screens will report their own error.
    logger.error('Firebase sign-in failed', err);
  }
  return { ok: true };
}

/** Where to go after login: the redirect query if it is a path of this app, else /home. */
export function afterLoginPath(redirectParam: string | null, home: string): string {
  if (redirectParam && redirectParam.startsWith('/') && !redirectParam.startsWith('//')) {
    return redirectParam;
  }
  return home;
}
