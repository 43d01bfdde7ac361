import type { ReactNode } from 'react';

import { formatMXN } from '@/components/ui/money';
import { staff } from '@/copy/es';
import { clientName, displayStatus, requestBranch } from '@/lib/request-model';
import type { LoanRequest } from '@/lib/request-model';

const t = staff.lists;

const when = new Intl.DateTimeFormat('es-MX', { dateStyle: 'short', timeStyle: 'short' });

export function formatUpdated(at: number | undefined): string {
  return typeof at === 'number' && at > 0 ? when.format(new Date(at)) : '';
}

/** One row per folio: folio, client, CURP, Spanish status, branch, amount, last update. */
export function RequestsTable({
  requests,
  caption,
  renderActions,
  showReason,
}: {
  requests: readonly LoanRequest[];
  caption: string;
  renderActions?: (r: LoanRequest) => ReactNode;
  showReason?: boolean;
}) {
  if (requests.length === 0) return <p role="status">{t.empty}</p>;
  return (
    // Scrolls sideways on a phone instead of widening the page.
    <div style={{ overflowX: 'auto', maxWidth: '100%' }}>
      <table>
        <caption>
          {caption} · {t.count(requests.length)}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t.folio}</th>
            <th scope="col">{t.client}</th>
            <th scope="col">{t.curp}</th>
            <th scope="col">{t.status}</th>
            <th scope="col">{t.branch}</th>
            <th scope="col">{t.amount}</th>
            <th scope="col">{t.updated}</th>
            {showReason && <th scope="col">{t.reason}</th>}
            {renderActions && <th scope="col">{t.actions}</th>}
          </tr>
        </thead>
        <tbody>
          {requests.map((r) => (
            <tr key={r.id} data-folio={r.id}>
              <th scope="row">{r.id}</th>
              <td>{clientName(r)}</td>
              <td>{r.curp}</td>
              <td data-status={r.status}>{displayStatus(r.status)}</td>
              <td>{requestBranch(r) ?? ''}</td>
              <td>{formatMXN(r.offer?.quoter?.amount)}</td>
              <td>{formatUpdated(r.lastUpdateAt)}</td>
              {showReason && <td>{r.discarded?.reason}</td>}
              {renderActions && <td>{renderActions(r)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
