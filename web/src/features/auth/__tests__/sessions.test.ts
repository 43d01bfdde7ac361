// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  prefetchCustomerSession,
  prefetchedAnswer,
  startCustomerSession,
} from '@/entities/link-session/customer-session';
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
    expect(readCookie(COOKIE.user)).toBeNull();
    expect(readCookie(COOKIE.cnca)).toBeNull();
    expect(sessionStore.get().dataSeller).toBe('');
    expect(signOut).toHaveBeenCalled();
  });

  it('sends the Firebase ID token beside the Bearer, so the functions end that user’s session', async () => {
    loggedIn();
    const client = http(() => Promise.resolve({}));
    await logout(
      client,
      () => Promise.resolve(),
      () => Promise.resolve('id-token-1'),
    );
    expect(client.post).toHaveBeenCalledWith('/api/session/logout', expect.anything(), {
      logout: true,
      headers: { 'X-Firebase-Token': 'id-token-1' },
    });
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
    // The folio, never the link's credential.
    expect(readClientCookie()).toEqual({ requestId: 'R1', folio: 'F-77' });
    expect(signIn).toHaveBeenCalledWith('ct');
  });

  const answer = (requestId: string) => ({
    tokenClient: `cust-${requestId}`,
    tokenTTL: 600,
    firebaseToken: `ct-${requestId}`,
    requestId,
    folio: 'F-77',
  });

  it('signs in ahead of the page, and stores the token only when the page takes the session', async () => {
    let n = 0;
    const client = http(() => Promise.resolve(answer(`R${++n}`)));
    const early = vi.fn(() => Promise.resolve());
    const signIn = vi.fn(() => Promise.resolve());
    expect(prefetchedAnswer('uuid-2')).toBeNull();
    prefetchCustomerSession('uuid-2', client, early);
    prefetchCustomerSession('uuid-2', client, early);
    expect(client.post).toHaveBeenCalledTimes(1);
    // The sign-in and the kept answer are two reactions to the POST: wait for both.
    await waitFor(() => {
      expect(early).toHaveBeenCalledWith('ct-R1');
      expect(prefetchedAnswer('uuid-2')).toMatchObject({ requestId: 'R1' });
    });
    expect(authStore.get().tokenClient).toBeNull();

    await startCustomerSession('uuid-2', { http: client, signIn, now: Date.now });
    expect(prefetchedAnswer('uuid-2')).toBeNull();
    expect(client.post).toHaveBeenCalledTimes(1);
    expect(signIn).not.toHaveBeenCalled();
    expect(authStore.get().tokenClient).toBe('cust-R1');
    expect(readClientCookie()).toEqual({ requestId: 'R1', folio: 'F-77' });

    // Taken once: the next session of the link asks again.
    await startCustomerSession('uuid-2', { http: client, signIn, now: Date.now });
    expect(client.post).toHaveBeenCalledTimes(2);
    expect(signIn).toHaveBeenCalledWith('ct-R2');
    expect(authStore.get().tokenClient).toBe('cust-R2');
  });

  it('waits for the early sign-in, and gives its failure to the page', async () => {
    const client = http(() => Promise.resolve(answer('R7')));
    let finish: (err?: Error) => void = () => {};
    const early = vi.fn(
      () => new Promise<void>((ok, fail) => (finish = (err) => (err ? fail(err) : ok()))),
    );
    prefetchCustomerSession('uuid-4', client, early);
    const started = startCustomerSession('uuid-4', {
      http: client,
      signIn: vi.fn(),
      now: Date.now,
    });
    await waitFor(() => expect(early).toHaveBeenCalled());
    const denied = new Error('auth/invalid-custom-token');
    finish(denied);
    await expect(started).rejects.toBe(denied);
  });

  it("gives a prefetched expired link's error to the page, and asks again after it", async () => {
    const expired = Object.assign(new Error('El enlace ha expirado'), { status: 410 });
    const client = http(() => Promise.reject(expired));
    const early = vi.fn(() => Promise.resolve());
    const signIn = vi.fn(() => Promise.resolve());
    prefetchCustomerSession('uuid-3', client, early);
    await expect(
      startCustomerSession('uuid-3', { http: client, signIn, now: Date.now }),
    ).rejects.toBe(expired);
    expect(early).not.toHaveBeenCalled();
    expect(signIn).not.toHaveBeenCalled();
    expect(authStore.get().tokenClient).toBeNull();
    await expect(
      startCustomerSession('uuid-3', { http: client, signIn, now: Date.now }),
    ).rejects.toBe(expired);
    expect(client.post).toHaveBeenCalledTimes(2);
  });
});
