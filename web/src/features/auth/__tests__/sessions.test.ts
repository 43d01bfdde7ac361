import { afterEach, describe, expect, it, vi } from 'vitest';

import { prefetchCustomerSession, startCustomerSession } from '@/features/auth/api/customer-session';
import { logout } from '@/features/auth/api/logout';
import { COOKIE, readClientCookie, readCookie, writePromoterCookies } from '@/lib/cookies';
import type { HttpClient } from '@/lib/http';
import { authStore } from '@/stores/auth';
import { sessionStore } from '@/stores/session';

function http(post: (...args: unknown[]) => Promise<unknown>) {
  return { post: vi.fn(post), get: vi.fn(), request: vi.fn() } as unknown as HttpClient & {
    post: ReturnType<typeof vi.fn>;
  };
}

afterEach(() => {
  authStore.reset();
  sessionStore.reset();
});

describe('logout', () => {
  function loggedIn() {
    authStore.set({
      tokenPromoter: 'a',
      tokenRefresh: 'r',
      tokenExpirationDate: 1,
      refreshTokenExpirationDate: 2,
    });
    sessionStore.set({ username: 'ana', dataSeller: '1000123', role: 'Promotor' });
    writePromoterCookies({
      token: 'a',
      user: {},
      branches: [],
      flags: { cnca: true, libranza: true },
    });
  }

  it.each([
    ['the call succeeds', () => Promise.resolve({})],
    ['the call fails', () => Promise.reject(new Error('offline'))],
  ])('clears tokens, cookies and session when %s; the call is a logout', async (_, answer) => {
    loggedIn();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const client = http(answer);
    const signOut = vi.fn(() => Promise.resolve());
    await logout(client, signOut);
    expect(client.post).toHaveBeenCalledWith(
      '/api/session/logout',
      expect.objectContaining({
        channel: 'OPPNP',
        bp: '1000123',
        deviceId: expect.stringMatching(/^[0-9a-f]{64}$/),
      }),
      { logout: true },
    );
    expect(authStore.get().tokenPromoter).toBeNull();
    expect(readCookie(COOKIE.token)).toBeNull();
    expect(readCookie(COOKIE.cnca)).toBeNull();
    expect(sessionStore.get().dataSeller).toBe('');
    expect(signOut).toHaveBeenCalled();
  });
});

describe('customer session', () => {
  it('keeps the customer token (used first) and the client cookie, then signs in', async () => {
    const client = http(() =>
      Promise.resolve({
        tokenClient: 'cust',
        tokenTTL: 600,
        firebaseToken: 'ct',
        requestId: 'R1',
        folio: 'F-77',
      }),
    );
    const signIn = vi.fn(() => Promise.resolve());
    await startCustomerSession('uuid-1', { http: client, signIn, now: Date.now });
    expect(client.post).toHaveBeenCalledWith(
      '/api/session/customer',
      { uuid: 'uuid-1' },
      { auth: false },
    );
    expect(authStore.get().tokenClient).toBe('cust');
    expect(readClientCookie()).toEqual({ uuid: 'uuid-1', requestId: 'R1', folio: 'F-77' });
    expect(signIn).toHaveBeenCalledWith('ct');
  });

  const answer = (requestId: string) => ({
    tokenClient: `cust-${requestId}`,
    tokenTTL: 600,
    firebaseToken: `ct-${requestId}`,
    requestId,
    folio: 'F-77',
  });

  it('takes a prefetched POST once: nothing is stored before the page takes it', async () => {
    let n = 0;
    const client = http(() => Promise.resolve(answer(`R${++n}`)));
    const signIn = vi.fn(() => Promise.resolve());
    prefetchCustomerSession('uuid-2', client);
    prefetchCustomerSession('uuid-2', client);
    expect(client.post).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    expect(authStore.get().tokenClient).toBeNull();

    await startCustomerSession('uuid-2', { http: client, signIn, now: Date.now });
    expect(client.post).toHaveBeenCalledTimes(1);
    expect(authStore.get().tokenClient).toBe('cust-R1');
    expect(signIn).toHaveBeenCalledWith('ct-R1');

    await startCustomerSession('uuid-2', { http: client, signIn, now: Date.now });
    expect(client.post).toHaveBeenCalledTimes(2);
    expect(authStore.get().tokenClient).toBe('cust-R2');
  });

  it("gives a prefetched expired link's error to the page, and asks again after it", async () => {
    const expired = Object.assign(new Error('El enlace ha expirado'), { status: 410 });
    const client = http(() => Promise.reject(expired));
    const signIn = vi.fn(() => Promise.resolve());
    prefetchCustomerSession('uuid-3', client);
    await expect(
      startCustomerSession('uuid-3', { http: client, signIn, now: Date.now }),
    ).rejects.toBe(expired);
    expect(signIn).not.toHaveBeenCalled();
    expect(authStore.get().tokenClient).toBeNull();
    await expect(
      startCustomerSession('uuid-3', { http: client, signIn, now: Date.now }),
    ).rejects.toBe(expired);
    expect(client.post).toHaveBeenCalledTimes(2);
  });
});
