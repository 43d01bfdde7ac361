/**
 * Auth state (docs/requirements.md §3), persisted in the browser: the customer token, the promoter token and its
 * refresh token, with expiration dates computed as now plus the seconds the server gives.
 */
import { createStore } from './create-store';

export interface AuthState {
  tokenClient: string | null;
  tokenPromoter: string | null;
  tokenRefresh: string | null;
  /** Epoch milliseconds; null means unknown, which counts as expired (docs/requirements.md §4 rule 7). */
  tokenExpirationDate: number | null;
  refreshTokenExpirationDate: number | null;
}

export const emptyAuth: AuthState = {
  tokenClient: null,
  tokenPromoter: null,
  tokenRefresh: null,
  tokenExpirationDate: null,
  refreshTokenExpirationDate: null,
};

export const AUTH_STORAGE_KEY = 'oppnp.auth';

export const authStore = createStore<AuthState>(emptyAuth, { persistKey: AUTH_STORAGE_KEY });

/** What the server answers about promoter tokens; TTLs in seconds. */
export interface PromoterTokens {
  token: string;
  tokenRefresh: string;
  tokenTTL: number;
  tokenRefreshTTL: number;
}

/** The auth fields for freshly issued promoter tokens: expiration dates are now + server seconds. */
export function promoterTokensState(t: PromoterTokens, now: number): Partial<AuthState> {
  return {
    tokenPromoter: t.token,
    tokenRefresh: t.tokenRefresh,
    tokenExpirationDate: now + Number(t.tokenTTL) * 1000,
    refreshTokenExpirationDate: now + Number(t.tokenRefreshTTL) * 1000,
  };
}
