import { describe, expect, it } from 'vitest';

import { formatDateTime, formatDuration, timesInStatus } from '../format';

describe('formatDuration', () => {
  it.each([
    [undefined, '—'],
    [NaN, '—'],
    [-5, '0 s'],
    [0, '0 s'],
    [59_999, '59 s'],
    [60_000, '1 min'],
    [3_599_000, '59 min'],
    [3_600_000 + 5 * 60_000, '1 h 05 min'],
    [26 * 3_600_000, '1 d 2 h'],
  ])('%s ms → %s', (ms, want) => {
    expect(formatDuration(ms)).toBe(want);
  });
});

describe('timesInStatus', () => {
  it('averages the entry times and takes the oldest for the maximum', () => {
    expect(
      timesInStatus(
        { label: 'x', count: 2, sumEnteredAt: 1000 + 3000, oldestEnteredAt: 1000 },
        5000,
      ),
    ).toEqual({ average: 3000, maximum: 4000 });
  });
  it('has no times without folios', () => {
    const r = timesInStatus({ label: 'x', count: 0, sumEnteredAt: 0, oldestEnteredAt: 0 }, 5);
    expect(Number.isNaN(r.average) && Number.isNaN(r.maximum)).toBe(true);
  });
});

describe('formatDateTime', () => {
  it('shows day/month/year in central Mexico time', () => {
    expect(formatDateTime(Date.UTC(2026, 0, 15, 18, 30))).toMatch(/^15\/01\/2026,? 12:30/);
    expect(formatDateTime(undefined)).toBe('');
  });
});
