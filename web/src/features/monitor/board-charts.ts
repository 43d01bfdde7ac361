/** What the board's two charts draw, from the board's rows (board-rows.ts), and their summaries. */
import { monitor as t } from '@/copy/monitor';

import type { BoardRow } from './board-rows';
import type { ChartSeries } from './components/bar-chart';
import { formatDuration } from './format';

export const COLORS = {
  onTime: '#0b5cad',
  late: '#b3261e',
  median: '#7fa8dc',
  p90: '#0b5cad',
  oldest: '#0a2f5c',
} as const;

export interface ChartData {
  labels: string[];
  series: ChartSeries[];
  summary: string;
}

/** Folios per status, those on time and those late stacked. */
export function countChart(rows: BoardRow[]): ChartData {
  return {
    labels: rows.map((r) => r.label),
    series: [
      {
        label: t.board.onTime,
        data: rows.map((r) => r.stats.count - r.figures.late),
        color: COLORS.onTime,
      },
      {
        label: t.board.lateHeader,
        data: rows.map((r) => r.figures.late),
        color: COLORS.late,
        outlined: true,
      },
    ],
    summary: t.board.countChartAlt(
      rows.map((r) => t.board.countChartPart(r.label, r.stats.count, r.figures.late)),
    ),
  };
}

const minutes = (ms: number) => (Number.isFinite(ms) ? Math.round(ms / 6_000) / 10 : 0);

/** Median, p90 and oldest wait per status in minutes, and each status's threshold as a mark. */
export function waitChart(rows: BoardRow[]): ChartData {
  const series: ChartSeries[] = [
    {
      label: t.board.medianSeries,
      data: rows.map((r) => minutes(r.figures.median)),
      color: COLORS.median,
    },
    { label: t.board.p90Series, data: rows.map((r) => minutes(r.figures.p90)), color: COLORS.p90 },
    {
      label: t.board.oldestSeries,
      data: rows.map((r) => minutes(r.figures.oldest)),
      color: COLORS.oldest,
    },
  ];
  if (rows.some((r) => r.figures.threshold !== undefined)) {
    series.push({
      label: t.board.thresholdSeries,
      data: rows.map((r) =>
        r.figures.threshold === undefined ? NaN : minutes(r.figures.threshold),
      ),
      color: COLORS.late,
      mark: true,
    });
  }
  return {
    labels: rows.map((r) => r.label),
    series,
    summary: t.board.waitChartAlt(
      rows.map((r) =>
        t.board.waitChartPart(
          r.label,
          formatDuration(r.figures.median),
          formatDuration(r.figures.p90),
          formatDuration(r.figures.oldest),
        ),
      ),
    ),
  };
}

/** An axis value in minutes, as the table shows durations. */
export const formatMinutes = (m: number) => formatDuration(m * 60_000);
