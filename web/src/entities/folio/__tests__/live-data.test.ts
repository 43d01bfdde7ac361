// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { live as copy } from '@/copy/es';
import { useLiveChildren, useLiveFolio, usePagedList } from '@/entities/folio/live-data';

const h = vi.hoisted(() => ({
  db: {},
  signin: { status: 'loading', data: undefined } as {
    status: string;
    data?: { signedIn: boolean; user?: { uid: string } };
  },
  listeners: [] as { q: unknown; next: (s: unknown) => void; fail: (e: Error) => void }[],
}));

vi.mock('reactfire', () => ({ useDatabase: () => h.db, useSigninCheck: () => h.signin }));
vi.mock('@/lib/remote-config', () => ({ remoteConfig: () => ({ read: async () => 2 }) }));
vi.mock('firebase/database', () => ({
  ref: (_db: unknown, path: string) => ({ path }),
  query: (r: { path: string }, ...cs: unknown[]) => ({ path: r.path, cs }),
  orderByChild: (c: string) => ['orderByChild', c],
  startAt: (v: string) => ['startAt', v],
  endAt: (v: string) => ['endAt', v],
  endBefore: (v: string, k: string) => ['endBefore', v, k],
  limitToLast: (n: number) => ['limitToLast', n],
  onValue: (q: unknown, next: (s: unknown) => void, fail: (e: Error) => void) => {
    const l = { q, next, fail };
    h.listeners.push(l);
    return () => {
      h.listeners = h.listeners.filter((x) => x !== l);
    };
  },
}));

const signedIn = (uid = 'bp:100') => {
  h.signin = { status: 'success', data: { signedIn: true, user: { uid } } };
};
const snap = (v: unknown, key = 'F1') => ({ exists: () => v !== null, val: () => v, key });
/** A query's snapshot: children in order, each with its list key under lists/status. */
const listSnap = (rows: [string, string][]) => ({
  forEach: (fn: (c: unknown) => void) => {
    for (const [id, k] of rows) {
      fn({ key: id, val: () => ({ id, lists: { status: k } }), child: () => ({ val: () => k }) });
    }
  },
});

beforeEach(() => {
  h.signin = { status: 'loading', data: undefined };
  h.listeners = [];
});

describe('the live-data layer: one folio', () => {
  it('is loading, without a listener, until Auth has restored the session', () => {
    const { result } = renderHook(() => useLiveFolio('F1'));
    expect(result.current).toEqual({ state: 'loading' });
    expect(h.listeners).toEqual([]);
  });

  it('says signed out at once, without a listener', () => {
    h.signin = { status: 'success', data: { signedIn: false } };
    const { result } = renderHook(() => useLiveFolio('F1'));
    expect(result.current).toEqual({ state: 'signedOut', message: copy.signedOut });
    expect(h.listeners).toEqual([]);
  });

  it('says missing for a folio that does not exist, and for no id', () => {
    signedIn();
    const { result } = renderHook(() => useLiveFolio('F404'));
    expect(h.listeners[0]?.q).toEqual({ path: 'requests/F404' });
    act(() => h.listeners[0]!.next(snap(null)));
    expect(result.current).toEqual({ state: 'missing', message: copy.missing });
    // docs/requirements.md §5: no id reads as the spec's 'Request id empty.'
    expect(renderHook(() => useLiveFolio(undefined)).result.current).toEqual({
      state: 'missing',
      message: 'Request id empty.',
    });
  });

  it('says denied when the rules refuse the listener', () => {
    signedIn();
    const { result } = renderHook(() => useLiveFolio('F2'));
    act(() => h.listeners[0]!.fail(new Error('permission_denied')));
    expect(result.current).toEqual({ state: 'denied', message: copy.denied });
  });

  it('follows the folio live, with its id', () => {
    signedIn();
    const { result } = renderHook(() => useLiveFolio<{ status: string }>('F1'));
    act(() => h.listeners[0]!.next(snap({ status: 'quoter' })));
    expect(result.current).toEqual({ state: 'ready', value: { status: 'quoter', id: 'F1' } });
    act(() => h.listeners[0]!.next(snap({ status: 'quoterResult' })));
    expect(result.current).toMatchObject({ value: { status: 'quoterResult' } });
  });

  it('listens again for another user after a sign-in', () => {
    h.signin = { status: 'success', data: { signedIn: false } };
    const { result, rerender } = renderHook(() => useLiveFolio('F1'));
    expect(result.current.state).toBe('signedOut');
    signedIn();
    rerender();
    expect(result.current.state).toBe('loading');
    expect(h.listeners).toHaveLength(1);
  });
});

