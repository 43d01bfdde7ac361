/**
 * The one place chart.js is imported (its own chunk: the monitor board loads it lazily, so no other
 * page pays for it). A bar chart of categories with any number of series; a series may be drawn as
 * marks instead of bars (a threshold). The canvas is an image whose label says what it shows; the
 * board's table holds the same numbers as text.
 */
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import type { ChartConfiguration } from 'chart.js';
import { useEffect, useRef } from 'react';

Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Legend,
  Tooltip,
);

export interface ChartSeries {
  label: string;
  data: number[];
  color: string;
  /** Drawn as a short dash per category (a threshold), not as a bar. */
  mark?: boolean;
  /** A thick border, so the series differs by more than its colour. */
  outlined?: boolean;
}

export interface BarChartProps {
  labels: string[];
  series: ChartSeries[];
  /** The canvas's accessible name: what the chart shows, in words. */
  summary: string;
  stacked?: boolean;
  /** How an axis tick and a tooltip show a value. */
  format?: (value: number) => string;
}

type BarConfig = ChartConfiguration<'bar' | 'line', number[], string>;

export function chartConfig({ labels, series, stacked, format }: BarChartProps): BarConfig {
  const show = (v: number | string) => (format ? format(Number(v)) : String(v));
  return {
    type: 'bar',
    data: {
      labels,
      datasets: series.map((s) =>
        s.mark
          ? {
              type: 'line' as const,
              label: s.label,
              data: s.data,
              showLine: false,
              pointStyle: 'line',
              pointRadius: 14,
              pointBorderWidth: 3,
              borderColor: s.color,
              backgroundColor: s.color,
            }
          : {
              type: 'bar' as const,
              label: s.label,
              data: s.data,
              backgroundColor: s.color,
              borderColor: s.outlined ? '#1b1b1b' : s.color,
              borderWidth: s.outlined ? 2 : 0,
            },
      ),
    },
    options: {
      animation: false,
      responsive: true,
      maintainAspectRatio: false,
      scales: {
        x: { stacked: Boolean(stacked) },
        // Whole ticks: no fraction of a folio, no two ticks that read the same minute.
        y: {
          stacked: Boolean(stacked),
          beginAtZero: true,
          ticks: { callback: show, precision: 0 },
        },
      },
      plugins: {
        legend: { position: 'bottom' },
        tooltip: { callbacks: { label: (c) => `${c.dataset.label}: ${show(c.parsed.y ?? 0)}` } },
      },
    },
  };
}

export function BarChart(props: BarChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const chart = useRef<Chart<'bar' | 'line', number[], string> | null>(null);
  useEffect(() => {
    const el = canvas.current;
    if (!el || !el.getContext('2d')) return; // no canvas (a test DOM): the table still says it all
    const c = new Chart(el, chartConfig(props));
    chart.current = c;
    return () => {
      c.destroy();
      chart.current = null;
    };
    // Created once; later props update the same chart below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    const c = chart.current;
    if (!c) return;
    const next = chartConfig(props);
    c.data = next.data;
    c.options = next.options!;
    c.update('none');
  });
  return (
    <div style={{ position: 'relative', height: '18rem' }}>
      <canvas ref={canvas} role="img" aria-label={props.summary} />
    </div>
  );
}
