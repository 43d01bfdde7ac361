/** Verified examples from shared/reference/mexican-identifiers.md. */
import { describe, expect, it } from 'vitest';

import {
  clabeCheckDigit,
  curpCheckDigit,
  isValidClabe,
  isValidCurpCheckDigit,
  isValidNss,
  isValidRfcCheckDigit,
  normalizeMxPhone,
  nssCheckDigit,
  rfcCheckDigit,
} from '@/entities/fields/identifiers';

describe('CURP check digit (§2.1)', () => {
  it('worked example SABC560626MDFLRN0 → 1', () => {
    expect(curpCheckDigit('SABC560626MDFLRN0')).toBe(1);
  });
  it.each([
    ['SABC560626MDFLRN01', true],
    ['BOXW310820HNERXN09', true],
    ['BOXW310820HNERXN08', false],
    ['SABC560626MDFLRN02', false],
    ['SABC560626MDFLRN0', false],
  ])('%s valid: %s', (curp, want) => {
    expect(isValidCurpCheckDigit(curp)).toBe(want);
  });
  it('gives Ñ the & slot (value 24)', () => {
    expect(curpCheckDigit('MUÑO800101HDFXXX0')).toBe(curpCheckDigit('MU&O800101HDFXXX0'));
  });
});

describe('RFC check digit (§2.2)', () => {
  it.each([
    ['GODE561231GR8', true],
    ['MAB9307148T4', true],
    ['VACE460910SX6', false],
    ['GODE561231GR9', false],
  ])('%s valid: %s', (rfc, want) => {
    expect(isValidRfcCheckDigit(rfc)).toBe(want);
  });
  it('GODE561231GR → 8', () => {
    expect(rfcCheckDigit('GODE561231GR')).toBe('8');
  });
});

describe('CLABE check digit (§2.3)', () => {
  it('worked example 03218000011835971 → 9', () => {
    expect(clabeCheckDigit('03218000011835971')).toBe(9);
  });
  it.each([
    ['032180000118359719', true],
    ['002010077777777771', true],
    ['002000000000000008', true],
    ['002000000000000007', false],
    ['03218000011835971', false],
    ['03218000011835971a', false],
  ])('%s valid: %s', (clabe, want) => {
    expect(isValidClabe(clabe)).toBe(want);
  });
});

describe('NSS check digit (§2.5)', () => {
  it('worked example 1234567890 → 3', () => {
    expect(nssCheckDigit('1234567890')).toBe(3);
  });
  it.each([
    ['12345678903', true],
    ['97031612340', true],
    ['12345678904', false],
    ['1234567890', false],
  ])('%s valid: %s', (nss, want) => {
    expect(isValidNss(nss)).toBe(want);
  });
});

describe('Mexican phone normalisation (§2.6)', () => {
  it.each([
    ['5512345678', '5512345678'],
    ['55 1234 5678', '5512345678'],
    ['(55) 1234-5678', '5512345678'],
    ['+52 55 1234 5678', '5512345678'],
    ['525512345678', '5512345678'],
    ['+521 55 1234 5678', '5512345678'],
    ['5215512345678', '5512345678'],
    ['044 55 1234 5678', '5512345678'],
    ['045 33 1234 5678', '3312345678'],
    ['01 55 1234 5678', '5512345678'],
    ['551234567', '551234567'],
    ['55-ABC', '55-ABC'],
  ])('%s → %s', (input, want) => {
    expect(normalizeMxPhone(input)).toBe(want);
  });
});
