import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { useLiveFolio } from '@/lib/use-live-folio';

const h = vi.hoisted(() => ({
  db: {},
  uid: undefined as string | null | undefined,
  listeners: [] as { path: string; next: (s: unknown) => void; fail: () => void }[],
}));

vi.mock('reactfire', () => ({ useDatabase: () => h.db }));
vi.mock('@/lib/use-auth-uid', () => ({ useAuthUid: () => h.uid }));
vi.mock('firebase/database', () => ({
  ref: (_db: unknown, path: string) => path,
  onValue: (path: string, next: (s: unknown) => void, fail: () => void) => {
    h.listeners.push({ path, next, fail });
    return () => undefined;
  },
}));

const snap = (v: unknown) => ({ exists: () => v !== null, val: () => v });

beforeEach(() => {
  h.uid = undefined;
  h.listeners = [];
});

describe('useLiveFolio', () => {
  it('waits for Auth to restore the session before listening', () => {
    const { result } = renderHook(() => useLiveFolio('F1'));
    expect(result.current).toEqual({ state: 'loading' });
    expect(h.listeners).toEqual([]);
  });

  it.each([
    ['signed out', 'F1', null, { state: 'missing' }],
    // docs/requirements.md §5: the data call fails with 'Request id empty.'
    ['without an id', undefined, 'uid-1', { state: 'missing', reason: 'Request id empty.' }],
    ['with an empty id', '', 'uid-1', { state: 'missing', reason: 'Request id empty.' }],
  ])('reads missing %s, without listening', (_, id, uid, want) => {
    h.uid = uid;
    const { result } = renderHook(() => useLiveFolio(id));
    expect(result.current).toEqual(want);
    expect(h.listeners).toEqual([]);
  });

  it('follows requests/{id}: the folio with its id, then missing when it goes or is refused', () => {
    h.uid = 'uid-1';
    const { result } = renderHook(() => useLiveFolio<{ status: string }>('F1'));
    expect(result.current).toEqual({ state: 'loading' });
    expect(h.listeners.map((l) => l.path)).toEqual(['requests/F1']);
    act(() => h.listeners[0]!.next(snap({ status: 'quoter' })));
    expect(result.current).toEqual({ state: 'ready', folio: { status: 'quoter', id: 'F1' } });
    act(() => h.listeners[0]!.next(snap(null)));
    expect(result.current).toEqual({ state: 'missing' });
    act(() => h.listeners[0]!.next(snap({ status: 'confirmation' })));
    act(() => h.listeners[0]!.fail());
    expect(result.current).toEqual({ state: 'missing' });
  });

  it("does not show one folio's value for another", () => {
    h.uid = 'uid-1';
    const { result, rerender } = renderHook(({ id }) => useLiveFolio(id), {
      initialProps: { id: 'F1' },
    });
    act(() => h.listeners[0]!.next(snap({ status: 'quoter' })));
    rerender({ id: 'F2' });
    expect(result.current).toEqual({ state: 'loading' });
    expect(h.listeners.map((l) => l.path)).toEqual(['requests/F1', 'requests/F2']);
  });
});
