// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

import { lifecycle } from '@/lib/api';
import { FIREBASE_TOKEN_HEADER } from '@/lib/http';
import { sessionStore } from '@/stores/session';

const firebase = vi.hoisted(() => ({
  currentIdToken: vi.fn(() => Promise.resolve('id-token-1' as string | null)),
  signInWithFirebaseToken: vi.fn(() => Promise.resolve()),
  signOutOfFirebase: vi.fn(() => Promise.resolve()),
}));
vi.mock('@/lib/firebase', () => firebase);

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
});

describe('the app lifecycle refresh', () => {
  it('sends the Firebase ID token so the functions know whose standing to re-check', async () => {
    const fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(new Response(JSON.stringify({ data: { success: false } }), { status: 200 })),
    );
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'info').mockImplementation(() => {});
    await lifecycle.refresh('refresh-1');
    const [url, init] = fetchMock.mock.calls[0]!;
    const headers = init?.headers as Record<string, string>;
    expect(url).toBe('/api/session/refresh');
    expect(headers[FIREBASE_TOKEN_HEADER]).toBe('id-token-1');
    expect(headers.Authorization).toBeUndefined();
    expect(JSON.parse(String(init?.body))).toMatchObject({
      token: 'refresh-1',
      applicationId: 'OPPNP',
    });
  });

  it('signs in again with the fresh custom token and keeps the re-checked branches', async () => {
    await lifecycle.onRenewed?.({
      firebaseToken: 'custom-2',
      branches: [{ branchID: 'SUC-0202' }],
      promoterBlocked: false,
    });
    expect(firebase.signInWithFirebaseToken).toHaveBeenCalledWith('custom-2');
    expect(sessionStore.get().branches).toEqual([{ branchID: 'SUC-0202' }]);
  });

  it('signs a blocked promoter out of Firebase', async () => {
    await lifecycle.onBlocked?.('Tu usuario de promotor se encuentra bloqueado.');
    expect(firebase.signOutOfFirebase).toHaveBeenCalled();
  });
});
