// @vitest-environment jsdom
import { act, cleanup, render, waitFor } from '@testing-library/react';
import type { Auth } from 'firebase/auth';
import type { Database } from 'firebase/database';
import { createElement } from 'react';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  credentialOf,
  linkIdOf,
  linkUid,
  openLinkSession,
  resetLinkSessions,
} from '@/entities/link-session/session';
import type { StartSession } from '@/entities/link-session/session';
import { useLinkFolio, useLinkSession } from '@/entities/link-session/use-link-session';
import type { WatchFolio } from '@/entities/link-session/use-link-session';
import { ApiError } from '@/lib/http';
import { authStore } from '@/stores/auth';

afterEach(() => {
  // The pages go first: a mounted page would open its link again once the session is reset.
  cleanup();
  authStore.reset();
  resetLinkSessions();
});

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

  it('after a reload, reuses the kept session from the link id in the address', async () => {
    authStore.set({ tokenClient: 'kept' });
    const linkId = await linkIdOf('u-1');
    const { auth } = fakeAuth(`link:${linkId}`, { requestId: 'R-kept' });
    const start = vi.fn(() => Promise.resolve({ requestId: 'R-new' }));
    await expect(openLinkSession(linkId, auth, start)).resolves.toEqual({
      requestId: 'R-kept',
      uid: `link:${linkId}`,
    });
    expect(start).not.toHaveBeenCalled();
  });

  it('keeps the exchanged credential in memory for its link id, for a new session (the unique welcome)', async () => {
    const linkId = await linkIdOf('u-1');
    expect(credentialOf(linkId)).toBe(linkId);
    const start = vi.fn(() => Promise.resolve({ requestId: 'R-1' }));
    await openLinkSession('u-1', fakeAuth(null).auth, start);
    expect(credentialOf(linkId)).toBe('u-1');
    // The tokens were cleared (a 401): the page at the link id's address sends the credential.
    await openLinkSession(linkId, fakeAuth(null).auth, start);
    expect(start).toHaveBeenLastCalledWith('u-1', undefined);
  });
});