describe('the live-data layer: query children', () => {
  it('is ready with [] for an empty result, denied when refused', () => {
    signedIn();
    const { result } = renderHook(() =>
      useLiveChildren(
        'errors',
        () => ({ path: 'errors/cox' }) as never,
        (v) => v,
      ),
    );
    act(() => h.listeners[0]!.next(listSnap([])));
    expect(result.current).toEqual({ state: 'ready', value: [] });
    act(() => h.listeners[0]!.fail(new Error('permission_denied')));
    expect(result.current.state).toBe('denied');
  });

  it('listens to several queries side by side: ready once all answered, in their order', () => {
    signedIn();
    const { result } = renderHook(() =>
      useLiveChildren(
        'errors|B1,B2',
        () => [{ path: 'B1' }, { path: 'B2' }] as never,
        (v) => v,
      ),
    );
    expect(h.listeners.map((l) => l.q)).toEqual([{ path: 'B1' }, { path: 'B2' }]);
    act(() => h.listeners[1]!.next(listSnap([['F2', 'k2']])));
    expect(result.current.state).toBe('loading');
    act(() => h.listeners[0]!.next(listSnap([['F1', 'k1']])));
    expect(result.current).toEqual({
      state: 'ready',
      value: [
        { id: 'F1', lists: { status: 'k1' } },
        { id: 'F2', lists: { status: 'k2' } },
      ],
    });
  });

  it('is ready with [] when there is no query at all', () => {
    signedIn();
    const { result } = renderHook(() =>
      useLiveChildren(
        'none',
        () => [],
        (v) => v,
      ),
    );
    expect(h.listeners).toEqual([]);
    expect(result.current).toEqual({ state: 'ready', value: [] });
  });
});

describe('the live-data layer: a paged list', () => {
  const ranges = [{ orderBy: 'lists/status' as const, prefix: 'fileValidation|' }];
  const map = (v: unknown, id: string) => ({ ...(v as object), id });

  it('says signed out without listening', () => {
    h.signin = { status: 'success', data: { signedIn: false } };
    const { result } = renderHook(() => usePagedList({ path: 'requests', ranges, size: 2, map }));
    expect(result.current.live).toEqual({ state: 'signedOut', message: copy.signedOut });
    expect(h.listeners).toEqual([]);
  });

  it('pages with limitToLast and "Ver más" with endBefore the oldest shown', () => {
    signedIn();
    const { result } = renderHook(() => usePagedList({ path: 'requests', ranges, size: 2, map }));
    expect(result.current.live.state).toBe('loading');
    expect(h.listeners[0]?.q).toEqual({
      path: 'requests',
      cs: [
        ['orderByChild', 'lists/status'],
        ['startAt', 'fileValidation|'],
        ['endAt', 'fileValidation|\uf8ff'],
        ['limitToLast', 2],
      ],
    });
    act(() =>
      h.listeners[0]!.next(
        listSnap([
          ['F3', 'fileValidation|000000000003000'],
          ['F4', 'fileValidation|000000000004000'],
        ]),
      ),
    );
    expect(result.current.live).toMatchObject({
      state: 'ready',
      value: [{ id: 'F4' }, { id: 'F3' }],
    });
    expect(result.current.hasMore).toBe(true);

    act(() => result.current.more());
    expect(result.current.loadingMore).toBe(true);
    expect((h.listeners[1]?.q as { cs: unknown[] }).cs[2]).toEqual([
      'endBefore',
      'fileValidation|000000000003000',
      'F3',
    ]);
    act(() => h.listeners[1]!.next(listSnap([['F1', 'fileValidation|000000000001000']])));
    expect(result.current.live).toMatchObject({
      value: [{ id: 'F4' }, { id: 'F3' }, { id: 'F1' }],
    });
    expect(result.current.hasMore).toBe(false);
  });

  it('is denied when the rules refuse the query', () => {
    signedIn();
    const { result } = renderHook(() => usePagedList({ path: 'requests', ranges, size: 2, map }));
    act(() => h.listeners[0]!.fail(new Error('permission_denied')));
    expect(result.current.live).toEqual({ state: 'denied', message: copy.denied });
  });
});
