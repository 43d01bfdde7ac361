import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { monitor as t } from '@/copy/monitor';

import { BoardTable } from '../components/board-table';

const now = 10_000_000;

describe('BoardTable', () => {
  it('shows each status with its Spanish label, count and times, capture first', () => {
    render(
      <BoardTable
        now={now}
        board={{
          complete: {
            label: 'Finalizada',
            count: 1,
            sumEnteredAt: now - 60_000,
            oldestEnteredAt: now - 60_000,
          },
          quoter: {
            label: 'Cotizador',
            count: 2,
            sumEnteredAt: now - 3_600_000 + (now - 1_200_000),
            oldestEnteredAt: now - 3_600_000,
          },
          validation: { label: 'En validación', count: 0, sumEnteredAt: 0, oldestEnteredAt: 0 },
        }}
      />,
    );
    expect(screen.getByTestId('monitor-total')).toHaveTextContent(t.board.total(3));
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((r) => r.getAttribute('data-status'))).toEqual(['quoter', 'complete']);
    const quoter = within(rows[0]!);
    expect(quoter.getByRole('rowheader')).toHaveTextContent('Cotizador');
    expect(quoter.getByText('En captura')).toBeInTheDocument();
    expect(rows[0]!.querySelector('[data-cell="count"]')).toHaveTextContent('2');
    expect(rows[0]!.querySelector('[data-cell="average"]')).toHaveTextContent('40 min');
    expect(rows[0]!.querySelector('[data-cell="maximum"]')).toHaveTextContent('1 h 00 min');
  });

  it('says so when there is nothing', () => {
    render(<BoardTable now={now} board={{}} />);
    expect(screen.getByText(t.board.empty)).toBeInTheDocument();
  });
});
