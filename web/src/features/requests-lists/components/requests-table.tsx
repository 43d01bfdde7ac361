import type { ReactNode } from 'react';

import { DataTable } from '@/components/ui/data-table';
import type { DataColumn } from '@/components/ui/data-table';
import { formatMXN } from '@/components/ui/money';
import { staffLists } from '@/copy/staff-lists';
import { clientName, displayStatus, requestBranch } from '@/entities/folio/request-model';
import type { LoanRequest } from '@/entities/folio/request-model';

const t = staffLists;

const when = new Intl.DateTimeFormat('es-MX', { dateStyle: 'short', timeStyle: 'short' });

export function formatUpdated(at: number | undefined): string {
  return typeof at === 'number' && at > 0 ? when.format(new Date(at)) : '';
}

const COLUMNS: DataColumn<LoanRequest>[] = [
  { header: t.folio, cell: (r) => r.id, rowHeader: true },
  { header: t.client, cell: clientName },
  { header: t.curp, cell: (r) => r.curp },
  {
    header: t.status,
    cell: (r) => displayStatus(r.status),
    attrs: (r) => ({ 'data-status': r.status }),
  },
  { header: t.branch, cell: (r) => requestBranch(r) ?? '' },
  { header: t.amount, cell: (r) => formatMXN(r.offer?.quoter?.amount) },
  { header: t.updated, cell: (r) => formatUpdated(r.lastUpdateAt) },
];

const REASON: DataColumn<LoanRequest> = { header: t.reason, cell: (r) => r.discarded?.reason };

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
  return (
    <DataTable
      rows={requests}
      rowKey={(r) => r.id}
      rowAttrs={(r) => ({ 'data-folio': r.id })}
      caption={`${caption} · ${t.count(requests.length)}`}
      empty={<p role="status">{t.empty}</p>}
      scroll
      columns={[
        ...COLUMNS,
        showReason && REASON,
        renderActions && { header: t.actions, cell: renderActions },
      ]}
    />
  );
}
