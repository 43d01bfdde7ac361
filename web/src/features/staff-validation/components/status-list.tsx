import type { ReactNode } from 'react';

import { ScreenShell } from '@/components/layouts/screen-shell';
import { matchesSearch, useListFilters } from '@/components/lists/list-filters';
import { DataTable } from '@/components/ui/data-table';
import type { DataColumn } from '@/components/ui/data-table';
import { formatMXN } from '@/components/ui/money';
import { validation as t } from '@/copy/es';
import { REQUESTS } from '@/entities/folio/folio-record';
import { adminRanges } from '@/entities/folio/list-keys';
import type { Segment } from '@/entities/folio/list-keys';
import { useListPageSize } from '@/entities/folio/list-page-size';
import { usePagedList } from '@/entities/folio/live-data';
import { LiveView, MoreButton } from '@/entities/folio/live-view';
import { clientName, statusLabel } from '@/entities/folio/request-model';
import type { LoanRequest } from '@/entities/folio/request-model';
import { maskField } from '@/lib/mask';
import { useStore } from '@/stores/create-store';
import { sessionStore } from '@/stores/session';

const COLUMNS: DataColumn<LoanRequest>[] = [
  { header: t.folio, cell: (r) => r.id, rowHeader: true },
  { header: t.client, cell: clientName },
  { header: t.curp, cell: (r) => maskField('curp', r.curp) },
  {
    header: t.status,
    cell: (r) => statusLabel(r.status),
    attrs: (r) => ({ 'data-status': r.status }),
  },
  { header: t.amount, cell: (r) => formatMXN(r.offer?.quoter?.amount) },
];

const asRequest = (v: unknown, id: string) => ({ ...(v as LoanRequest), id });

/**
 * A live staff list of the folios in `statuses` of the admin's own branches (or the one chosen),
 * paged newest first (lists/branch, each branch and status side by side); `renderAction` links each
 * to its screen.
 */
export function StatusList({
  title,
  statuses,
  renderAction,
}: {
  title: string;
  statuses: readonly string[];
  renderAction?: (r: LoanRequest) => ReactNode;
}) {
  const branches = useStore(sessionStore, (s) => s.branches)
    .map((b) => b.branchID)
    .filter(Boolean);
  const { filters, bar } = useListFilters(branches);
  const view = usePagedList({
    path: REQUESTS,
    ranges: adminRanges(statuses as Segment[], branches, filters.branch),
    size: useListPageSize(),
    until: filters.until,
    since: filters.since,
    map: asRequest,
  });
  return (
    <ScreenShell title={title}>
      <p>{t.live}</p>
      {bar}
      <LiveView live={view.live} loading={t.loading}>
        {(rows) => (
          <DataTable
            rows={rows.filter((r) => matchesSearch(filters.search, r.id, clientName(r), r.curp))}
            rowKey={(r) => r.id}
            rowAttrs={(r) => ({ 'data-folio': r.id })}
            caption={title}
            empty={<p role="status">{t.empty}</p>}
            columns={[...COLUMNS, renderAction && { header: t.actionsTitle, cell: renderAction }]}
          />
        )}
      </LiveView>
      <MoreButton view={view} />
    </ScreenShell>
  );
}
