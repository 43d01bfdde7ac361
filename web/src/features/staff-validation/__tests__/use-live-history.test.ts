// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { useLiveTrail } from '../hooks/use-live';

const h = vi.hoisted(() => ({
  listeners: [] as { path: string; next: (s: unknown) => void }[],
}));

vi.mock('reactfire', () => ({
  useDatabase: () => ({}),
  useSigninCheck: () => ({ status: 'success', data: { signedIn: true, user: { uid: 'bp:900' } } }),
}));
vi.mock('firebase/database', () => ({
  ref: (_db: unknown, path: string) => path,
  // A query is written down as its path and constraints, to see which page is asked for.
  query: (path: string, ...constraints: string[]) => [path, ...constraints].join('?'),
  orderByChild: (child: string) => `orderBy=${child}`,
  limitToLast: (n: number) => `limitToLast=${n}`,
  onValue: (path: string, next: (s: unknown) => void) => {
    h.listeners.push({ path, next });
    return () => undefined;
  },
}));

/** A snapshot of requestHistory/{id} whose children come in key order, as the database sends them. */
function snapOf(children: Record<string, object>) {
  return {
    forEach: (fn: (c: { key: string; val: () => unknown }) => void) => {
      for (const key of Object.keys(children).sort()) fn({ key, val: () => children[key] });
    },
  };
}

describe('useLiveTrail', () => {
  it('asks the database for the newest page only, by time', () => {
    renderHook(() => useLiveTrail('F2', 10));
    expect(h.listeners.map((x) => x.path)).toContain('requestHistory/F2?orderBy=at?limitToLast=10');
    const { rerender } = renderHook(({ n }) => useLiveTrail('F3', n), {
      initialProps: { n: 10 },
    });
    rerender({ n: 20 });
    expect(h.listeners.map((x) => x.path)).toContain('requestHistory/F3?orderBy=at?limitToLast=20');
  });

  it('lists the page by time, same-millisecond entries in key order', () => {
    const { result } = renderHook(() => useLiveTrail('F1', 10));
    const l = h.listeners.find((x) => x.path === 'requestHistory/F1?orderBy=at?limitToLast=10')!;
    act(() =>
      l.next(
        snapOf({
          a: { at: 30, from: 'quoter', to: 'documents', paths: ['status'] },
          c: { at: 10, from: null, to: 'quoter' },
          b: { at: 10, from: 'quoter', to: 'quoter', paths: ['offer/quoter/amount'] },
        }),
      ),
    );
    expect(result.current.state).toBe('ready');
    const keys = result.current.state === 'ready' ? result.current.value.map((e) => e.key) : [];
    expect(keys).toEqual(['b', 'c', 'a']);
  });
});
