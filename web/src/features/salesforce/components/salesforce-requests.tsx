import { useCallback } from 'react';
import { Link } from 'react-router';

import { formatMXN } from '@/components/ui/money';
import { href } from '@/config/paths';
import { salesforce as t } from '@/copy/salesforce';
import { useStore } from '@/stores/create-store';
import { sessionStore } from '@/stores/session';

import { salesforceRequests } from '../api/gateway';
import type { SalesforceRequest } from '../api/gateway';
import { useAsync } from '../hooks/use-async';
import { formatDate } from './format';

export interface SalesforceRequestsProps {
  load?: (bpId: string) => Promise<SalesforceRequest[]>;
}

/** Solicitudes Salesforce: the gateway's requests for the logged-in promoter. */
export function SalesforceRequests({ load = salesforceRequests }: SalesforceRequestsProps) {
  const bpId = useStore(sessionStore, (s) => s.dataSeller);
  const fetchList = useCallback(() => load(bpId), [load, bpId]);
  const [state, reload] = useAsync(fetchList);

  if (state.kind === 'loading') {
    return (
      <p role="status" aria-busy="true">
        {t.list.loading}
      </p>
    );
  }
  if (state.kind === 'error') {
    return (
      <>
        <p role="alert" className="alert">
          {t.list.error}
        </p>
        <button type="button" onClick={reload}>
          {t.list.retry}
        </button>
      </>
    );
  }
  const rows = state.value;
  return (
    <>
      <p>{t.list.lead}</p>
      {rows.length === 0 ? (
        <p role="status">{t.list.empty}</p>
      ) : (
        <table>
          <caption>
            {t.list.caption} · {t.list.count(rows.length)}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t.list.folioIt}</th>
              <th scope="col">{t.list.client}</th>
              <th scope="col">{t.list.curp}</th>
              <th scope="col">{t.list.amount}</th>
              <th scope="col">{t.list.status}</th>
              <th scope="col">{t.list.created}</th>
              <th scope="col">{t.list.actions}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.folioIt} data-folio-it={r.folioIt}>
                <th scope="row">{r.folioIt}</th>
                <td>{r.customerName}</td>
                <td>{r.curp}</td>
                <td>{formatMXN(r.amount)}</td>
                <td>{r.status}</td>
                <td>{formatDate(r.createdAt)}</td>
                <td>
                  <Link
                    to={href('salesforceOffer', { folioIt: r.folioIt })}
                    aria-label={t.list.offers(r.folioIt)}
                  >
                    {t.list.offersShort}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
