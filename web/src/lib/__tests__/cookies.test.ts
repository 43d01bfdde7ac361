// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  clearSessionCookies,
  CLIENT_COOKIE_HOURS,
  COOKIE,
  hasAccessFlag,
  PROMOTER_COOKIE_HOURS,
  readClientCookie,
  readCookie,
  writeCookie,
  readUserCookie,
  writeClientCookie,
  writePromoterCookies,
} from '@/lib/cookies';

const NOW = Date.UTC(2026, 10, 22, 10, 0, 0);

/** Every string written to document.cookie while `fn` runs (jsdom does not read attributes back). */
function written(fn: () => void): string[] {
  const real = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  const calls: string[] = [];
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => real.get!.call(document) as string,
    set: (v: string) => {
      calls.push(v);
      real.set!.call(document, v);
    },
  });
  try {
    fn();
    return calls;
  } finally {
    delete (document as unknown as Record<string, unknown>).cookie;
  }
}

afterEach(() => vi.restoreAllMocks());

describe('cookie lifetimes', () => {
  it.each([
    ['token', 8, 'Sun, 22 Nov 2026 18:00:00 GMT'],
    ['user', 8, 'Sun, 22 Nov 2026 18:00:00 GMT'],
    ['user_sucursales', 8, 'Sun, 22 Nov 2026 18:00:00 GMT'],
    ['client', 24, 'Mon, 23 Nov 2026 10:00:00 GMT'],
  ] as const)(
    '%s expires after %i hours, on path /, Secure and SameSite=Strict',
    (name, hours, expires) => {
      expect(written(() => writeCookie(name, 'v', hours, NOW))).toEqual([
        `${name}=v; path=/; sameSite=Strict; secure; expires=${expires}`,
      ]);
    },
  );

  it('writes every promoter cookie for 8 h and the client cookie for 24 h', () => {
    const promoter = written(() =>
      writePromoterCookies({ user: {}, branches: [], flags: { cnca: true, libranza: false } }, NOW),
    );
    // No token cookie: the gateway bearer is in the auth state only.
    expect(promoter.map((c) => c.split('=')[0])).toEqual([
      'user',
      'user_sucursales',
      'cnca_access',
      'libranza_access',
    ]);
    for (const c of promoter) expect(c).toContain('; expires=Sun, 22 Nov 2026 18:00:00 GMT');
    const client = written(() => writeClientCookie({ requestId: 'R1', folio: 'F-1' }, NOW));
    expect(client).toHaveLength(1);
    expect(client[0]).toContain('; expires=Mon, 23 Nov 2026 10:00:00 GMT');
  });

  it('uses 8 h for the promoter cookies and 24 h for the client cookie', () => {
    expect(PROMOTER_COOKIE_HOURS).toBe(8);
    expect(CLIENT_COOKIE_HOURS).toBe(24);
  });

  it('logout expires every cookie of the session on path /', () => {
    const gone = written(clearSessionCookies);
    expect(gone.map((c) => c.split('=')[0])).toEqual(Object.values(COOKIE));
    for (const c of gone) {
      expect(c).toMatch(/^[a-z_]+=; path=\/; sameSite=Strict; secure; expires=/);
      expect(Date.parse(c.split('expires=')[1]!)).toBeLessThan(Date.now());
    }
  });
});

describe('cookie values', () => {
  it('reads JSON and symbols back exactly', () => {
    const value = '{"a":"b; c=d","ñ":"%20 + é"}';
    writeCookie(COOKIE.user, value, 1);
    expect(readCookie(COOKIE.user)).toBe(value);
  });

  it('reads a cookie written with encodeURIComponent (before js-cookie)', () => {
    document.cookie = `client=${encodeURIComponent('{"uuid":"u-1"}')}; path=/`;
    expect(readClientCookie()).toEqual({ uuid: 'u-1' });
  });

  it('an unknown or malformed cookie reads as null', () => {
    expect(readCookie('nope')).toBeNull();
    document.cookie = 'user=%7Bnot-json; path=/';
    expect(readUserCookie()).toBeNull();
  });
});

describe('cookie store', () => {
  it('keeps the promoter cookies and access flags, and clears them at logout', () => {
    writePromoterCookies({
      user: { username: 'ana', dataSeller: '1001' },
      branches: [{ branchID: 'B1' }],
      flags: { cnca: true, libranza: false },
    });
    expect(readCookie(COOKIE.token)).toBeNull();
    expect(readUserCookie()).toEqual({ username: 'ana', dataSeller: '1001' });
    expect(JSON.parse(readCookie('user_sucursales')!)).toEqual([{ branchID: 'B1' }]);
    expect(hasAccessFlag('cnca')).toBe(true);
    expect(hasAccessFlag('libranza')).toBe(false);
    clearSessionCookies();
    expect(readUserCookie()).toBeNull();
    expect(hasAccessFlag('cnca')).toBe(false);
  });

  it('keeps the client as JSON', () => {
    writeClientCookie({ requestId: 'R9', folio: 'F-9' });
    expect(readClientCookie()).toEqual({ requestId: 'R9', folio: 'F-9' });
  });

  it('drops an expired cookie', () => {
    writePromoterCookies(
      { user: { name: 'old' }, branches: [], flags: { cnca: true, libranza: true } },
      Date.now() - 9 * 3_600_000,
    );
    expect(readUserCookie()).toBeNull();
    expect(hasAccessFlag('cnca')).toBe(false);
  });
});
