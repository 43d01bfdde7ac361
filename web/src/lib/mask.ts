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
