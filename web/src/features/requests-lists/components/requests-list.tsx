import type { ReactNode } from 'react';

import { ScreenShell } from '@/components/layouts/screen-shell';
import { matchesSearch, useListFilters } from '@/components/lists/list-filters';
import { staff } from '@/copy/es';
import { REQUESTS } from '@/entities/folio/folio-record';
import { useListPageSize } from '@/entities/folio/list-page-size';
import { usePagedList } from '@/entities/folio/live-data';
import { LiveView, MoreButton } from '@/entities/folio/live-view';
import { clientName } from '@/entities/folio/request-model';
import type { LoanRequest } from '@/entities/folio/request-model';
import { useStore } from '@/stores/create-store';
import { sessionStore } from '@/stores/session';
import type { SessionState } from '@/stores/session';

import { listRequests, rangesFor, viewerRefusal } from '../filter';
import type { ListKind, Viewer } from '../filter';
import { RequestsTable } from './requests-table';

export function viewerOf(s: SessionState): Viewer {
  return {
    role: s.role,
    bpId: s.dataSeller,
    branches: s.branches.map((b) => b.branchID).filter(Boolean),
  };
}

const asRequest = (v: unknown, id: string) => ({ ...(v as LoanRequest), id });

/**
 * A live list screen, paged newest first: en captura, en proceso, finalizadas, rechazadas por
 * promotor or the validations queue; `children` follow the list on the same screen.
 */
export function RequestsList({
  kind,
  title,
  renderActions,
  children,
}: {
  kind: ListKind;
  title: string;
  renderActions?: (r: LoanRequest) => ReactNode;
  children?: ReactNode;
}) {
  const session = useStore(sessionStore);
  const viewer = viewerOf(session);
  const { filters, bar } = useListFilters(viewer.branches);
  const refused = viewerRefusal(viewer);
  const view = usePagedList({
    path: REQUESTS,
    ranges: refused ? [] : rangesFor(kind, viewer, filters.branch),
    size: useListPageSize(),
    until: filters.until,
    since: filters.since,
    map: asRequest,
  });
  if (refused) {
    return (
      <ScreenShell title={title}>
        <p role="alert" className="alert">
          {refused}
        </p>
      </ScreenShell>
    );
  }
  return (
    <ScreenShell title={title}>
      <p>{staff.lists.live}</p>
      {bar}
      <LiveView live={view.live} loading={staff.common.loading}>
        {(requests) => (
          <RequestsTable
            caption={title}
            requests={listRequests(kind, requests, viewer).filter((r) =>
              matchesSearch(filters.search, r.id, clientName(r), r.curp),
            )}
            renderActions={renderActions}
            showReason={kind === 'rejectedByPromoter'}
          />
        )}
      </LiveView>
      <MoreButton view={view} />
      {children}
    </ScreenShell>
  );
}
