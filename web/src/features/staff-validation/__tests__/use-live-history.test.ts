import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { useLiveHistory } from '../hooks/use-live';

const h = vi.hoisted(() => ({
  listeners: [] as { path: string; next: (s: unknown) => void }[],
}));

vi.mock('reactfire', () => ({
  useDatabase: () => ({}),
  useSigninCheck: () => ({ status: 'success', data: { signedIn: true, user: { uid: 'bp:900' } } }),
}));
vi.mock('firebase/database', () => ({
  ref: (_db: unknown, path: string) => path,
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

describe('useLiveHistory', () => {
  it('lists requestHistory/{id} by time, same-millisecond entries in key order', () => {
    const { result } = renderHook(() => useLiveHistory('F1'));
    const l = h.listeners.find((x) => x.path === 'requestHistory/F1')!;
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
