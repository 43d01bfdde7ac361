// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { sessionStore } from '@/stores/session';

import { useClientFolios } from '../hooks/use-client-folios';

const h = vi.hoisted(() => ({ db: {}, queries: [] as unknown[] }));

vi.mock('reactfire', () => ({
  useDatabase: () => h.db,
  useSigninCheck: () => ({ status: 'success', data: { signedIn: true, user: { uid: 'bp:2' } } }),
}));
vi.mock('firebase/database', () => ({
  ref: (_db: unknown, path: string) => path,
  query: (path: string, ...cs: unknown[]) => ({ path, cs }),
  orderByChild: (c: string) => ['orderByChild', c],
  equalTo: (v: string) => ['equalTo', v],
  onValue: (q: unknown) => {
    h.queries.push(q);
    return () => undefined;
  },
}));

afterEach(() => {
  cleanup();
  h.queries = [];
  sessionStore.reset();
});

describe('useClientFolios', () => {
  it.each(['Gerente', 'Auxiliar', 'Promotor'])(
    'a %s reads its own folios of the client (lists/client), never every branch’s by CURP',
    (role) => {
      sessionStore.set({
        username: 'u',
        dataSeller: '2000000003',
        role,
        branches: [{ branchID: 'SUC-0101' }],
      });
      renderHook(() => useClientFolios('GODE561231MDFMZM01'));
      expect(h.queries).toEqual([
        {
          path: 'requests',
          cs: [
            ['orderByChild', 'lists/client'],
            ['equalTo', '2000000003|GODE561231MDFMZM01'],
          ],
        },
      ]);
    },
  );
});
