import { describe, expect, it } from 'vitest';

import {
  clearSessionCookies,
  CLIENT_COOKIE_HOURS,
  COOKIE,
  hasAccessFlag,
  PROMOTER_COOKIE_HOURS,
  readClientCookie,
  readCookie,
  readUserCookie,
  serializeCookie,
  writeClientCookie,
  writePromoterCookies,
} from '@/lib/cookies';

const NOW = Date.UTC(2026, 10, 22, 10, 0, 0);

describe('cookie lifetimes', () => {
  it.each([
    ['token', 8, 'Sun, 22 Nov 2026 18:00:00 GMT'],
    ['user', 8, 'Sun, 22 Nov 2026 18:00:00 GMT'],
    ['user_sucursales', 8, 'Sun, 22 Nov 2026 18:00:00 GMT'],
    ['client', 24, 'Mon, 23 Nov 2026 10:00:00 GMT'],
  ])('%s expires after %i hours', (name, hours, expires) => {
    expect(serializeCookie(name, 'v', hours, NOW)).toBe(
      `${name}=v; expires=${expires}; path=/; SameSite=Lax`,
    );
  });

  it('uses 8 h for the promoter cookies and 24 h for the client cookie', () => {
    expect(PROMOTER_COOKIE_HOURS).toBe(8);
    expect(CLIENT_COOKIE_HOURS).toBe(24);
  });
});

describe('cookie store', () => {
  it('keeps the promoter cookies and access flags, and clears them at logout', () => {
    writePromoterCookies({
      token: 'tok',
      user: { username: 'ana', dataSeller: '1001' },
      branches: [{ branchID: 'B1' }],
      flags: { cnca: true, libranza: false },
    });
    expect(readCookie(COOKIE.token)).toBe('tok');
    expect(readUserCookie()).toEqual({ username: 'ana', dataSeller: '1001' });
    expect(JSON.parse(readCookie('user_sucursales')!)).toEqual([{ branchID: 'B1' }]);
    expect(hasAccessFlag('cnca')).toBe(true);
    expect(hasAccessFlag('libranza')).toBe(false);
    clearSessionCookies();
    expect(readCookie(COOKIE.token)).toBeNull();
    expect(hasAccessFlag('cnca')).toBe(false);
  });

  it('keeps the client as JSON', () => {
    writeClientCookie({ uuid: 'u-1', folio: 'F-9' });
    expect(readClientCookie()).toEqual({ uuid: 'u-1', folio: 'F-9' });
  });

  it('drops an expired cookie', () => {
    writePromoterCookies(
      { token: 'old', user: {}, branches: [], flags: { cnca: true, libranza: true } },
      Date.now() - 9 * 3_600_000,
    );
    expect(readCookie(COOKIE.token)).toBeNull();
    expect(hasAccessFlag('cnca')).toBe(false);
  });
});
