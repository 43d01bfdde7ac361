import { customer as t } from '@/copy/es';

import type { CustomerFolio } from '../api/folio';
import { summaryRows } from '../model/loan';

export function LoanSummary({ folio }: { folio: CustomerFolio }) {
  return (
    <>
      <dl className="cl-card">
        {summaryRows(folio).map(([label, value]) => (
          <div key={label} className="cl-row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p>
        <small>{t.summary.catNote}</small>
      </p>
      <p>
        <small>{t.summary.warning}</small>
      </p>
    </>
  );
}
