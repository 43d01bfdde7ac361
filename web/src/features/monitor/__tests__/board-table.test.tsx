import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { monitor as t } from '@/copy/monitor';

import { boardRows } from '../board-rows';
import { BoardTable } from '../components/board-table';

const MIN = 60_000;
const now = 10_000 * MIN;

const board = {
  complete: {
    label: 'Finalizada',
    count: 1,
    sumEnteredAt: now - MIN,
    oldestEnteredAt: now - MIN,
    minutes: { [`m${now - MIN}`]: 1 },
  },
  quoter: {
    label: 'Cotizador',
    count: 2,
    sumEnteredAt: now - 60 * MIN + (now - 20 * MIN),
    oldestEnteredAt: now - 60 * MIN,
    minutes: { [`m${now - 60 * MIN}`]: 1, [`m${now - 20 * MIN}`]: 1 },
  },
  validation: { label: 'En validación', count: 0, sumEnteredAt: 0, oldestEnteredAt: 0 },
};

describe('BoardTable', () => {
  it('shows each status with its Spanish label, count and times, capture first', () => {
    render(<BoardTable now={now} rows={boardRows(board, now)} />);
    expect(screen.getByTestId('monitor-total')).toHaveTextContent(t.board.total(3));
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((r) => r.getAttribute('data-status'))).toEqual(['quoter', 'complete']);
    const quoter = within(rows[0]!);
    expect(quoter.getByRole('rowheader')).toHaveTextContent('Cotizador');
    expect(quoter.getByText('En captura')).toBeInTheDocument();
    const cell = (name: string) => rows[0]!.querySelector(`[data-cell="${name}"]`);
    expect(cell('count')).toHaveTextContent('2');
    expect(cell('average')).toHaveTextContent('40 min');
    expect(cell('median')).toHaveTextContent('19 min'); // the newer one, mid-minute: 19 min 30 s
    expect(cell('p90')).toHaveTextContent('1 h 00 min'); // the older one: the oldest, exact
    expect(cell('maximum')).toHaveTextContent('1 h 00 min');
    expect(cell('threshold')).toHaveTextContent(t.duration.none);
    expect(cell('late')).toHaveTextContent(t.board.noThreshold);
    expect(screen.getByTestId('monitor-late')).toHaveTextContent(t.board.lateSummary(0, 0));
  });

  it('marks a status past its threshold in words, not only in colour', () => {
    render(
      <BoardTable
        now={now}
        rows={boardRows(board, now, { quoter: 30 * MIN, complete: 30 * MIN })}
      />,
    );
    const [quoter, complete] = screen.getAllByRole('row').slice(1);
    expect(quoter).toHaveAttribute('data-late', 'true');
    expect(quoter!.querySelector('[data-cell="threshold"]')).toHaveTextContent('30 min');
    expect(quoter!.querySelector('[data-cell="late"]')).toHaveTextContent(t.board.late(1));
    expect(complete).not.toHaveAttribute('data-late');
    expect(complete!.querySelector('[data-cell="late"]')).toHaveTextContent(t.board.onTime);
    expect(screen.getByTestId('monitor-late')).toHaveTextContent(t.board.lateSummary(1, 1));
  });

  it('says so when there is nothing', () => {
    render(<BoardTable now={now} rows={boardRows({}, now)} />);
    expect(screen.getByText(t.board.empty)).toBeInTheDocument();
  });
});