/** Renders `hook` as the page of a memory router at `path` (a `/folio/:uuid/:page` route). */
function onRoute<T>(path: string, hook: (segment: string) => T) {
  const result = { current: undefined as T };
  const Page = () => {
    result.current = hook(useParams().uuid ?? '');
    return null;
  };
  const router = createMemoryRouter(
    [{ path: '/folio/:uuid/:page', element: createElement(Page) }],
    {
      initialEntries: [path],
    },
  );
  render(createElement(RouterProvider, { router }));
  return { result, router };
}

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
    const { result } = onRoute('/folio/u-1/bienvenida', (segment) =>
      useLinkSession(segment, auth, start, 'Sin acceso'),
    );
    expect(result.current).toMatchObject({ kind: 'opening' });
    await waitFor(() => expect(result.current).toMatchObject({ kind: 'refused', message }));
  });

  it('is ready with the request id and the link uid', async () => {
    const { auth } = fakeAuth(null);
    const start = () => Promise.resolve({ requestId: 'R-9' });
    const uid = await linkUid('u-9');
    const { result } = onRoute('/folio/u-9/bienvenida', (segment) =>
      useLinkSession(segment, auth, start, 'Sin acceso'),
    );
    await waitFor(() =>
      expect(result.current).toMatchObject({ kind: 'ready', requestId: 'R-9', uid }),
    );
  });

  it('once ready, replaces the address: the link id instead of the credential, the query kept', async () => {
    const { auth } = fakeAuth(null);
    const start = () => Promise.resolve({ requestId: 'R-9' });
    const { router } = onRoute('/folio/u-9/bienvenida?x=1', (segment) =>
      useLinkSession(segment, auth, start, 'Sin acceso'),
    );
    const linkId = await linkIdOf('u-9');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/folio/${linkId}/bienvenida`));
    expect(router.state.location.search).toBe('?x=1');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('leaves the address alone while the session is refused', async () => {
    const { auth } = fakeAuth(null);
    const start = () => Promise.reject(new Error('offline'));
    const { result, router } = onRoute('/folio/u-9/bienvenida', (segment) =>
      useLinkSession(segment, auth, start, 'Sin acceso'),
    );
    await waitFor(() => expect(result.current).toMatchObject({ kind: 'refused' }));
    expect(router.state.location.pathname).toBe('/folio/u-9/bienvenida');
  });
});

describe('the session owner', () => {
  it("a link's next page reuses its open session: no second opening", async () => {
    const { auth } = fakeAuth(null);
    const start = vi.fn(() => Promise.resolve({ requestId: 'R-9' }));
    const first = onRoute('/folio/u-9/bienvenida', (segment) =>
      useLinkSession(segment, auth, start, 'Sin acceso'),
    );
    await waitFor(() => expect(first.result.current).toMatchObject({ kind: 'ready' }));
    const linkId = await linkIdOf('u-9');
    const next = onRoute(`/folio/${linkId}/consentimiento-ine`, (segment) =>
      useLinkSession(segment, auth, start, 'Sin acceso'),
    );
    expect(next.result.current).toMatchObject({ kind: 'ready', requestId: 'R-9' });
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('a cleared customer token (a 401) ends the session: the page opens a new one', async () => {
    const { auth } = fakeAuth(null);
    const start = vi.fn(() => {
      authStore.set({ tokenClient: 'issued' });
      return Promise.resolve({ requestId: 'R-9' });
    });
    const { result } = onRoute('/folio/u-9/bienvenida-unica', (segment) =>
      useLinkSession(segment, auth, start, 'Sin acceso'),
    );
    await waitFor(() => expect(result.current).toMatchObject({ kind: 'ready' }));
    act(() => authStore.set({ tokenClient: null }));
    await waitFor(() => expect(start).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(result.current).toMatchObject({ kind: 'ready' }));
    // The second opening sent the credential this page exchanged, not the link id in the address.
    expect(start).toHaveBeenLastCalledWith('u-9', expect.any(Function));
  });
});

describe('useLinkFolio', () => {
  /**
   * A watch whose reads the database refuses `refusals` times, then answers with the folio. A read
   * the page stopped before its answer (the address's swap for the link id reads again) is not
   * counted.
   */
  function watchRefusing(refusals: number) {
    let refused = 0;
    const watch: WatchFolio<{ status: string }> = (_db, _id, onData, onError) => {
      let stopped = false;
      queueMicrotask(() => {
        if (stopped) return;
        if (refused < refusals) {
          refused += 1;
          onError(new Error('permission_denied'));
        } else onData({ status: 'documentsReprocessing' });
      });
      return () => {
        stopped = true;
      };
    };
    return { watch, refused: () => refused };
  }

  function openFolio(watch: WatchFolio<{ status: string }>, start: StartSession) {
    const { auth } = fakeAuth(null);
    const db = {} as Database;
    const session = { start, invalid: 'Inválido', noAccess: 'Sin acceso' };
    return onRoute('/folio/u-5/documentos', (segment) => {
      const state = useLinkSession(segment, auth, start, 'Sin acceso');
      const folio = useLinkFolio(watch, db, state, { uuid: segment, ...session });
      return { state, folio };
    });
  }

  it.each([
    ['once', 1],
    ['twice', 2],
  ])(
    'a first read refused %s while the functions still open the link is read again: the folio shows',
    async (_, refusals) => {
      const { watch, refused } = watchRefusing(refusals);
      const start = vi.fn(() => Promise.resolve({ requestId: 'R-5' }));
      const { result } = openFolio(watch, start);
      await waitFor(() =>
        expect(result.current.folio).toEqual({ status: 'documentsReprocessing' }),
      );
      expect(result.current.state).toMatchObject({ kind: 'ready' });
      expect(refused()).toBe(refusals);
    },
  );

  it('a read refused every time is refused with noAccess after the retries', async () => {
    const { watch, refused } = watchRefusing(Infinity);
    const start = vi.fn(() => Promise.resolve({ requestId: 'R-5' }));
    const { result } = openFolio(watch, start);
    await waitFor(() =>
      expect(result.current.state).toMatchObject({ kind: 'refused', message: 'Sin acceso' }),
    );
    // The first read and two more (a fourth when the address's swap for the link id read again
    // before the first refusal was checked), each refusal checked with the functions.
    expect(refused()).toBeGreaterThanOrEqual(3);
    expect(refused()).toBeLessThanOrEqual(4);
    expect(start).toHaveBeenCalledTimes(refused() + 1);
    expect(result.current.folio).toBeNull();
  });

  it('a link the functions refuse too shows their message, with no read again', async () => {
    const { watch, refused } = watchRefusing(Infinity);
    let sessions = 0;
    const start = vi.fn(() =>
      sessions++ === 0
        ? Promise.resolve({ requestId: 'R-5' })
        : Promise.reject(new ApiError('Este enlace ya fue utilizado', 'E409', 409)),
    );
    const { result } = openFolio(watch, start);
    await waitFor(() =>
      expect(result.current.state).toMatchObject({
        kind: 'refused',
        message: 'Este enlace ya fue utilizado',
      }),
    );
    expect(refused()).toBe(1);
  });
});
