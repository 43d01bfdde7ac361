import { useState } from 'react';
import { Link } from 'react-router';
import { useDatabase } from 'reactfire';

import { href } from '@/config/paths';
import { staff, validation } from '@/copy/es';
import { logger } from '@/lib/logger';
import { toast } from '@/stores/notifications';

import { setCoxErrorAttended } from '../api';
import { useLiveCoxErrors } from '../hooks/use-live';
import type { CoxError } from '../hooks/use-live';

const t = staff.coxErrors;
const when = new Intl.DateTimeFormat('es-MX', { dateStyle: 'short', timeStyle: 'short' });

/** Newest first; attended ones only when `showAttended`. */
export function visibleCoxErrors(errors: readonly CoxError[], showAttended: boolean): CoxError[] {
  return errors
    .filter((e) => showAttended || e.attended !== true)
    .sort((a, b) => (b.at ?? 0) - (a.at ?? 0));
}

/** The table of COX errors: Probank number, folio (link to its reenvío a COX), message, date. */
export function CoxErrorTable({
  errors,
  onToggle,
  busy,
}: {
  errors: readonly CoxError[];
  onToggle: (probankNumber: string, attended: boolean) => void;
  busy?: string | null;
}) {
  if (errors.length === 0) return <p role="status">{t.empty}</p>;
  return (
    // Scrolls sideways on a phone instead of widening the page.
    <div style={{ overflowX: 'auto', maxWidth: '100%' }}>
      <table>
        <caption>{t.title}</caption>
        <thead>
          <tr>
            <th scope="col">{t.probankNumber}</th>
            <th scope="col">{t.folio}</th>
            <th scope="col">{t.message}</th>
            <th scope="col">{t.date}</th>
            <th scope="col">{t.attended}</th>
          </tr>
        </thead>
        <tbody>
          {errors.map((e) => (
            <tr key={e.probankNumber} data-probank={e.probankNumber}>
              <th scope="row">{e.probankNumber}</th>
              <td>
                {e.requestId ? (
                  <Link
                    to={href('resendToCox', { folio: e.requestId })}
                    aria-label={t.resendOf(e.requestId)}
                  >
                    {e.requestId}
                  </Link>
                ) : null}
              </td>
              <td>{e.message}</td>
              <td>{typeof e.at === 'number' ? when.format(new Date(e.at)) : ''}</td>
              <td>
                <input
                  type="checkbox"
                  aria-label={t.markAttended(e.probankNumber)}
                  checked={e.attended === true}
                  disabled={busy === e.probankNumber}
                  onChange={(ev) => onToggle(e.probankNumber, ev.target.checked)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Every folio's COX errors (errors/cox, admin staff only), live, with the attended toggle. */
export function CoxErrorList() {
  const db = useDatabase();
  const [showAttended, setShowAttended] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const live = useLiveCoxErrors(true);
  const toggle = async (n: string, attended: boolean) => {
    setBusy(n);
    try {
      await setCoxErrorAttended(db, n, attended);
      toast(attended ? validation.cox.attended : t.reopened, { kind: 'success' });
    } catch (err) {
      logger.error('cox error attended not saved', { n, attended }, err);
      toast(validation.saveError, { kind: 'error' });
    } finally {
      setBusy(null);
    }
  };
  return (
    <section aria-labelledby="cox-error-list-title">
      <h2 id="cox-error-list-title">{t.title}</h2>
      <p>{t.intro}</p>
      <label>
        <input
          type="checkbox"
          checked={showAttended}
          onChange={(e) => setShowAttended(e.target.checked)}
        />{' '}
        {t.showAttended}
      </label>
      {live.state === 'loading' && <p role="status">{validation.loading}</p>}
      {live.state === 'error' && (
        <p role="alert" className="alert">
          {validation.loadError}
        </p>
      )}
      {live.state === 'ready' && (
        <CoxErrorTable
          errors={visibleCoxErrors(live.value, showAttended)}
          busy={busy}
          onToggle={(n, a) => void toggle(n, a)}
        />
      )}
    </section>
  );
}
