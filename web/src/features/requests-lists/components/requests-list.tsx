import type { ReactNode } from 'react';

import { ScreenShell } from '@/components/layouts/screen-shell';
import { staff } from '@/copy/es';
import type { LoanRequest } from '@/lib/request-model';
import { useStore } from '@/stores/create-store';
import { sessionStore } from '@/stores/session';
import type { SessionState } from '@/stores/session';

import { listRequests, queriesFor } from '../filter';
import type { ListKind, Viewer } from '../filter';
import { useLiveRequests } from '../hooks/use-live-requests';
import { RequestsTable } from './requests-table';

export function viewerOf(s: SessionState): Viewer {
  return {
    role: s.role,
    bpId: s.dataSeller,
    branches: s.branches.map((b) => b.branchID).filter(Boolean),
  };
}

/**
 * A live list screen: en captura, en proceso, finalizadas or rechazadas por promotor; `children`
 * follow the list on the same screen.
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
  const live = useLiveRequests(queriesFor(kind, viewer));
  return (
    <ScreenShell title={title}>
      <p>{staff.lists.live}</p>
      <div aria-live="polite" aria-busy={live.state === 'loading'}>
        {live.state === 'loading' && <p role="status">{staff.common.loading}</p>}
        {live.state === 'error' && (
          <p role="alert" className="alert">
            {staff.lists.loadError}
          </p>
        )}
        {live.state === 'ready' && (
          <RequestsTable
            caption={title}
            requests={listRequests(kind, live.requests, viewer)}
            renderActions={renderActions}
            showReason={kind === 'rejectedByPromoter'}
          />
        )}
      </div>
      {children}
    </ScreenShell>
  );
}
