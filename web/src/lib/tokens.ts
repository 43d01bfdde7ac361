/**
 * The token lifecycle of docs/requirements.md §4 (rules 1–8) and the refresh step the navigation guard shares
 * (docs/requirements.md §2). Each rule lives here once; the API client and the guard call into it. The refresh also
 * renews the Firebase identity (docs/adr/0030-link-credential-and-staff-revocation.md): the
 * functions re-check the promoter at the gateway and answer a fresh custom token, or
 * PROMOTER_BLOCKED; scheduleRenewals refreshes ahead of expiry so an idle screen keeps its access.
 */
import { loginHref, uniqueUrlAfter401, routes } from '@/config/paths';
import type { GatewayData } from '@/lib/gateway-types';
import type { Logger } from '@/lib/logger';
import { emptyAuth, promoterTokensState } from '@/stores/auth';
import type { AuthState } from '@/stores/auth';
import type { Store } from '@/stores/create-store';

/** docs/requirements.md §8 log messages, exactly. */
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

/**
 * The refresh answer: the gateway's shape under data (docs/requirements.md §7 POST /auth/refresh), and beside it the
 * promoter as the functions just checked it, with a custom token carrying the updated claims.
 */
export interface RefreshResponse {
  data?: Partial<GatewayData<'refresh'>>;
  firebaseToken?: string;
  branches?: { branchID: string }[];
  promoterBlocked?: boolean | string;
  flags?: Record<string, boolean>;
}

/** The functions' answer for a promoter the gateway now reports blocked. */
export const PROMOTER_BLOCKED = 'PROMOTER_BLOCKED';

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
  /** Runs with every refresh answer that carries a Firebase custom token (sign in with it). */
  onRenewed?: (res: RefreshResponse) => Promise<void> | void;
  /** Runs when the refresh reports the promoter blocked (sign out of Firebase, tell the user). */
  onBlocked?: (message: string) => Promise<void> | void;
}

export type RenewOutcome = 'refreshed' | 'still-active' | 'failed' | 'blocked';

/** Whether a renewal leaves a usable promoter session. */
export const renewed = (o: RenewOutcome) => o === 'refreshed' || o === 'still-active';

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

/** The Web Locks name under which one tab at a time renews the promoter's tokens. */
export const RENEW_LOCK = 'oppnp.renewTokens';

/** Runs `fn` holding the renewal lock across this origin's tabs (directly where there are no locks). */
function acrossTabs<T>(fn: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  return locks ? (locks.request(RENEW_LOCK, fn) as Promise<T>) : fn();
}

/**
 * Tabs share the session (the auth store follows localStorage), and the gateway revokes the tokens
 * a refresh replaces: so renewals are serialised across tabs, and a tab that waited adopts the
 * tokens another tab just got instead of refreshing with a revoked refresh token.
 */
async function doRenew(deps: LifecycleDeps): Promise<RenewOutcome> {
  const before = deps.auth.get().tokenPromoter;
  return acrossTabs(async () => {
    deps.auth.reload?.();
    const now = deps.auth.get();
    if (now.tokenPromoter && now.tokenPromoter !== before && !accessTokenExpired(now, deps.now())) {
      return 'refreshed';
    }
    return refreshOnce(deps);
  });
}

async function refreshOnce(deps: LifecycleDeps): Promise<RenewOutcome> {
  const { tokenRefresh } = deps.auth.get();
  try {
    if (!tokenRefresh) throw new Error('no refresh token');
    const res = await deps.refresh(tokenRefresh);
    const { data } = res;
    if (res.firebaseToken && deps.onRenewed) {
      try {
        await deps.onRenewed(res);
      } catch (err) {
        // The gateway session goes on; database screens report their own error.
        deps.logger.error('Firebase sign-in failed', err);
      }
    }
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
    if (isBlocked(err)) {
      await deps.onBlocked?.((err as Error).message);
      return 'blocked';
    }
    return 'failed';
  }
}

function isBlocked(err: unknown): boolean {
  return (
    typeof err === 'object' && err !== null && (err as { code?: unknown }).code === PROMOTER_BLOCKED
  );
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
    if (renewed(outcome) && current) return { token: current, kind: 'promoter' }; // rules 4, 5
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

/**
 * When the renewal timer fires: just inside the access token's near-expiry margin (rule 7), since the
 * gateway declines an earlier refresh ('Token principal sigue activo').
 */
export const RENEW_INSIDE_MARGIN_MS = 15_000;
/** A declined or early renewal is tried again after this long. */
export const RENEW_RETRY_MS = 20_000;

export interface Timers {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (id: unknown) => void;
}

const realTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
};

/**
 * Refreshes a promoter session ahead of its access token's expiry, whether or not the user is doing
 * anything: the functions grant database access (roles/{bpId}) only until shortly after the token's
 * lifetime, so a promoter watching a live list must renew without a call to trigger it. Each renewal
 * stores new tokens, and the timer follows them. A failed or blocked renewal ends the session as
 * rule 6 does. Returns the function that stops it.
 */
export function scheduleRenewals(deps: LifecycleDeps, timers: Timers = realTimers): () => void {
  let timer: unknown;
  let stopped = false;
  const arm = (delay: number) => {
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = timers.setTimeout(() => void fire(), Math.max(0, delay));
  };
  const plan = () => {
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = undefined;
    const a = deps.auth.get();
    if (stopped || a.tokenClient || !a.tokenPromoter || a.tokenExpirationDate == null) return;
    arm(a.tokenExpirationDate - ACCESS_TOKEN_MARGIN_MS + RENEW_INSIDE_MARGIN_MS - deps.now());
  };
  const fire = async () => {
    timer = undefined;
    const a = deps.auth.get();
    if (stopped || a.tokenClient || !a.tokenPromoter) return;
    if (refreshTokenExpired(a, deps.now())) return; // the next call or navigation ends it (rule 6)
    const before = a.tokenPromoter;
    const outcome = await renewTokens(deps);
    if (stopped) return;
    if (!renewed(outcome)) {
      clearTokens(deps);
      deps.navigate(loginHref(deps.currentPath()));
      return;
    }
    // A refreshed token re-plans through the store; one still active is tried again shortly.
    if (deps.auth.get().tokenPromoter === before) arm(RENEW_RETRY_MS);
  };
  // Re-plan when the session's token or expiry changes (login, renewal, logout), not on every write.
  let plannedToken: string | null | undefined;
  let plannedExpiry: number | null | undefined;
  const onChange = () => {
    const a = deps.auth.get();
    if (a.tokenPromoter === plannedToken && a.tokenExpirationDate === plannedExpiry) return;
    plannedToken = a.tokenPromoter;
    plannedExpiry = a.tokenExpirationDate;
    plan();
  };
  const unsubscribe = deps.auth.subscribe(onChange);
  onChange();
  return () => {
    stopped = true;
    if (timer !== undefined) timers.clearTimeout(timer);
    unsubscribe();
  };
}
