import { describe, expect, it } from 'vitest';

import {
  BRANCH_TYPES,
  BRAND_HOME_LINKS,
  brandHomeLinks,
  CREDIT_TYPES,
  isBranchType,
} from '@/config/lending';
import { staff } from '@/copy/es';
import { staffBranchTypes } from '@/copy/staff-lists';

describe('config/lending', () => {
  it('holds the docs/requirements.md §9 branch type codes, each with its Spanish label', () => {
    expect(BRANCH_TYPES).toEqual(['MOVIL', 'OFFICE_TO', 'ZFISCAL', 'XXDEFAULT']);
    expect(Object.keys(staffBranchTypes)).toEqual([...BRANCH_TYPES]);
    expect(isBranchType('ZFISCAL')).toBe(true);
    expect(isBranchType('SUCURSAL')).toBe(false);
    expect(isBranchType(undefined)).toBe(false);
  });

  it('labels every credit type in the catalogue', () => {
    expect(Object.keys(staff.quoter.creditTypes)).toEqual([...CREDIT_TYPES]);
  });

  it('keeps at most the three brands, named and http(s), from Remote Config', () => {
    const raw = [
      { brand: ' Marca A ', url: 'https://a.example' },
      { brand: '', url: 'https://nameless.example' },
      { brand: 'Marca B', url: 'javascript:alert(1)' },
      { brand: 'Marca C', url: 'https://c.example' },
      { brand: 'Marca D', url: 'http://d.example' },
      { brand: 'Marca E', url: 'https://e.example' },
    ];
    expect(brandHomeLinks(raw)).toEqual([
      { brand: 'Marca A', url: 'https://a.example' },
      { brand: 'Marca C', url: 'https://c.example' },
      { brand: 'Marca D', url: 'http://d.example' },
    ]);
  });

  it('falls back to the constant when Remote Config has no list', () => {
    expect(brandHomeLinks(null)).toEqual([...BRAND_HOME_LINKS]);
    expect(brandHomeLinks({ brand: 'x' })).toEqual([...BRAND_HOME_LINKS]);
  });
});
