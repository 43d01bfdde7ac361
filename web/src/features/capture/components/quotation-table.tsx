import { staff } from '@/copy/es';
import type { Quotation } from '@/entities/quote/quotation';
import { QuotationTable as Table, quotationColumns } from '@/entities/quote/quotation-table';

const t = staff.quoterResult;
const columns = quotationColumns(t);

/** The gateway's quotations, one row each, with the button that picks one. */
export function QuotationTable(props: {
  quotations: Quotation[];
  busy: boolean;
  onChoose: (q: Quotation) => void;
}) {
  return (
    <Table
      {...props}
      columns={columns}
      choose={t.choose}
      chooseLabel={(q) => `${t.choose}: ${q.productName}, ${t.months(q.term)}`}
      actions={staff.lists.actions}
      note={t.catNote}
    />
  );
}
