import { describe, expect, it } from 'vitest';

import type { StatusStats } from '../api/types';
import { parseBuckets, waitFigures } from '../wait-figures';

const MIN = 60_000;
const now = 1_000 * 1440 * MIN; // a minute boundary

/** A status whose folios entered at the given minutes ago (one-minute buckets, as the board keeps young ones). */
function stats(minutesAgo: number[], oldestExact?: number): StatusStats {
  const minutes: Record<string, number> = {};
  for (const m of minutesAgo) {
    const k = `m${now - m * MIN}`;
    minutes[k] = (minutes[k] ?? 0) + 1;
  }
  const oldest = oldestExact ?? now - Math.max(...minutesAgo) * MIN;
  return {
    label: 'x',
    count: minutesAgo.length,
    sumEnteredAt: 0,
    oldestEnteredAt: oldest,
    minutes,
  };
}

describe('parseBuckets', () => {
  it('reads one-minute and wider buckets and skips what is not a bucket', () => {
    expect(
      parseBuckets({ m120000: 2, m3840000_64: 1, m5: 0, x7: 3, m1_: 1 }).sort(
        (a, b) => a.start - b.start,
      ),
    ).toEqual([
      { start: 120_000, end: 180_000, count: 2 },
      { start: 3_840_000, end: 3_840_000 + 64 * MIN, count: 1 },
    ]);
  });
});

describe('waitFigures', () => {
  it.each([
    // minutes ago of each folio → median, p90, oldest (minutes): the oldest is exact, any other
    // folio sits in the middle of its minute bucket
    { name: 'one folio: the oldest, exact', ago: [10], median: 10, p90: 10, oldest: 10 },
    {
      name: 'odd count: the middle one',
      ago: [1, 2, 3, 4, 50],
      median: 2.5,
      p90: 50,
      oldest: 50,
    },
    {
      name: 'ten folios: p90 is the ninth newest',
      ago: [1, 2, 3, 4, 5, 6, 7, 8, 9, 100],
      median: 4.5,
      p90: 8.5,
      oldest: 100,
    },
    {
      name: 'a bulk write in one minute',
      ago: [30, 30, 30, 30],
      median: 29.5,
      p90: 30,
      oldest: 30,
    },
  ])('$name', ({ ago, median, p90, oldest }) => {
    const f = waitFigures(stats(ago), now);
    expect(f.timed).toBe(ago.length);
    expect(f.median / MIN).toBeCloseTo(median, 6);
    expect(f.p90 / MIN).toBeCloseTo(p90, 6);
    expect(f.oldest / MIN).toBeCloseTo(oldest, 6);
    expect(f.late).toBe(0);
    expect(f.threshold).toBeUndefined();
  });

  it('spreads the current minute only up to now', () => {
    // Two folios this minute (its bucket ends in the future), the oldest 40 s ago.
    const f = waitFigures(
      {
        label: 'x',
        count: 2,
        sumEnteredAt: 0,
        oldestEnteredAt: now - 40_000,
        minutes: { [`m${now - 50_000}`]: 2 },
      },
      now,
    );
    expect(f.median).toBe(20_000); // the newer one, in the middle of the 40 s after the oldest
    expect(f.p90).toBe(40_000);
  });

  it('takes the oldest from its exact time, and never reports a wait longer than it', () => {
    const f = waitFigures(stats([20], now - 19 * MIN - 30_000), now);
    expect(f.oldest).toBe(19 * MIN + 30_000);
    expect(f.median).toBe(19 * MIN + 30_000);
  });

  it('spreads a wide bucket over its span', () => {
    // 4 folios in the 64 minutes that ended 64 minutes ago, the oldest 123 minutes ago: the other
    // three spread over the 59 minutes after it.
    const start = now - 128 * MIN;
    const f = waitFigures(
      {
        label: 'x',
        count: 4,
        sumEnteredAt: 0,
        oldestEnteredAt: start + 5 * MIN,
        minutes: { [`m${start}_64`]: 4 },
      },
      now,
    );
    expect(f.median / MIN).toBe(64 + 29.5); // rank 2: 1.5/3 of the way down from the bucket's end
    expect(f.oldest / MIN).toBe(123);
  });

  it.each([
    { name: 'none past the threshold', ago: [5, 10, 20], threshold: 30, late: 0 },
    { name: 'the two older ones', ago: [5, 40, 90], threshold: 30, late: 2 },
    { name: 'all of them', ago: [31, 32, 33], threshold: 30, late: 3 },
    {
      name: 'a folio in the threshold minute is late once past it',
      ago: [30],
      threshold: 29.5,
      late: 1,
    },
    { name: 'no threshold: nothing late', ago: [500], threshold: undefined, late: 0 },
    { name: 'a zero threshold is no threshold', ago: [500], threshold: 0, late: 0 },
  ])('late: $name', ({ ago, threshold, late }) => {
    const f = waitFigures(stats(ago), now, threshold === undefined ? undefined : threshold * MIN);
    expect(f.late).toBe(late);
  });

  it('has no figures for a status whose folios have no known entry time', () => {
    const f = waitFigures(
      { label: 'x', count: 2, sumEnteredAt: 0, oldestEnteredAt: 0 },
      now,
      60 * MIN,
    );
    expect(f).toMatchObject({ timed: 0, late: 0, threshold: 60 * MIN });
    expect(f.median).toBeNaN();
    expect(f.oldest).toBeNaN();
  });
});
