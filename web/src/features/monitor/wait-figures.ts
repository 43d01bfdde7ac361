/**
 * The time folios have waited in each status, read from the board's entry-time buckets
 * (monitor/board/statuses/{status}/minutes, functions/internal/monitor/bucket.go): the median, the
 * p90 and the oldest, and how many have waited past the status's threshold (Remote Config
 * monitor_wait_thresholds). The buckets are a few hundred keys per status however many folios it
 * holds (docs/adr/0039-monitor-charts-and-wait-figures.md), so this costs the page nothing the
 * database's size can grow.
 */
import type { StatusStats } from './api/types';

const MINUTE = 60_000;

/** A span of entry times [start, end) holding `count` folios. */
export interface Bucket {
  start: number;
  end: number;
  count: number;
}

/** 'm<start>' is one minute wide, 'm<start>_<w>' w minutes; anything else is skipped. */
export function parseBuckets(minutes: Record<string, number> | undefined): Bucket[] {
  const out: Bucket[] = [];
  for (const [key, count] of Object.entries(minutes ?? {})) {
    const m = /^m(\d+)(?:_(\d+))?$/.exec(key);
    if (!m || !(count > 0)) continue;
    const start = Number(m[1]);
    out.push({ start, end: start + Number(m[2] ?? 1) * MINUTE, count });
  }
  return out;
}

export interface WaitFigures {
  /** Folios with a known entry time (those the figures describe). */
  timed: number;
  /** Times in the status, ms; NaN when no folio has a known entry time. */
  median: number;
  p90: number;
  oldest: number;
  /** The status's threshold in ms, when Remote Config sets one. */
  threshold?: number;
  /** Folios that have waited longer than the threshold (0 without one). */
  late: number;
}

/**
 * The entry time of the folio of rank `rank` (1 = the newest), spreading a bucket's folios evenly
 * across it: exact to the minute for the youngest buckets, within about 1/16 of the age for older
 * ones.
 */
function enteredAtRank(newestFirst: Bucket[], rank: number): number {
  let seen = 0;
  for (const b of newestFirst) {
    if (rank <= seen + b.count) return b.end - ((rank - seen - 0.5) / b.count) * (b.end - b.start);
    seen += b.count;
  }
  return NaN;
}

/** Nearest-rank quantile q of the waits; waits grow as entry times fall, so rank from the newest. */
function waitAt(q: number, newestFirst: Bucket[], timed: number, now: number, oldestAt: number) {
  const entered = enteredAtRank(newestFirst, Math.max(1, Math.ceil(q * timed)));
  return now - Math.min(now, Math.max(entered, oldestAt || entered));
}

/** How many folios entered before `cut`, a straddling bucket counted by its share before it. */
function enteredBefore(buckets: Bucket[], cut: number): number {
  let n = 0;
  for (const b of buckets) {
    if (b.end <= cut) n += b.count;
    else if (b.start < cut) n += (b.count * (cut - b.start)) / (b.end - b.start);
  }
  return Math.round(n);
}

/** The wait figures of one status at `now` (the database server's clock). */
export function waitFigures(s: StatusStats, now: number, thresholdMs?: number): WaitFigures {
  const buckets = parseBuckets(s.minutes).sort((a, b) => b.start - a.start);
  const timed = buckets.reduce((n, b) => n + b.count, 0);
  const threshold = thresholdMs !== undefined && thresholdMs > 0 ? thresholdMs : undefined;
  if (timed === 0) return { timed, median: NaN, p90: NaN, oldest: NaN, threshold, late: 0 };
  const oldest = s.oldestEnteredAt > 0 ? now - s.oldestEnteredAt : now - buckets.at(-1)!.start;
  let late = 0;
  if (threshold !== undefined && oldest > threshold) {
    // The oldest is exact; a bucket's share is not, so at least the oldest counts.
    late = Math.max(1, enteredBefore(buckets, now - threshold));
  }
  return {
    timed,
    median: waitAt(0.5, buckets, timed, now, s.oldestEnteredAt),
    p90: waitAt(0.9, buckets, timed, now, s.oldestEnteredAt),
    oldest: Math.max(0, oldest),
    threshold,
    late,
  };
}
