import { formatMXN } from '@/components/ui/money';
import { libranza as t } from '@/copy/libranza';
import { QuotationTable } from '@/entities/quote/quotation-table';
import type { QuotationColumn } from '@/entities/quote/quotation-table';

import type { Quotation } from '../api/gateway';

const r = t.results;
const columns: QuotationColumn[] = [
  { header: r.product, cell: (q) => q.productName },
  { header: r.amount, cell: (q) => formatMXN(q.amount) },
  { header: r.discount, cell: (q) => formatMXN(q.payment) },
  { header: r.term, cell: (q) => t.months(q.term) },
  { header: r.tasa, cell: (q) => t.percent(q.tasa) },
  { header: r.cat, cell: (q) => t.percent(q.cat) },
];

/** Resultados: one row per offer (product, amount, monthly discount, term, rate, CAT) to choose. */
export function OffersTable(props: {
  quotations: Quotation[];
  busy: boolean;
  onChoose: (q: Quotation) => void;
}) {
  return (
    <QuotationTable
      {...props}
      columns={columns}
      choose={r.choose}
      chooseLabel={(q) => r.chooseOffer(formatMXN(q.amount), q.term)}
      actions={r.choose}
    />
  );
}
