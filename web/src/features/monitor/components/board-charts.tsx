import { lazy, Suspense } from 'react';

import { monitor as t } from '@/copy/monitor';

import { countChart, formatMinutes, waitChart } from '../board-charts';
import type { BoardRow } from '../board-rows';

// chart.js is loaded with the board's charts only, in a chunk of its own.
const BarChart = lazy(() => import('./bar-chart').then((m) => ({ default: m.BarChart })));

/** The board's two charts: folios per status (late ones stacked apart) and the waits per status. */
export function BoardCharts({ rows }: { rows: BoardRow[] }) {
  if (rows.length === 0) return null;
  const counts = countChart(rows);
  const waits = waitChart(rows);
  return (
    <section aria-label={t.board.charts} className="monitor-charts">
      <Suspense fallback={<p role="status">{t.board.chartLoading}</p>}>
        <figure data-testid="monitor-count-chart">
          <figcaption>{t.board.countChart}</figcaption>
          <BarChart {...counts} stacked />
        </figure>
        <figure data-testid="monitor-wait-chart">
          <figcaption>{t.board.waitChart}</figcaption>
          <BarChart {...waits} format={formatMinutes} />
        </figure>
      </Suspense>
    </section>
  );
}
