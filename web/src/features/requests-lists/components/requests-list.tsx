import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';

import { ScreenShell } from '@/components/layouts/screen-shell';
import { matchesSearch, useListFilters } from '@/components/lists/list-filters';
import { staffCommon, staffLists } from '@/copy/staff-lists';
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
 * Calls `load` once, when the browser is idle after the list first showed its rows: the code of the
 * screens a list leads to loads after the list, not before it
 * (docs/adr/0069-staff-pages-load-by-need.md).
 */
function useAfterFirstRows(ready: boolean, load?: () => void) {
  const done = useRef(false);
  useEffect(() => {
    if (!ready || !load || done.current) return;
    done.current = true;
    const idle = globalThis.requestIdleCallback;
    if (idle) idle(() => load(), { timeout: 2000 });
    else globalThis.setTimeout(load, 200);
  }, [ready, load]);
}

/**
 * A live list screen, paged newest first: en captura, en proceso, finalizadas, rechazadas por
 * promotor or the validations queue; `children` follow the list on the same screen.
 */
export function RequestsList({
  kind,
  title,
  renderActions,
  children,
  afterFirstRows,
}: {
  kind: ListKind;
  title: string;
  renderActions?: (r: LoanRequest) => ReactNode;
  children?: ReactNode;
  /** Loads what the list's actions lead to, once its first rows are on screen. */
  afterFirstRows?: () => void;
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
  useAfterFirstRows(view.live.state === 'ready', afterFirstRows);
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
      <p>{staffLists.live}</p>
      {bar}
      <LiveView live={view.live} loading={staffCommon.loading}>
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
