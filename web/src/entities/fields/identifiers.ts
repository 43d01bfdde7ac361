/**
 * Mexican identifier check digits and phone normalisation, as verified in
 * shared/reference/mexican-identifiers.md: CURP (§2.1), RFC (§2.2), CLABE (§2.3), NSS (§2.5) and
 * phone numbers (§2.6). Pure functions over upper-cased input.
 */

const CURP_ALPHABET = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ';
const RFC_ALPHABET = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';

/** CURP check digit over the first 17 characters (Ñ takes the & slot, value 24). */
export function curpCheckDigit(first17: string): number | null {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const ch = first17[i] === 'Ñ' ? '&' : first17[i];
    const v = ch === undefined ? -1 : CURP_ALPHABET.indexOf(ch);
    if (v < 0) return null;
    sum += v * (18 - i);
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidCurpCheckDigit(curp: string): boolean {
  const c = curp.toUpperCase();
  if (c.length !== 18) return false;
  return curpCheckDigit(c.slice(0, 17)) === Number(c[17]);
}

/** RFC check digit ('0'-'9' or 'A') of the 12 characters before it (a company's 11, padded). */
export function rfcCheckDigit(body: string): string | null {
  const padded = body.length === 11 ? ' ' + body : body;
  if (padded.length !== 12) return null;
  let sum = 0;
  for (let i = 0; i < 12; i++) {
    const v = RFC_ALPHABET.indexOf(padded[i] ?? '');
    if (v < 0) return null;
    sum += v * (13 - i);
  }
  const r = sum % 11;
  if (r === 0) return '0';
  const d = 11 - r;
  return d === 10 ? 'A' : String(d);
}

export function isValidRfcCheckDigit(rfc: string): boolean {
  const r = rfc.toUpperCase();
  if (r.length !== 13 && r.length !== 12) return false;
  return rfcCheckDigit(r.slice(0, -1)) === r[r.length - 1];
}

const CLABE_WEIGHTS = [3, 7, 1];

/** CLABE check digit: weights 3,7,1 over 17 digits, products mod 10. */
export function clabeCheckDigit(first17: string): number | null {
  if (!/^\d{17}$/.test(first17)) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += (Number(first17[i]) * CLABE_WEIGHTS[i % 3]!) % 10;
  return (10 - (sum % 10)) % 10;
}

export function isValidClabe(clabe: string): boolean {
  return /^\d{18}$/.test(clabe) && clabeCheckDigit(clabe.slice(0, 17)) === Number(clabe[17]);
}

/** NSS check digit: Luhn over the first 10 digits, weights 1,2,1,2… from the left. */
export function nssCheckDigit(first10: string): number | null {
  if (!/^\d{10}$/.test(first10)) return null;
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const p = Number(first10[i]) * (i % 2 === 0 ? 1 : 2);
    sum += p >= 10 ? p - 9 : p;
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidNss(nss: string): boolean {
  return /^\d{11}$/.test(nss) && nssCheckDigit(nss.slice(0, 10)) === Number(nss[10]);
}

/**
 * A Mexican phone number as its 10 national digits: strips spaces, dashes, dots and parentheses and
 * the old or international prefixes (+52, 52, 521, 044, 045, 01) when they come on top of 10 digits.
 * Returns the digits as typed when they cannot be normalised (validation then reports them).
 */
export function normalizeMxPhone(input: string): string {
  const digits = input.replace(/[\s\-().]/g, '').replace(/^\+/, '');
  if (!/^\d+$/.test(digits)) return input.trim();
  if (digits.length === 13 && /^(521|044|045)/.test(digits)) return digits.slice(3);
  if (digits.length === 12 && /^(52|01)/.test(digits)) return digits.slice(2);
  return digits;
}

export const MX_PHONE = /^[1-9]\d{9}$/;
