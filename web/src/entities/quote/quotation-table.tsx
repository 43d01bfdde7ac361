/**
 * The gateway's quotations, one row each, with the button that picks one: the results table of the
 * capture, CNCA and carta libranza cotizadores. Each flow brings its columns and its labels.
 */
import type { ReactNode } from 'react';

import { DataTable } from '@/components/ui/data-table';
import { formatMXN } from '@/components/ui/money';
import type { Quotation } from '@/entities/quote/quotation';

export interface QuotationColumn {
  header: string;
  cell: (q: Quotation) => ReactNode;
}

export interface QuotationTableProps {
  quotations: readonly Quotation[];
  columns: readonly QuotationColumn[];
  busy: boolean;
  onChoose: (q: Quotation) => void;
  /** The button's text. */
  choose: string;
  /** The button's accessible name for one row. */
  chooseLabel: (q: Quotation) => string;
  /** The hidden header of the buttons' column. */
  actions: string;
  caption?: string;
  /** A note under the table (the CAT). */
  note?: string;
}

/** Product, amount, term, payment, rate and CAT, in that order (capture and CNCA). */
export function quotationColumns(l: {
  product: string;
  amount: string;
  term: string;
  payment: string;
  tasa: string;
  cat: string;
  months: (n: number) => string;
}): QuotationColumn[] {
  return [
    { header: l.product, cell: (q) => q.productName },
    { header: l.amount, cell: (q) => formatMXN(q.amount) },
    { header: l.term, cell: (q) => l.months(q.term) },
    { header: l.payment, cell: (q) => formatMXN(q.payment) },
    { header: l.tasa, cell: (q) => `${q.tasa.toFixed(2)} %` },
    { header: l.cat, cell: (q) => `${q.cat.toFixed(1)} %` },
  ];
}

export function QuotationTable(p: QuotationTableProps) {
  return (
    <>
      <DataTable
        rows={p.quotations}
        rowKey={(q) => `${q.productId}-${q.term}-${q.amount}`}
        caption={p.caption}
        columns={[
          ...p.columns,
          {
            header: <span className="visually-hidden">{p.actions}</span>,
            cell: (q) => (
              <button
                type="button"
                disabled={p.busy}
                aria-label={p.chooseLabel(q)}
                onClick={() => p.onChoose(q)}
              >
                {p.choose}
              </button>
            ),
          },
        ]}
      />
      {p.note && (
        <p>
          <small>{p.note}</small>
        </p>
      )}
    </>
  );
}
