import { describe, expect, it } from 'vitest';

import type { LoanRequest } from '@/entities/folio/request-model';

import {
  ageOn,
  externalSettlements,
  requiresLcom,
  requiresMedicalQuestion,
} from '../optional-steps';

const today = new Date(2026, 10, 23); // 23 Nov 2026

describe('ageOn', () => {
  it.each([
    ['1956-12-31', 69],
    ['1956-11-23', 70],
    ['1956-11-24', 69],
    ['1931-08-20', 95],
    ['', null],
    [undefined, null],
    ['31/12/1956', null],
  ])('%s → %s', (birth, want) => {
    expect(ageOn(birth, today)).toBe(want);
  });
});

describe('requiresMedicalQuestion', () => {
  const folio = (birthDate?: string) => ({ client: { birthDate } }) as unknown as LoanRequest;
  it.each([
    ['70 today', '1956-11-23', true],
    ['95', '1931-08-20', true],
    ['69', '1956-12-31', false],
    ['no birth date', undefined, false],
  ])('%s', (_, birth, want) => {
    expect(requiresMedicalQuestion(folio(birth), today)).toBe(want);
  });
});

describe('requiresLcom / externalSettlements', () => {
  const folio = (
    credits: Record<string, { creditId?: string; lender: string; internal?: boolean }>,
  ) => ({ settleCredits: { credits } }) as unknown as LoanRequest;
  it.each([
    ['no credits settled', {}, []],
    ['only internal credits', { c1: { creditId: 'CR-1', lender: 'OPPNP', internal: true } }, []],
    [
      'an external credit',
      {
        c1: { creditId: 'CR-1', lender: 'OPPNP', internal: true },
        c2: { creditId: 'CR-2', lender: 'Financiera del Norte', internal: false },
      },
      [{ key: 'c2', creditId: 'CR-2', lender: 'Financiera del Norte' }],
    ],
    [
      'external credits in slot order (c2 before c10)',
      {
        c10: { creditId: 'CR-10', lender: 'B', internal: false },
        c2: { creditId: 'CR-2', lender: 'A', internal: false },
      },
      [
        { key: 'c2', creditId: 'CR-2', lender: 'A' },
        { key: 'c10', creditId: 'CR-10', lender: 'B' },
      ],
    ],
    ['a credit saved before the flag existed', { c1: { creditId: 'CR-3', lender: 'X' } }, []],
  ])('%s', (_, credits, want) => {
    expect(externalSettlements(folio(credits))).toEqual(want);
    expect(requiresLcom(folio(credits))).toBe(want.length > 0);
  });
});
