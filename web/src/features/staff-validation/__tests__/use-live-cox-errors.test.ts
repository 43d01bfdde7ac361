// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { sessionStore } from '@/stores/session';

import { useLiveCoxErrors } from '../hooks/use-live';

const h = vi.hoisted(() => ({
  db: {},
  listeners: [] as { q: unknown; next: (s: unknown) => void; fail: () => void }[],
}));

vi.mock('reactfire', () => ({
  useDatabase: () => h.db,
  useSigninCheck: () => ({ status: 'success', data: { signedIn: true, user: { uid: 'bp:900' } } }),
}));
vi.mock('firebase/database', () => ({
  ref: (_db: unknown, path: string) => path,
  query: (path: string, ...cs: unknown[]) => ({ path, cs }),
  orderByChild: (c: string) => ['orderByChild', c],
  equalTo: (v: string) => ['equalTo', v],
  onValue: (q: unknown, next: (s: unknown) => void, fail: () => void) => {
    h.listeners.push({ q, next, fail });
    return () => undefined;
  },
}));

const snapOf = (children: Record<string, object>) => ({
  forEach: (fn: (c: { key: string; val: () => unknown }) => void) => {
    for (const key of Object.keys(children)) fn({ key, val: () => children[key] });
  },
});

afterEach(() => {
  cleanup(); // before the session changes under a mounted hook
  h.listeners = [];
  sessionStore.reset();
});

describe('useLiveCoxErrors', () => {
  it("reads errors/cox one branch of the admin's at a time, never whole, and merges them", () => {
    sessionStore.set({
      username: 'sofia',
      dataSeller: '2000000002',
      role: 'Supervisor',
      branches: [{ branchID: 'SUC-0101' }, { branchID: 'SUC-0202' }],
    });
    const { result } = renderHook(() => useLiveCoxErrors());
    // The rules refuse errors/cox whole and another branch's records (docs/contract.md).
    expect(h.listeners.map((l) => l.q)).toEqual([
      {
        path: 'errors/cox',
        cs: [
          ['orderByChild', 'branch'],
          ['equalTo', 'SUC-0101'],
        ],
      },
      {
        path: 'errors/cox',
        cs: [
          ['orderByChild', 'branch'],
          ['equalTo', 'SUC-0202'],
        ],
      },
    ]);
    act(() => h.listeners[0]!.next(snapOf({ 'PB-1': { requestId: 'F1', branch: 'SUC-0101' } })));
    expect(result.current.state).toBe('loading'); // until every branch answered
    act(() =>
      h.listeners[1]!.next(
        snapOf({ 'PB-2': { requestId: 'F2', branch: 'SUC-0202', attended: true } }),
      ),
    );
    const ids =
      result.current.state === 'ready' ? result.current.value.map((e) => e.probankNumber) : [];
    expect(ids).toEqual(['PB-1']); // the attended one is left out
    act(() => h.listeners[1]!.fail());
    expect(result.current.state).toBe('denied');
  });

  it.each([
    ['no branches', []],
    ['an empty branch id', [{ branchID: 'SUC-0101' }, { branchID: '' }]],
  ])('with %s reads nothing and fails with the spec message', (_, branches) => {
    sessionStore.set({ username: 'x', dataSeller: '1', role: 'Gerente', branches });
    const { result } = renderHook(() => useLiveCoxErrors(true));
    expect(h.listeners.filter((l) => JSON.stringify(l.q).includes('""'))).toEqual([]);
    expect(result.current).toEqual({ state: 'missing', message: 'Invalid or empty array of IDs.' });
  });
});
