/**
 * The cookie store (docs/requirements.md §3 "Cookies"): token, user and user_sucursales live 8 hours, client 24
 * hours; the two access flags (CNCA and carta libranza) are kept here too, for the route guard.
 */
import Cookies from 'js-cookie';

export const PROMOTER_COOKIE_HOURS = 8;
export const CLIENT_COOKIE_HOURS = 24;

export const COOKIE = {
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
 * The one cookie jar (docs/adr/0038-js-cookie.md): js-cookie with every cookie on path / and
 * SameSite=Lax, as before. Values are percent-encoded by js-cookie's converter, which reads the
 * encodeURIComponent values written before it too.
 */
const jar = Cookies.withAttributes({ path: '/', sameSite: 'Lax' });

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
  token: string;
  user: unknown;
  branches: unknown;
  flags: Record<AccessFlag, boolean>;
}

/** Writes the promoter's cookies at login: token, user, user_sucursales and the access flags. */
export function writePromoterCookies(c: PromoterCookies, now = Date.now()): void {
  writeCookie(COOKIE.token, c.token, PROMOTER_COOKIE_HOURS, now);
  writeCookie(COOKIE.user, JSON.stringify(c.user), PROMOTER_COOKIE_HOURS, now);
  writeCookie(COOKIE.userBranches, JSON.stringify(c.branches), PROMOTER_COOKIE_HOURS, now);
  writeCookie(COOKIE.cnca, String(c.flags.cnca), PROMOTER_COOKIE_HOURS, now);
  writeCookie(COOKIE.libranza, String(c.flags.libranza), PROMOTER_COOKIE_HOURS, now);
}

/** Writes the customer's cookie (24 hours). */
export function writeClientCookie(client: unknown, now = Date.now()): void {
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
