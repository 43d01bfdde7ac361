import { useAuth } from 'reactfire';

import { duplicates as t } from '@/copy/es';
import { useSignedInUid } from '@/entities/folio/live-data';
import { logger } from '@/lib/logger';
import { useOnce } from '@/lib/use-once';
import { toast } from '@/stores/notifications';

import { allowDuplicate, listDuplicates, pendingCount } from '../duplicates-api';
import type { DuplicateAttempt } from '../duplicates-api';

const when = new Intl.DateTimeFormat('es-MX', { dateStyle: 'short', timeStyle: 'short' });

/**
 * The staff queue's duplicates: creations the functions refused because the client had another
 * folio in flight, for the admin of the promoter's branch to allow once (the exception goes to the
 * trail of the folios in the way).
 */
export function DuplicateList() {
  const auth = useAuth();
  // Auth restores its session after the first render: ask once there is a user.
  const uid = useSignedInUid();
  const list = useOnce(async (): Promise<DuplicateAttempt[] | null> => {
    const user = auth.currentUser;
    if (!user) return null;
    try {
      return await listDuplicates(await user.getIdToken());
    } catch (err) {
      logger.warn('duplicates not listed', {}, err);
      throw err;
    }
  }, [auth, uid]);

  const allow = async (key: string) => {
    try {
      const user = auth.currentUser;
      if (!user) return;
      await allowDuplicate(await user.getIdToken(), key);
      toast(t.allowedToast, { kind: 'success' });
      list.retry();
    } catch (err) {
      toast(err instanceof Error ? err.message : t.loadError, { kind: 'error' });
    }
  };

  if (list.error !== undefined) {
    return (
      <p role="alert" className="alert">
        {t.loadError}
      </p>
    );
  }
  const attempts = list.data;
  if (!attempts) return null;
  const pending = pendingCount(attempts);
  return (
    <section aria-labelledby="duplicates-title">
      <h2 id="duplicates-title">
        {t.queueTitle}{' '}
        {pending > 0 && (
          <span className="badge" role="status">
            {t.badge(pending)}
          </span>
        )}
      </h2>
      {attempts.length === 0 ? (
        <p role="status">{t.queueEmpty}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">{t.curp}</th>
              <th scope="col">{t.promoter}</th>
              <th scope="col">{t.others}</th>
              <th scope="col">{t.when}</th>
              <th scope="col">{t.state}</th>
            </tr>
          </thead>
          <tbody>
            {attempts.map((a) => (
              <tr key={a.key}>
                <th scope="row">{a.curp}</th>
                <td>{a.bpId}</td>
                <td>
                  {(a.others ?? []).map((o) => (
                    <div key={o.requestId}>
                      {t.folio(o.requestId)} · {o.label || o.status} · {o.branch || t.noBranch} ·{' '}
                      {t.age(o.ageDays)}
                    </div>
                  ))}
                </td>
                <td>{when.format(new Date(a.at))}</td>
                <td>
                  {a.usedBy ? (
                    t.used(a.usedBy)
                  ) : a.allowedBy ? (
                    t.allowed(a.allowedName || a.allowedBy)
                  ) : (
                    <button type="button" onClick={() => void allow(a.key)}>
                      {t.allow}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
