import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { validation } from '@/copy/es';
import { statusLabel } from '@/entities/folio/request-model';

import { HistoryTable } from '../components/history-table';
import type { HistoryEntry } from '../hooks/use-live';

const t = validation.history;

// Entries in the shape the functions write (requestHistory/{id}/{key}), out of order.
const TRAIL: HistoryEntry[] = [
  {
    key: '-N3',
    at: 3_000,
    by: 'bp:9',
    role: 'Gerente',
    from: 'fileValidation',
    to: 'rejectionDocuments',
    paths: ['status', 'statusReason'],
    changes: {
      status: { from: 'fileValidation', to: 'rejectionDocuments' },
      statusReason: { from: null, to: 'INE ilegible' },
    },
    reason: 'INE ilegible',
  },
  {
    key: '-N1',
    at: 1_000,
    by: 'bp:1000000001',
    role: 'Promotor',
    from: null,
    to: 'quoter',
    paths: ['client/phone', 'status'],
    changes: { 'client|phone': { from: null, to: '******5607' }, status: { to: 'quoter' } },
  },
  {
    key: '-N2',
    at: 2_000,
    by: 'functions',
    role: 'Sistema',
    from: 'quoter',
    to: 'quoter',
    paths: ['offer/quoter/amount', 'offer/quoter/insurance'],
    changes: {
      'offer|quoter|amount': { from: 50000, to: 65000 },
      'offer|quoter|insurance': { from: false, to: true },
    },
  },
];

function rows() {
  return screen.getAllByRole('row').slice(1);
}

describe('HistoryTable', () => {
  it('shows each entry newest first, one line each: when, who, status before → after, reason', () => {
    render(<HistoryTable entries={TRAIL} />);
    const [first, second, third] = rows();
    expect(rows()).toHaveLength(3);
    expect(rows().map((r) => r.getAttribute('data-history'))).toEqual(['-N3', '-N2', '-N1']);

    // A rejection with its reason, in Spanish labels.
    expect(first).toHaveTextContent('Gerente · bp:9');
    expect(first).toHaveTextContent(statusLabel('fileValidation'));
    expect(first).toHaveTextContent(statusLabel('rejectionDocuments'));
    expect(first).toHaveTextContent('INE ilegible');

    // A change by the functions without a status change.
    expect(second).toHaveTextContent(`Sistema · ${t.functions}`);

    // Created by the promoter: no status before.
    expect(third).toHaveTextContent('Promotor · bp:1000000001');
    expect(third).toHaveTextContent(t.created);
    expect(third).toHaveTextContent(statusLabel('quoter'));
  });

  it('folds the fields of each entry, and shows them (masked as stored) on demand', async () => {
    render(<HistoryTable entries={TRAIL} />);
    const [, second, third] = rows();
    // Folded: a count, no paths.
    expect(screen.queryAllByRole('list')).toHaveLength(0);
    const open = within(third!).getByRole('button', { name: t.showChanges(2) });
    expect(open).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(open);
    expect(within(third!).getByRole('button', { name: t.hideChanges })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const phone = within(third!).getByText('client/phone').closest('li')!;
    expect(phone).toHaveTextContent(`client/phone: ${t.emptyValue} → ******5607`);
    expect(third).not.toHaveTextContent('5512345607');
    // Only that entry opened.
    expect(screen.getAllByRole('list')).toHaveLength(1);
    expect(within(second!).queryByText('offer/quoter/amount')).toBeNull();

    await userEvent.click(within(second!).getByRole('button', { name: t.showChanges(2) }));
    expect(within(second!).getByText('offer/quoter/amount').closest('li')).toHaveTextContent(
      'offer/quoter/amount: 50000 → 65000',
    );
    expect(within(second!).getByText('offer/quoter/insurance').closest('li')).toHaveTextContent(
      `${t.no} → ${t.yes}`,
    );

    await userEvent.click(within(third!).getByRole('button', { name: t.hideChanges }));
    expect(within(third!).queryByText('client/phone')).toBeNull();
  });

  it('has a column header for each part of an entry', () => {
    render(<HistoryTable entries={TRAIL} />);
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([t.at, t.by, t.from, t.to, t.changes, t.reason]);
  });

  it('reads the older entries, which have no paths or changes', () => {
    render(
      <HistoryTable
        entries={[
          {
            key: 'e1',
            from: 'documents',
            to: 'fileValidation',
            by: 'bp:1',
            role: 'Promotor',
            at: 1,
          },
        ]}
      />,
    );
    expect(rows()[0]).toHaveTextContent(statusLabel('fileValidation'));
    expect(within(rows()[0]!).queryByRole('button')).toBeNull();
    expect(within(rows()[0]!).queryByRole('list')).toBeNull();
  });

  it('says when there is no history', () => {
    render(<HistoryTable entries={[]} />);
    expect(screen.getByText(t.empty)).toBeInTheDocument();
  });
});

describe('HistoryTable, access entries of the desk', () => {
  it('says what was read, never a value', () => {
    render(
      <HistoryTable
        entries={[
          {
            key: 'access-1',
            kind: 'access',
            at: 1,
            by: 'bp:2',
            role: 'Gerente',
            from: 'fileValidation',
            to: 'fileValidation',
            accessed: 'ineFront',
          },
          {
            key: 'access-2',
            kind: 'access',
            at: 2,
            by: 'bp:2',
            role: 'Gerente',
            from: 'fileValidation',
            to: 'fileValidation',
            accessed: 'identifiers',
          },
        ]}
      />,
    );
    const [ids, ine] = screen.getAllByRole('row').slice(1);
    expect(ine).toHaveTextContent(t.accessed(validation.desk.images.ineFront!));
    expect(ids).toHaveTextContent(t.accessed(t.identifiers));
  });
});
