import type { ReactNode } from 'react';

import { ScreenShell } from '@/components/layouts/screen-shell';
import { DataTable } from '@/components/ui/data-table';
import type { DataColumn } from '@/components/ui/data-table';
import { formatMXN } from '@/components/ui/money';
import { validation as t } from '@/copy/es';
import { clientName, statusLabel } from '@/lib/request-model';
import type { LoanRequest } from '@/lib/request-model';

import { useLiveByStatus } from '../hooks/use-live';
import { maskId } from './folio-review';

const COLUMNS: DataColumn<LoanRequest>[] = [
  { header: t.folio, cell: (r) => r.id, rowHeader: true },
  { header: t.client, cell: clientName },
  { header: t.curp, cell: (r) => maskId(r.curp) },
  {
    header: t.status,
    cell: (r) => statusLabel(r.status),
    attrs: (r) => ({ 'data-status': r.status }),
  },
  { header: t.amount, cell: (r) => formatMXN(r.offer?.quoter?.amount) },
];

/** A live staff list of the folios in `statuses`; `renderAction` links each to its screen. */
export function StatusList({
  title,
  statuses,
  renderAction,
}: {
  title: string;
  statuses: readonly string[];
  renderAction?: (r: LoanRequest) => ReactNode;
}) {
  const live = useLiveByStatus(statuses);
  return (
    <ScreenShell title={title}>
      <p>{t.live}</p>
      <div aria-live="polite" aria-busy={live.state === 'loading'}>
        {live.state === 'loading' && <p role="status">{t.loading}</p>}
        {live.state === 'error' && (
          <p role="alert" className="alert">
            {t.loadError}
          </p>
        )}
        {live.state === 'ready' && (
          <DataTable
            rows={live.value}
            rowKey={(r) => r.id}
            rowAttrs={(r) => ({ 'data-folio': r.id })}
            caption={title}
            empty={<p role="status">{t.empty}</p>}
            columns={[...COLUMNS, renderAction && { header: t.actionsTitle, cell: renderAction }]}
          />
        )}
      </div>
    </ScreenShell>
  );
}
