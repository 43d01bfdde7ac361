// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { NotLiveError, useWhenLive } from '../use-when-live';

afterEach(() => {
  vi.useRealTimers();
});

/** The hook mounted and its handlers attached (the microtask after the first commit). */
async function mounted<P, T>(hook: (p: P) => T, initialProps: P) {
  const r = renderHook(hook, { initialProps });
  await waitFor(() => expect((r.result.current as { attached: boolean }).attached).toBe(true));
  return r;
}

describe('useWhenLive', () => {
  it('not attached in the first commit, attached right after it', async () => {
    const seen: boolean[] = [];
    renderHook(() => seen.push(useWhenLive(false, 'v').attached));
    expect(seen[0]).toBe(false);
    await waitFor(() => expect(seen.at(-1)).toBe(true));
  });

  it('a wait asked for before live gets the value of the render that is live, not its own', async () => {
    const { result, rerender } = await mounted(({ live, v }) => useWhenLive(live, v), {
      live: false,
      v: { db: null as string | null },
    });
    const got = result.current.whenLive();
    let settled = false;
    void got.then(() => (settled = true));
    rerender({ live: false, v: { db: null } });
    await Promise.resolve();
    expect(settled).toBe(false);
    rerender({ live: true, v: { db: 'live-db' } });
    await expect(got).resolves.toEqual({ db: 'live-db' });
  });

  it('once live, at once', async () => {
    const { result } = await mounted(() => useWhenLive(true, 7), {});
    await expect(result.current.whenLive()).resolves.toBe(7);
  });

  it('a session not live within the patience: NotLiveError, and a later live does not revive it', async () => {
    const { result, rerender } = await mounted(({ live }) => useWhenLive(live, live, 1000), {
      live: false,
    });
    vi.useFakeTimers();
    const got = result.current.whenLive();
    const failed = expect(got).rejects.toBeInstanceOf(NotLiveError);
    await act(() => vi.advanceTimersByTimeAsync(999));
    let settled = false;
    void got.then(
      () => (settled = true),
      () => (settled = true),
    );
    await Promise.resolve();
    expect(settled).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await failed;
    rerender({ live: true });
    await expect(got).rejects.toBeInstanceOf(NotLiveError);
  });

  it('the screen unmounts before live (the session refused): the wait is rejected', async () => {
    const { result, unmount } = await mounted(() => useWhenLive(false, 1), {});
    const got = result.current.whenLive();
    unmount();
    await expect(got).rejects.toBeInstanceOf(NotLiveError);
  });
});
