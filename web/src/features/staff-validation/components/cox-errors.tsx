import { useDatabase } from 'reactfire';

import { DataTable } from '@/components/ui/data-table';
import type { DataColumn } from '@/components/ui/data-table';
import { validation as t } from '@/copy/es';
import { logger } from '@/lib/logger';
import { toast } from '@/stores/notifications';

import { markCoxErrorAttended } from '../api';
import { useLiveCoxErrors } from '../hooks/use-live';
import type { CoxError } from '../hooks/use-live';

const when = new Intl.DateTimeFormat('es-MX', { dateStyle: 'short', timeStyle: 'short' });

const COLUMNS: DataColumn<CoxError>[] = [
  { header: t.cox.probankNumber, cell: (e) => e.probankNumber, rowHeader: true },
  { header: t.cox.request, cell: (e) => e.requestId },
  { header: t.cox.message, cell: (e) => e.message },
  { header: t.cox.at, cell: (e) => (typeof e.at === 'number' ? when.format(new Date(e.at)) : '') },
];

/** errors/cox not attended yet (optionally only folio `requestId`'s), each can be marked attended. */
export function CoxErrors({ requestId }: { requestId?: string }) {
  const db = useDatabase();
  const live = useLiveCoxErrors();
  const attend = async (n: string) => {
    try {
      await markCoxErrorAttended(db, n);
      toast(t.cox.attended, { kind: 'success' });
    } catch (err) {
      logger.error('cox error not marked attended', { n }, err);
      toast(t.saveError, { kind: 'error' });
    }
  };
  if (live.state === 'loading') return <p role="status">{t.loading}</p>;
  if (live.state !== 'ready') {
    return (
      <p role="alert" className="alert">
        {live.message}
      </p>
    );
  }
  const rows = live.value.filter((e) => !requestId || e.requestId === requestId);
  return (
    <section aria-labelledby="cox-errors-title">
      <h2 id="cox-errors-title">{t.cox.title}</h2>
      <DataTable
        rows={rows}
        rowKey={(e) => e.probankNumber}
        empty={<p role="status">{t.cox.empty}</p>}
        columns={[
          ...COLUMNS,
          {
            header: t.actionsTitle,
            cell: (e) => (
              <button
                type="button"
                className="secondary"
                onClick={() => void attend(e.probankNumber)}
              >
                {t.cox.attend}
              </button>
            ),
          },
        ]}
      />
    </section>
  );
}
