import { useAuth } from 'reactfire';

import { duplicates as t } from '@/copy/es';
import { useSignedInUid } from '@/entities/folio/live-data';
import { logger } from '@/lib/logger';
import { useOnce } from '@/lib/use-once';

import { budgetMessage, foliosInFlight } from '../api/in-flight';

/**
 * The client's folios in flight, whoever holds them: a new folio is refused while one is, unless
 * an admin of the promoter's branch allows the exception. Only status, branch, id and age show.
 */
export function InFlightNotice({ curp }: { curp: string }) {
  const auth = useAuth();
  // Auth restores its session after the first render: ask once there is a user.
  const uid = useSignedInUid();
  const run = useOnce(async () => {
    const user = auth.currentUser;
    if (!user || !curp) return [];
    try {
      return await foliosInFlight(await user.getIdToken(), curp);
    } catch (err) {
      if (!budgetMessage(err)) logger.warn('folios in flight not read', {}, err);
      throw err;
    }
  }, [auth, uid, curp]);
  const limited = budgetMessage(run.error);
  const folios = run.data ?? [];
  if (limited) {
    return (
      <p role="alert" className="alert">
        {limited}
      </p>
    );
  }
  if (folios.length === 0) return null;
  return (
    <section aria-labelledby="in-flight-title" className="alert">
      <h3 id="in-flight-title">{t.inFlightTitle}</h3>
      <ul>
        {folios.map((f) => (
          <li key={f.requestId}>
            {t.folio(f.requestId)} · {t.status}: {f.label || f.status} · {t.branch}:{' '}
            {f.branch || t.noBranch} · {t.age(f.ageDays)}
          </li>
        ))}
      </ul>
      <p>{t.inFlightIntro}</p>
    </section>
  );
}
