import { formatMXN } from '@/components/ui/money';
import { libranza as t } from '@/copy/libranza';

import type { Quotation } from '../api/gateway';

/** Resultados: one row per offer (product, amount, monthly discount, term, rate, CAT) to choose. */
export function OffersTable({
  quotations,
  busy,
  onChoose,
}: {
  quotations: Quotation[];
  busy: boolean;
  onChoose: (q: Quotation) => void;
}) {
  const r = t.results;
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">{r.product}</th>
          <th scope="col">{r.amount}</th>
          <th scope="col">{r.discount}</th>
          <th scope="col">{r.term}</th>
          <th scope="col">{r.tasa}</th>
          <th scope="col">{r.cat}</th>
          <th scope="col">
            <span className="visually-hidden">{r.choose}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {quotations.map((q) => (
          <tr key={`${q.productId}-${q.term}-${q.amount}`}>
            <td>{q.productName}</td>
            <td>{formatMXN(q.amount)}</td>
            <td>{formatMXN(q.payment)}</td>
            <td>{t.months(q.term)}</td>
            <td>{t.percent(q.tasa)}</td>
            <td>{t.percent(q.cat)}</td>
            <td>
              <button
                type="button"
                disabled={busy}
                aria-label={r.chooseOffer(formatMXN(q.amount), q.term)}
                onClick={() => onChoose(q)}
              >
                {r.choose}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
