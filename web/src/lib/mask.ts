/**
 * The one masking of personal data in the SPA, the same as the functions' (functions/internal/mask):
 * a value is masked by the class the folio contract gives its field (docs/contract.md, "Personal
 * data"; the tables are generated into personal-data.gen.ts by `make rules`). Go and this module
 * are held to one golden table (functions/internal/mask/testdata/golden.json).
 */
import { PERSONAL_FIELDS, PERSONAL_KEYS, PERSONAL_TREES } from '@/lib/personal-data.gen';
import type { PersonalClass } from '@/lib/personal-data.gen';

export type { PersonalClass };

/** What a mask hides; of fixed length, so a masked value never tells the original's length. */
export const STARS = '******';

/** The first character of `s`, a whole code point. */
function first(s: string): string {
  return Array.from(s)[0] ?? '';
}

/**
 * `value` masked by its class. An empty value (after trimming) stays empty under every class;
 * an unknown class hides the value.
 */
export function mask(cls: PersonalClass, value: string): string {
  if (cls === 'none') return value;
  const s = value.trim();
  if (s === '') return '';
  switch (cls) {
    case 'name':
      return s
        .split(/\s+/)
        .map((w) => first(w).toUpperCase() + '***')
        .join(' ');
    case 'initials': {
      const r = Array.from(s.toUpperCase());
      return r.length < 7 ? STARS : r.slice(0, 4).join('') + STARS + r.slice(-2).join('');
    }
    case 'last4': {
      const r = Array.from(s);
      return r.length <= 4 ? STARS : STARS + r.slice(-4).join('');
    }
    case 'email': {
      const at = s.indexOf('@');
      return at <= 0 ? STARS : first(s) + '***' + s.slice(at);
    }
  }
  return STARS;
}

function matches(pattern: string, segs: string[]): boolean {
  const ps = pattern.split('/');
  return ps.length === segs.length && ps.every((p, i) => p === '*' || p === segs[i]);
}

/**
 * The class of the folio leaf at `path` ('/'-separated): the contract's; 'hidden' below a personal
 * tree the contract does not class; 'none' otherwise.
 */
export function classOf(path: string): PersonalClass {
  const segs = path.split('/');
  for (const [pattern, cls] of Object.entries(PERSONAL_FIELDS)) {
    if (matches(pattern, segs)) return cls;
  }
  for (const tree of PERSONAL_TREES) {
    const n = tree.split('/').length;
    if (segs.length > n && matches(tree, segs.slice(0, n))) return 'hidden';
  }
  return 'none';
}

/** The class of a value known by its key only (a log record's field), compared in lower case. */
export function classOfKey(key: string): PersonalClass {
  return PERSONAL_KEYS[key.toLowerCase()] ?? 'none';
}

/** The folio leaf at `path` masked (classOf); '' for a missing value. */
export function maskField(path: string, value: string | number | undefined | null): string {
  return value === undefined || value === null ? '' : mask(classOf(path), String(value));
}

const CURP = /\b[A-Z]{4}\d{6}[HMX][A-Z]{5}[A-Z0-9]\d\b/gi;
const RFC = /\b[A-ZÑ&]{3,4}\d{6}[A-Z0-9]{3}\b/gi;
const CLABE = /(?<!\d)\d{18}(?!\d)/g;
// A phone: 10 digits, optionally +52 and spaces, dashes, dots or parentheses. A 10-digit path
// segment (`/roles/2000000001`) is a bpId, not a phone.
const PHONE = /(?<![\d/])(?:\+?52[\s.-]?)?\(?\d{2,3}\)?[\s.-]?\d{3,4}[\s.-]?\d{4}(?![\d])/g;

/**
 * Free text (a log message) with every CURP, RFC, CLABE and phone number found in it masked as
 * the contract classes its field.
 */
export function maskText(text: string): string {
  return text
    .replace(CURP, (m) => maskField('curp', m))
    .replace(RFC, (m) => maskField('rfc', m))
    .replace(CLABE, (m) => maskField('deposit/clabe', m))
    .replace(PHONE, (m) => {
      const digits = m.replace(/\D/g, '');
      const national = digits.length === 12 && digits.startsWith('52') ? digits.slice(2) : digits;
      return national.length === 10 ? maskField('client/phone', national) : m;
    });
}
