import { formatMXN } from '@/components/ui/money';
import { staff } from '@/copy/es';
import type { Quotation } from '@/lib/quotation';

const t = staff.quoterResult;

/** The gateway's quotations, one row each, with the button that picks one. */
export function QuotationTable({
  quotations,
  busy,
  onChoose,
}: {
  quotations: Quotation[];
  busy: boolean;
  onChoose: (q: Quotation) => void;
}) {
  return (
    <>
      <table>
        <thead>
          <tr>
            <th scope="col">{t.product}</th>
            <th scope="col">{t.amount}</th>
            <th scope="col">{t.term}</th>
            <th scope="col">{t.payment}</th>
            <th scope="col">{t.tasa}</th>
            <th scope="col">{t.cat}</th>
            <th scope="col">
              <span className="visually-hidden">{staff.lists.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {quotations.map((q) => (
            <tr key={`${q.productId}-${q.term}`}>
              <td>{q.productName}</td>
              <td>{formatMXN(q.amount)}</td>
              <td>{t.months(q.term)}</td>
              <td>{formatMXN(q.payment)}</td>
              <td>{q.tasa.toFixed(2)} %</td>
              <td>{q.cat.toFixed(1)} %</td>
              <td>
                <button
                  type="button"
                  disabled={busy}
                  aria-label={`${t.choose}: ${q.productName}, ${t.months(q.term)}`}
                  onClick={() => onChoose(q)}
                >
                  {t.choose}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        <small>{t.catNote}</small>
      </p>
    </>
  );
}
