import { describe, expect, it } from 'vitest';

import type { LoanRequest } from '@/lib/request-model';

import { ageOn, requiresMedicalQuestion } from '../optional-steps';

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
