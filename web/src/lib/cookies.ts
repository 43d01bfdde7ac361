/**
 * The cookie store (docs/requirements.md §3 "Cookies"): user and user_sucursales live 8 hours, client 24
 * hours; the two access flags (CNCA and carta libranza) are kept here too, for the route guard.
 * No cookie holds a credential (docs/adr/0038-js-cookie.md, "Amendment"): the gateway bearer lives
 * in the auth state only, and the client cookie never holds the link's credential.
 */
import Cookies from 'js-cookie';

export const PROMOTER_COOKIE_HOURS = 8;
export const CLIENT_COOKIE_HOURS = 24;

export const COOKIE = {
  /** No longer written (it held the gateway bearer); still removed at logout, for older sessions. */
  token: 'token',
  user: 'user',
  userBranches: 'user_sucursales',
  client: 'client',
  cnca: 'cnca_access',
  libranza: 'libranza_access',
} as const;

export type CookieName = (typeof COOKIE)[keyof typeof COOKIE];
export type AccessFlag = 'cnca' | 'libranza';

/**
 * The one cookie jar (docs/adr/0038-js-cookie.md): js-cookie with every cookie on path /, Secure and
 * SameSite=Strict. Only the page's scripts read these cookies, never a server, so none needs to
 * travel with a request from another site (Strict), nor over plain HTTP (Secure; Chromium and
 * Firefox count http://127.0.0.1 and localhost as secure, so the emulator suite works as before).
 * Values are percent-encoded by js-cookie's converter, which reads the encodeURIComponent values
 * written before it too.
 */
export const COOKIE_ATTRIBUTES = { path: '/', sameSite: 'Strict', secure: true } as const;

const jar = Cookies.withAttributes(COOKIE_ATTRIBUTES);

/** The attributes of a cookie that expires `hours` after `now` (epoch ms). */
export function cookieAttributes(hours: number, now: number): Cookies.CookieAttributes {
  return { expires: new Date(now + hours * 3_600_000) };
}

export function readCookie(name: string): string | null {
  return jar.get(name) ?? null;
}

export function writeCookie(name: CookieName, value: string, hours: number, now = Date.now()) {
  jar.set(name, value, cookieAttributes(hours, now));
}

export function deleteCookie(name: CookieName): void {
  jar.remove(name);
}

function readJson<T>(name: CookieName): T | null {
  const raw = readCookie(name);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export interface PromoterCookies {
  user: unknown;
  branches: unknown;
  flags: Record<AccessFlag, boolean>;
}

/**
 * Writes the promoter's cookies at login: user, user_sucursales and the access flags. The gateway
 * bearer is not among them: the SPA sends it itself (docs/requirements.md §7), from the auth state,
 * and a copy in a cookie would only ride along every request to this origin.
 */
export function writePromoterCookies(c: PromoterCookies, now = Date.now()): void {
  writeCookie(COOKIE.user, JSON.stringify(c.user), PROMOTER_COOKIE_HOURS, now);
  writeCookie(COOKIE.userBranches, JSON.stringify(c.branches), PROMOTER_COOKIE_HOURS, now);
  writeCookie(COOKIE.cnca, String(c.flags.cnca), PROMOTER_COOKIE_HOURS, now);
  writeCookie(COOKIE.libranza, String(c.flags.libranza), PROMOTER_COOKIE_HOURS, now);
}

/** What the client cookie holds: the folio, never the link's credential. */
export interface ClientCookie {
  requestId: string;
  folio: string;
}

/** Writes the customer's cookie (24 hours). */
export function writeClientCookie(client: ClientCookie, now = Date.now()): void {
  writeCookie(COOKIE.client, JSON.stringify(client), CLIENT_COOKIE_HOURS, now);
}

export function readClientCookie<T>(): T | null {
  return readJson<T>(COOKIE.client);
}

export function readUserCookie<T>(): T | null {
  return readJson<T>(COOKIE.user);
}

/** True only when the flag cookie holds 'true' (the route guard's check). */
export function hasAccessFlag(flag: AccessFlag): boolean {
  return readCookie(COOKIE[flag]) === 'true';
}

/** Logout (docs/requirements.md §4 "Session"): every cookie of the session goes. */
export function clearSessionCookies(): void {
  Object.values(COOKIE).forEach(deleteCookie);
}
