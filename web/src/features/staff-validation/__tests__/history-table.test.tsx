import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { validation } from '@/copy/es';
import { statusLabel } from '@/lib/request-model';

import { HistoryTable } from '../components/history-table';

describe('HistoryTable', () => {
  it('shows each change with Spanish status labels, who and why', () => {
    render(
      <HistoryTable
        entries={[
          {
            key: 'e2',
            from: 'fileValidation',
            to: 'rejectionDocuments',
            by: 'bp:9',
            role: 'Gerente',
            at: 2,
            reason: 'INE ilegible',
          },
          { key: 'e1', to: 'quoter', by: 'bp:1', role: 'Promotor', at: 1 },
        ]}
      />,
    );
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent(statusLabel('rejectionDocuments'));
    expect(rows[0]).toHaveTextContent('Gerente · bp:9');
    expect(rows[0]).toHaveTextContent('INE ilegible');
    expect(rows[1]).toHaveTextContent(statusLabel('quoter'));
  });

  it('says when there is no history', () => {
    render(<HistoryTable entries={[]} />);
    expect(screen.getByText(validation.history.empty)).toBeInTheDocument();
  });
});
