import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { staff } from '@/copy/es';
import type { LoanRequest } from '@/entities/folio/request-model';
import { sessionStore } from '@/stores/session';

import { countByStatus, RequestsSnapshot } from '../components/requests-snapshot';

const h = vi.hoisted(() => {
  let answer: (n: number) => void = () => undefined;
  return {
    db: {},
    /** Remote Config's list_page_size, answered when the test says so. */
    pageSize: new Promise<number>((resolve) => {
      answer = resolve;
    }),
    answer: (n: number) => answer(n),
    /** Every database read: the query's constraints. */
    reads: [] as unknown[][],
  };
});

vi.mock('reactfire', () => ({
  useDatabase: () => h.db,
  useSigninCheck: () => ({ status: 'success', data: { signedIn: true, user: { uid: 'bp:100' } } }),
}));
vi.mock('@/lib/remote-config', () => ({
  remoteConfig: () => ({ read: () => h.pageSize }),
}));
vi.mock('firebase/database', () => ({
  ref: (_db: unknown, path: string) => ({ path }),
  query: (_r: unknown, ...cs: unknown[]) => cs,
  orderByChild: (c: string) => ['orderByChild', c],
  startAt: (v: string) => ['startAt', v],
  endAt: (v: string) => ['endAt', v],
  limitToLast: (n: number) => ['limitToLast', n],
  get: (q: unknown[]) => {
    h.reads.push(q);
    return Promise.resolve({ forEach: () => undefined });
  },
}));

afterEach(() => {
  cleanup(); // before the session changes under a mounted list
  sessionStore.reset();
});

/** Lets every pending promise (Remote Config's answer, the reads) and its render run. */
const settle = (then: () => void = () => undefined) =>
  act(async () => {
    then();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

describe('the former in-process list', () => {
  it('counts the folios of each status', () => {
    const rs = [
      { id: 'a', status: 'validation' },
      { id: 'b', status: 'sentCOX' },
      { id: 'c', status: 'validation' },
    ] as LoanRequest[];
    expect(countByStatus(rs)).toEqual([
      ['validation', 2],
      ['sentCOX', 1],
    ]);
    expect(countByStatus([])).toEqual([]);
  });

  it('reads the database once, with the page size Remote Config gives, not before it answers', async () => {
    // An admin role reads one range per in-process status of its branch: one get per range.
    sessionStore.set({
      username: 'ana',
      dataSeller: '1000123',
      role: 'Gerente',
      branches: [{ branchID: 'SUC-0101' }],
    });
    render(<RequestsSnapshot kind="inProcess" caption="Solicitudes" />);
    expect(screen.getByRole('status')).toHaveTextContent(staff.common.loading);
    await settle();
    expect(h.reads).toEqual([]);

    await settle(() => h.answer(7));
    expect(screen.getByRole('table', { name: staff.lists.byStatus })).toBeInTheDocument();
    const ranges = h.reads.length;
    expect(ranges).toBeGreaterThan(0);
    for (const q of h.reads) {
      expect(q.at(-1)).toEqual(['limitToLast', 7]);
      expect(q).toContainEqual(['orderByChild', 'lists/branch']);
    }
    // Nothing more once ready: the page size settled before the one read.
    await settle();
    expect(h.reads).toHaveLength(ranges);
  });

  it('admin staff without branch ids read nothing and see the spec message', async () => {
    sessionStore.set({ username: 'ana', dataSeller: '1000123', role: 'Gerente', branches: [] });
    const before = h.reads.length;
    render(<RequestsSnapshot kind="inProcess" caption="Solicitudes" />);
    await settle(() => h.answer(7));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid or empty array of IDs.');
    expect(h.reads).toHaveLength(before);
  });
});
