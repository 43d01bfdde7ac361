import type { ReactNode } from 'react';

import { ScreenShell } from '@/components/layouts/screen-shell';
import { formatMXN } from '@/components/ui/money';
import { validation as t } from '@/copy/es';
import { clientName, statusLabel } from '@/lib/request-model';
import type { LoanRequest } from '@/lib/request-model';

import { useLiveByStatus } from '../hooks/use-live';
import { maskId } from './folio-review';

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
        {live.state === 'ready' && live.value.length === 0 && <p role="status">{t.empty}</p>}
        {live.state === 'ready' && live.value.length > 0 && (
          <table>
            <caption>{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t.folio}</th>
                <th scope="col">{t.client}</th>
                <th scope="col">{t.curp}</th>
                <th scope="col">{t.status}</th>
                <th scope="col">{t.amount}</th>
                {renderAction && <th scope="col">{t.actionsTitle}</th>}
              </tr>
            </thead>
            <tbody>
              {live.value.map((r) => (
                <tr key={r.id} data-folio={r.id}>
                  <th scope="row">{r.id}</th>
                  <td>{clientName(r)}</td>
                  <td>{maskId(r.curp)}</td>
                  <td data-status={r.status}>{statusLabel(r.status)}</td>
                  <td>{formatMXN(r.offer?.quoter?.amount)}</td>
                  {renderAction && <td>{renderAction(r)}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </ScreenShell>
  );
}
