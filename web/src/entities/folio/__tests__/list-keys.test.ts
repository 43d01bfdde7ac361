import { describe, expect, it } from 'vitest';

import { adminRanges, clampPageSize, statusRange } from '@/entities/folio/list-keys';

describe('admin list ranges', () => {
  it('page each status in each of the admin’s branches, on the branch key', () => {
    expect(adminRanges(['fileValidation', 'validation'], ['SUC-0101', 'SUC-0202'])).toEqual([
      { orderBy: 'lists/branch', prefix: 'SUC-0101|fileValidation|' },
      { orderBy: 'lists/branch', prefix: 'SUC-0101|validation|' },
      { orderBy: 'lists/branch', prefix: 'SUC-0202|fileValidation|' },
      { orderBy: 'lists/branch', prefix: 'SUC-0202|validation|' },
    ]);
    expect(statusRange('discarded', 'SUC-0101')).toEqual({
      orderBy: 'lists/branch',
      prefix: 'SUC-0101|discarded|',
    });
  });

  it('a chosen branch only if it is the admin’s; no empty branch; nothing without branches', () => {
    expect(adminRanges(['complete'], ['SUC-0101', 'SUC-0202'], 'SUC-0202')).toEqual([
      { orderBy: 'lists/branch', prefix: 'SUC-0202|complete|' },
    ]);
    expect(adminRanges(['complete'], ['SUC-0101'], 'SUC-0203')).toEqual([]);
    expect(adminRanges(['complete'], ['', 'SUC-0101'])).toEqual([
      { orderBy: 'lists/branch', prefix: 'SUC-0101|complete|' },
    ]);
    expect(adminRanges(['complete'], [])).toEqual([]);
  });

  it('keeps the page size within the rules’ bound', () => {
    expect(clampPageSize(500)).toBe(200);
    expect(clampPageSize(undefined)).toBe(50);
  });
});
