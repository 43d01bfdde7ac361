import { describe, expect, it } from 'vitest';

import { es, staff } from '@/copy/es';

import { captureBlocker } from '../capture-blocker';

const ok = { branchID: 'SUC-0101', active: true };

describe('captureBlocker', () => {
  it.each([
    ['an active promoter', { role: 'Promotor', branches: [ok], promoterBlocked: false }, null],
    [
      'a blocked promoter',
      { role: 'Promotor', branches: [ok], promoterBlocked: true },
      staff.common.blocked,
    ],
    [
      "'true' as a string",
      { role: 'Promotor', branches: [ok], promoterBlocked: 'true' },
      staff.common.blocked,
    ],
    [
      'an inactive branch',
      {
        role: 'Promotor',
        branches: [{ branchID: 'SUC-0301', active: false }],
        promoterBlocked: false,
      },
      es.home.branchInactive,
    ],
    [
      'a misconfigured branch',
      {
        role: 'Promotor',
        branches: [{ branchID: 'SUC-0401', configured: false }],
        promoterBlocked: false,
      },
      es.home.branchMisconfigured,
    ],
    [
      'no branches',
      { role: 'Promotor', branches: [], promoterBlocked: false },
      es.home.branchMisconfigured,
    ],
    [
      'admin staff without branches',
      { role: 'Gerente', branches: [], promoterBlocked: false },
      null,
    ],
  ])('%s', (_, session, want) => {
    expect(captureBlocker(session)).toBe(want);
  });
});
