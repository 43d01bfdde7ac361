import { describe, expect, it } from 'vitest';

import type { LoanRequest } from '@/lib/request-model';

import { countByStatus } from '../components/requests-snapshot';

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
});
