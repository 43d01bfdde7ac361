/** Times in status and dates for the monitor, in Spanish. */
import { monitor as t } from '@/copy/monitor';

import type { StatusStats } from './api/types';

/**
 * '45 s', '12 min', '3 h 05 min', '2 d 4 h'; an unknown span shows a dash. A slightly negative span
 * (a stamp a few ms ahead of this clock) counts as 0.
 */
export function formatDuration(ms: number | undefined): string {
  if (ms === undefined || !Number.isFinite(ms)) return t.duration.none;
  const s = Math.floor(Math.max(0, ms) / 1000);
  if (s < 60) return t.duration.seconds(s);
  const m = Math.floor(s / 60);
  if (m < 60) return t.duration.minutes(m);
  const h = Math.floor(m / 60);
  if (h < 24) return t.duration.hours(h, m % 60);
  return t.duration.days(Math.floor(h / 24), h % 24);
}

/** Average and maximum time in the status at `now`. */
export function timesInStatus(s: StatusStats, now: number): { average: number; maximum: number } {
  if (!s.count) return { average: NaN, maximum: NaN };
  return { average: now - s.sumEnteredAt / s.count, maximum: now - s.oldestEnteredAt };
}

const dateTime = new Intl.DateTimeFormat('es-MX', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'America/Mexico_City',
});

/** dd/mm/aaaa, hh:mm (central Mexico time); empty for a missing time. */
export function formatDateTime(ms: number | undefined): string {
  return typeof ms === 'number' && ms > 0 ? dateTime.format(new Date(ms)) : '';
}
