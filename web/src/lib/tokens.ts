/**
 * The token lifecycle of SPEC §4 (rules 1–8) and the refresh step the navigation guard shares
 * (SPEC §2). Each rule lives here once; the API client and the guard call into it.
 */
import { loginHref, uniqueUrlAfter401, routes } from '@/config/paths';
import type { Logger } from '@/lib/logger';
import { emptyAuth, promoterTokensState } from '@/stores/auth';
import type { AuthState } from '@/stores/auth';
import type { Store } from '@/stores/create-store';

/** SPEC §8 log messages, exactly. */
export const TOKEN_LOG = {
  renewFailed: 'Error en la renovación de tokens',
  guardRefreshFailed: 'Error al refrescar token:',
  invalid: 'Token invalid or expired',
  stillActive: 'Token principal sigue activo',
} as const;

/** Rule 7: near-expiry margins. */
export const ACCESS_TOKEN_MARGIN_MS = 2 * 60_000;
export const REFRESH_TOKEN_MARGIN_MS = 60_000;

/** Rule 7: near expiry within `marginMs`; a missing date counts as expired. */
export function isNearExpiry(date: number | null | undefined, marginMs: number, now: number) {
  return date == null || !Number.isFinite(date) || date - now <= marginMs;
}

export function accessTokenExpired(a: AuthState, now: number): boolean {
  return isNearExpiry(a.tokenExpirationDate, ACCESS_TOKEN_MARGIN_MS, now);
}

export function refreshTokenExpired(a: AuthState, now: number): boolean {
  return (
    !a.tokenRefresh || isNearExpiry(a.refreshTokenExpirationDate, REFRESH_TOKEN_MARGIN_MS, now)
  );
}

/** The refresh answer, gateway shape (SPEC §7 POST /auth/refresh). */
export interface RefreshResponse {
  data?: {
    success?: boolean;
    token?: string;
    tokenRefresh?: string;
    tokenTTL?: number;
    tokenRefreshTTL?: number;
    message?: string;
  };
}

export interface LifecycleDeps {
  auth: Store<AuthState>;
  /** POST the refresh token (SPEC: token = refresh token, deviceId, applicationId). */
  refresh: (refreshToken: string) => Promise<RefreshResponse>;
  navigate: (to: string) => void;
  /** Path + query of the page the user is on (or navigating to). */
  currentPath: () => string;
  logger: Logger;
  now: () => number;
  /** Runs after tokens are cleared (cookies, session). */
  onCleared?: () => void;
}

export type RenewOutcome = 'refreshed' | 'still-active' | 'failed';

const inFlight = new WeakMap<LifecycleDeps, Promise<RenewOutcome>>();

/**
 * Rules 3–5: refresh the promoter token. Success (a success flag and a token) stores the new tokens
 * and lifetimes; 'Token principal sigue activo' keeps the current one; anything else, or an error,
 * is logged as 'Error en la renovación de tokens' and reported as failed. Concurrent callers share
 * one refresh call.
 */
export function renewTokens(deps: LifecycleDeps): Promise<RenewOutcome> {
  let p = inFlight.get(deps);
  if (!p) {
    p = doRenew(deps).finally(() => inFlight.delete(deps));
    inFlight.set(deps, p);
  }
  return p;
}

async function doRenew(deps: LifecycleDeps): Promise<RenewOutcome> {
  const { tokenRefresh } = deps.auth.get();
  try {
    if (!tokenRefresh) throw new Error('no refresh token');
    const { data } = await deps.refresh(tokenRefresh);
    if (data?.success && data.token) {
      deps.auth.set(
        promoterTokensState(
          {
            token: data.token,
            tokenRefresh: data.tokenRefresh || tokenRefresh,
            tokenTTL: Number(data.tokenTTL),
            tokenRefreshTTL: Number(data.tokenRefreshTTL),
          },
          deps.now(),
        ),
      );
      return 'refreshed';
    }
    if (data?.message === TOKEN_LOG.stillActive) {
      deps.logger.info(TOKEN_LOG.stillActive);
      return 'still-active';
    }
    deps.logger.error(TOKEN_LOG.renewFailed, data?.message ?? data);
    return 'failed';
  } catch (err) {
    deps.logger.error(TOKEN_LOG.renewFailed, err);
    return 'failed';
  }
}

/** Rule 6 (first half): every token is cleared, then cookies and session via onCleared. */
export function clearTokens(deps: LifecycleDeps): void {
  deps.auth.set(emptyAuth);
  deps.onCleared?.();
}

export type TokenKind = 'customer' | 'promoter';

export interface Bearer {
  token: string;
  kind: TokenKind;
}

/** Thrown when no usable token is left; the user has already been sent to /login. */
export class SessionEndedError extends Error {
  constructor() {
    super(TOKEN_LOG.invalid);
    this.name = 'SessionEndedError';
  }
}

/**
 * Rules 1–6: the token a call carries. The customer token first; else a promoter token that is not
 * near expiry; else a refresh when the refresh token is not near expiry. In any other case tokens
 * are cleared and the user goes to /login (with the full path to come back to) — except on a
 * logout call, which goes on without a token and without a redirect.
 */
export async function resolveBearer(
  deps: LifecycleDeps,
  opts: { logout?: boolean } = {},
): Promise<Bearer | null> {
  const a = deps.auth.get();
  const now = deps.now();
  if (a.tokenClient) return { token: a.tokenClient, kind: 'customer' }; // rule 1
  if (a.tokenPromoter && !accessTokenExpired(a, now)) {
    return { token: a.tokenPromoter, kind: 'promoter' }; // rule 2
  }
  if (a.tokenPromoter && !refreshTokenExpired(a, now)) {
    const outcome = await renewTokens(deps); // rule 3
    const current = deps.auth.get().tokenPromoter;
    if (outcome !== 'failed' && current) return { token: current, kind: 'promoter' }; // rules 4, 5
  } else {
    deps.logger.warn(TOKEN_LOG.invalid);
  }
  clearTokens(deps); // rule 6
  if (opts.logout) return null;
  deps.navigate(loginHref(deps.currentPath()));
  throw new SessionEndedError();
}

/**
 * Rule 8: a 401. With a customer token the user goes to /folio/{folio}/bienvenida-unica ({folio} is
 * the path segment after 'folio'); with a promoter token to /login. Tokens are cleared either way.
 * A logout call is not redirected.
 */
export function handleUnauthorized(
  deps: LifecycleDeps,
  kind: TokenKind,
  opts: { logout?: boolean } = {},
): void {
  deps.logger.warn(TOKEN_LOG.invalid);
  clearTokens(deps);
  if (opts.logout) return;
  const target =
    kind === 'customer'
      ? (uniqueUrlAfter401(deps.currentPath()) ?? routes.login.path)
      : routes.login.path;
  deps.navigate(target);
}
