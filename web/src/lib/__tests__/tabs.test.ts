// @vitest-environment jsdom
/**
 * Two tabs of one promoter session: the persisted auth store follows the other tab's writes, and
 * a tab whose renewal waited adopts the tokens the other tab got (the gateway revokes the tokens a
 * refresh replaces, so refreshing again with the old refresh token would end the session).
 */
import { describe, expect, it, vi } from 'vitest';

import { renewTokens } from '@/lib/tokens';
import type { LifecycleDeps, RefreshResponse } from '@/lib/tokens';
import { emptyAuth } from '@/stores/auth';
import type { AuthState } from '@/stores/auth';
import { createStore } from '@/stores/create-store';
import { MIN, NOW, promoter, recordingLogger } from '@/testing/lifecycle';

const KEY = 'oppnp.test-auth';

/** A tab: its own store over the shared localStorage, and its own lifecycle. */
function tab(refresh: (rt: string) => Promise<RefreshResponse>) {
  const auth = createStore<AuthState>(emptyAuth, { persistKey: KEY });
  const deps: LifecycleDeps = {
    auth,
    refresh: vi.fn(refresh),
    navigate: vi.fn(),
    currentPath: () => '/home',
    logger: recordingLogger([]),
    now: () => NOW,
    onCleared: vi.fn(),
  };
  return deps;
}

/** What the browser does in the other tabs when one writes localStorage. */
function otherTabSees(key: string) {
  window.dispatchEvent(
    new StorageEvent('storage', {
      key,
      newValue: localStorage.getItem(key),
      storageArea: localStorage,
    }),
  );
}

const renewed: RefreshResponse = {
  data: {
    success: true,
    token: 'access-new',
    tokenRefresh: 'refresh-new',
    tokenTTL: 900,
    tokenRefreshTTL: 3600,
  },
};

describe('a promoter session in two tabs', () => {
  it('a reload or a second tab starts from the stored tokens', () => {
    const a = tab(() => Promise.resolve(renewed));
    a.auth.set(promoter(10 * MIN, 60 * MIN));
    const b = tab(() => Promise.resolve(renewed));
    expect(b.auth.get()).toEqual(a.auth.get());
  });

  it('follows the other tab: new tokens, and a logout', () => {
    const a = tab(() => Promise.resolve(renewed));
    const b = tab(() => Promise.resolve(renewed));
    a.auth.set(promoter(10 * MIN, 60 * MIN));
    const seen = vi.fn();
    b.auth.subscribe(seen);
    otherTabSees(KEY);
    expect(b.auth.get().tokenPromoter).toBe('access-old');
    expect(seen).toHaveBeenCalledTimes(1);
    a.auth.reset();
    otherTabSees(KEY);
    expect(b.auth.get()).toEqual(emptyAuth);
  });

  it('ignores other keys and its own unchanged value', () => {
    const a = tab(() => Promise.resolve(renewed));
    a.auth.set(promoter(10 * MIN, 60 * MIN));
    const seen = vi.fn();
    a.auth.subscribe(seen);
    otherTabSees(KEY);
    otherTabSees('oppnp.other');
    expect(seen).not.toHaveBeenCalled();
  });

  it("the tab that renews second adopts the first one's tokens instead of refreshing", async () => {
    const a = tab(() => Promise.resolve(renewed));
    a.auth.set(promoter(1 * MIN, 60 * MIN));
    // The gateway revokes refresh-old once a has used it.
    const b = tab(() => Promise.reject(new Error('REFRESH_INVALID')));
    expect(b.auth.get().tokenPromoter).toBe('access-old');

    expect(await renewTokens(a)).toBe('refreshed');
    expect(a.refresh).toHaveBeenCalledWith('refresh-old');
    // b's timer fires before the storage event reached it.
    expect(await renewTokens(b)).toBe('refreshed');
    expect(b.refresh).not.toHaveBeenCalled();
    expect(b.auth.get()).toMatchObject({
      tokenPromoter: 'access-new',
      tokenRefresh: 'refresh-new',
    });
    expect(b.onCleared).not.toHaveBeenCalled();
  });

  it('a tab alone still refreshes, and a refused refresh still fails', async () => {
    const a = tab(() => Promise.reject(new Error('REFRESH_INVALID')));
    a.auth.set(promoter(1 * MIN, 60 * MIN));
    expect(await renewTokens(a)).toBe('failed');
    expect(a.refresh).toHaveBeenCalledWith('refresh-old');
  });
});
