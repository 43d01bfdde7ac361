import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { monitor as t } from '@/copy/monitor';

import { countChart, waitChart } from '../board-charts';
import { boardRows } from '../board-rows';
import { chartConfig } from '../components/bar-chart';
import { BoardCharts } from '../components/board-charts';

const MIN = 60_000;
const now = 10_000 * MIN;
const at = (ago: number) => now - ago * MIN;
const board = {
  validation: {
    label: 'En validación',
    count: 3,
    sumEnteredAt: at(5) + at(50) + at(90),
    oldestEnteredAt: at(90),
    minutes: { [`m${at(5)}`]: 1, [`m${at(50)}`]: 1, [`m${at(90)}`]: 1 },
  },
  quoter: {
    label: 'Cotizador',
    count: 1,
    sumEnteredAt: at(2),
    oldestEnteredAt: at(2),
    minutes: { [`m${at(2)}`]: 1 },
  },
};
const rows = boardRows(board, now, { validation: 45 * MIN });

describe('board charts', () => {
  it('stacks the late folios of each status apart from those on time', () => {
    const c = countChart(rows);
    expect(c.labels).toEqual(['Cotizador', 'En validación']);
    expect(c.series.map((s) => [s.label, s.data])).toEqual([
      [t.board.onTime, [1, 1]],
      [t.board.lateHeader, [0, 2]],
    ]);
    expect(c.series[1]!.outlined).toBe(true);
    expect(c.summary).toBe(
      t.board.countChartAlt(['Cotizador 1', 'En validación 3, 2 con retraso']),
    );
  });

  it('draws median, p90 and oldest in minutes, and the threshold as a mark', () => {
    const c = waitChart(rows);
    expect(c.series.map((s) => s.label)).toEqual([
      t.board.medianSeries,
      t.board.p90Series,
      t.board.oldestSeries,
      t.board.thresholdSeries,
    ]);
    expect(c.series[0]!.data).toEqual([2, 49.5]);
    expect(c.series[2]!.data).toEqual([2, 90]);
    expect(c.series[3]!.mark).toBe(true);
    expect(c.series[3]!.data[0]).toBeNaN();
    expect(c.series[3]!.data[1]).toBe(45);
    expect(c.summary).toContain(
      'En validación: mediana 49 min, percentil 90 1 h 30 min, máximo 1 h 30 min',
    );
  });

  it('has no threshold series when no status has a threshold', () => {
    expect(waitChart(boardRows(board, now)).series).toHaveLength(3);
  });

  it('builds a chart.js bar chart, stacked when asked, marks as point-only lines', () => {
    const cfg = chartConfig({ ...waitChart(rows), stacked: true, format: (v) => `${v} min` });
    expect(cfg.type).toBe('bar');
    expect(cfg.data.datasets.map((d) => d.type)).toEqual(['bar', 'bar', 'bar', 'line']);
    expect(cfg.data.datasets[3]).toMatchObject({ showLine: false, pointStyle: 'line' });
    expect(cfg.options?.scales?.['y']).toMatchObject({
      stacked: true,
      beginAtZero: true,
      ticks: { precision: 0 },
    });
  });

  it('loads the chart code lazily and names each chart for a screen reader', async () => {
    render(<BoardCharts rows={rows} />);
    const images = await screen.findAllByRole('img');
    expect(images.map((i) => i.getAttribute('aria-label'))).toEqual([
      countChart(rows).summary,
      waitChart(rows).summary,
    ]);
    expect(screen.getByTestId('monitor-count-chart')).toHaveTextContent(t.board.countChart);
    expect(screen.getByTestId('monitor-wait-chart')).toHaveTextContent(t.board.waitChart);
  });
});
