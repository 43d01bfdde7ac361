import { renderHook, waitFor } from '@testing-library/react';
import type { Auth } from 'firebase/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/lib/http';
import { linkIdOf, linkUid, openLinkSession, useLinkSession } from '@/lib/link-session';
import { authStore } from '@/stores/auth';

afterEach(() => authStore.reset());

/** An Auth whose persisted user (if any) carries `claims`. */
function fakeAuth(uid: string | null, claims: Record<string, unknown> = {}) {
  const authStateReady = vi.fn(() => Promise.resolve());
  const currentUser = uid ? { uid, getIdTokenResult: () => Promise.resolve({ claims }) } : null;
  return { auth: { authStateReady, currentUser } as unknown as Auth, authStateReady };
}

describe('linkIdOf', () => {
  it('is the first 32 hex digits of the SHA-256, as the functions compute it', async () => {
    // sha256("abc") = ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad
    await expect(linkIdOf('abc')).resolves.toBe('ba7816bf8f01cfea414140de5dae2223');
    await expect(linkUid('abc')).resolves.toBe('link:ba7816bf8f01cfea414140de5dae2223');
  });
});

describe('openLinkSession', () => {
  it("starts a session at once without a kept customer token, never waiting for Auth's persistence", async () => {
    const uid = await linkUid('u-1');
    const { auth, authStateReady } = fakeAuth(uid, { requestId: 'R-old' });
    const start = vi.fn(() => Promise.resolve({ requestId: 'R-1' }));
    await expect(openLinkSession('u-1', auth, start)).resolves.toEqual({ requestId: 'R-1', uid });
    expect(authStateReady).not.toHaveBeenCalled();
    expect(start).toHaveBeenCalledWith('u-1', undefined);
  });

  it.each([
    ['reuses the signed-in link', 'u-1', { requestId: 'R-kept' }, 'R-kept', 0],
    ['starts over for another link', 'u-2', { requestId: 'R-kept' }, 'R-new', 1],
    ['starts over without the requestId claim', 'u-1', {}, 'R-new', 1],
    ['starts over with nobody signed in', null, {}, 'R-new', 1],
  ] as const)('with a kept customer token, %s', async (_, signedIn, claims, requestId, starts) => {
    authStore.set({ tokenClient: 'kept' });
    const { auth, authStateReady } = fakeAuth(signedIn && (await linkUid(signedIn)), claims);
    const start = vi.fn(() => Promise.resolve({ requestId: 'R-new' }));
    await expect(openLinkSession('u-1', auth, start)).resolves.toEqual({
      requestId,
      uid: await linkUid('u-1'),
    });
    expect(authStateReady).toHaveBeenCalled();
    expect(start).toHaveBeenCalledTimes(starts);
  });
});

describe('useLinkSession', () => {
  it.each([
    [
      "the functions' docs/requirements.md §8 message",
      new ApiError('El enlace ha expirado', 'E410', 410),
      'El enlace ha expirado',
    ],
    ['the fallback for anything else', new Error('offline'), 'Sin acceso'],
  ])('shows %s on failure', async (_, err, message) => {
    const { auth } = fakeAuth(null);
    // One start for every render (a new one each render would restart the session each time).
    const start = () => Promise.reject(err);
    const { result } = renderHook(() => useLinkSession('u-1', auth, start, 'Sin acceso'));
    expect(result.current[0]).toEqual({ kind: 'loading' });
    await waitFor(() => expect(result.current[0]).toEqual({ kind: 'error', message }));
  });

  it('is ready with the request id and the link uid', async () => {
    const { auth } = fakeAuth(null);
    const start = () => Promise.resolve({ requestId: 'R-9' });
    const uid = await linkUid('u-9');
    const { result } = renderHook(() => useLinkSession('u-9', auth, start, 'Sin acceso'));
    await waitFor(() =>
      expect(result.current[0]).toEqual({ kind: 'ready', requestId: 'R-9', uid }),
    );
  });
});
