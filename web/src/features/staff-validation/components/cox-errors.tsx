import { useDatabase } from 'reactfire';

import { validation as t } from '@/copy/es';
import { logger } from '@/lib/logger';
import { toast } from '@/stores/notifications';

import { markCoxErrorAttended } from '../api';
import { useLiveCoxErrors } from '../hooks/use-live';

const when = new Intl.DateTimeFormat('es-MX', { dateStyle: 'short', timeStyle: 'short' });

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
  if (live.state === 'error') {
    return (
      <p role="alert" className="alert">
        {t.loadError}
      </p>
    );
  }
  const rows = live.value.filter((e) => !requestId || e.requestId === requestId);
  return (
    <section aria-labelledby="cox-errors-title">
      <h2 id="cox-errors-title">{t.cox.title}</h2>
      {rows.length === 0 ? (
        <p role="status">{t.cox.empty}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">{t.cox.probankNumber}</th>
              <th scope="col">{t.cox.request}</th>
              <th scope="col">{t.cox.message}</th>
              <th scope="col">{t.cox.at}</th>
              <th scope="col">{t.actionsTitle}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((e) => (
              <tr key={e.probankNumber}>
                <th scope="row">{e.probankNumber}</th>
                <td>{e.requestId}</td>
                <td>{e.message}</td>
                <td>{typeof e.at === 'number' ? when.format(new Date(e.at)) : ''}</td>
                <td>
                  <button
                    type="button"
                    className="secondary"
                    onClick={() => void attend(e.probankNumber)}
                  >
                    {t.cox.attend}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
