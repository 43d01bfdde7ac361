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
 * The entry time of the folio of rank `rank` (1 = the newest). The oldest folio's time is known
 * exactly (oldestAt); the others are spread evenly across their bucket, clipped to [oldestAt, now]:
 * exact to the minute for the youngest buckets, within about 1/16 of the age for older ones.
 */
function enteredAtRank(newestFirst: Bucket[], rank: number, now: number, oldestAt: number) {
  const timed = newestFirst.reduce((n, b) => n + b.count, 0);
  if (rank >= timed) return oldestAt;
  let seen = 0;
  for (const [i, b] of newestFirst.entries()) {
    const n = i === newestFirst.length - 1 ? b.count - 1 : b.count; // less the oldest itself
    if (rank <= seen + n) {
      const hi = Math.min(b.end, now);
      const lo = Math.min(hi, Math.max(b.start, oldestAt));
      return hi - ((rank - seen - 0.5) / n) * (hi - lo);
    }
    seen += n;
  }
  return oldestAt;
}

/** Nearest-rank quantile q of the waits; waits grow as entry times fall, so rank from the newest. */
function waitAt(q: number, newestFirst: Bucket[], timed: number, now: number, oldestAt: number) {
  const entered = enteredAtRank(newestFirst, Math.max(1, Math.ceil(q * timed)), now, oldestAt);
  return Math.max(0, now - entered);
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
  // Exact until the oldest folio leaves; then the start of the oldest bucket still held.
  const oldestAt = s.oldestEnteredAt > 0 ? s.oldestEnteredAt : buckets.at(-1)!.start;
  const oldest = now - oldestAt;
  let late = 0;
  if (threshold !== undefined && oldest > threshold) {
    // The oldest is exact; a bucket's share is not, so at least the oldest counts.
    late = Math.max(1, enteredBefore(buckets, now - threshold));
  }
  return {
    timed,
    median: waitAt(0.5, buckets, timed, now, oldestAt),
    p90: waitAt(0.9, buckets, timed, now, oldestAt),
    oldest: Math.max(0, oldest),
    threshold,
    late,
  };
}
