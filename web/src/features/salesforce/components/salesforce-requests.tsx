import { useCallback } from 'react';
import { Link } from 'react-router';

import { DataTable } from '@/components/ui/data-table';
import type { DataColumn } from '@/components/ui/data-table';
import { formatMXN } from '@/components/ui/money';
import { href } from '@/config/paths';
import { salesforce as t } from '@/copy/salesforce';
import { useOnce } from '@/lib/use-once';
import { useStore } from '@/stores/create-store';
import { sessionStore } from '@/stores/session';

import { salesforceRequests } from '../api/gateway';
import type { SalesforceRequest } from '../api/gateway';
import { formatDate } from './format';

export interface SalesforceRequestsProps {
  load?: (bpId: string) => Promise<SalesforceRequest[]>;
}

const COLUMNS: DataColumn<SalesforceRequest>[] = [
  { header: t.list.folioIt, cell: (r) => r.folioIt, rowHeader: true },
  { header: t.list.client, cell: (r) => r.customerName },
  { header: t.list.curp, cell: (r) => r.curp },
  { header: t.list.amount, cell: (r) => formatMXN(r.amount) },
  { header: t.list.status, cell: (r) => r.status },
  { header: t.list.created, cell: (r) => formatDate(r.createdAt) },
  {
    header: t.list.actions,
    cell: (r) => (
      <Link
        to={href('salesforceOffer', { folioIt: r.folioIt })}
        aria-label={t.list.offers(r.folioIt)}
      >
        {t.list.offersShort}
      </Link>
    ),
  },
];

/** Solicitudes Salesforce: the gateway's requests for the logged-in promoter. */
export function SalesforceRequests({ load = salesforceRequests }: SalesforceRequestsProps) {
  const bpId = useStore(sessionStore, (s) => s.dataSeller);
  const fetchList = useCallback(() => load(bpId), [load, bpId]);
  const state = useOnce(fetchList, [fetchList]);

  if (state.loading) {
    return (
      <p role="status" aria-busy="true">
        {t.list.loading}
      </p>
    );
  }
  if (state.error !== undefined || !state.data) {
    return (
      <>
        <p role="alert" className="alert">
          {t.list.error}
        </p>
        <button type="button" onClick={state.retry}>
          {t.list.retry}
        </button>
      </>
    );
  }
  const rows = state.data;
  return (
    <>
      <p>{t.list.lead}</p>
      <DataTable
        rows={rows}
        columns={COLUMNS}
        rowKey={(r) => r.folioIt}
        rowAttrs={(r) => ({ 'data-folio-it': r.folioIt })}
        caption={`${t.list.caption} · ${t.list.count(rows.length)}`}
        empty={<p role="status">{t.list.empty}</p>}
      />
    </>
  );
}
