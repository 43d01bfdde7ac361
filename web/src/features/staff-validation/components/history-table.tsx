import { validation as t } from '@/copy/es';
import { statusLabel } from '@/lib/request-model';

import type { HistoryEntry } from '../hooks/use-live';
import { useLiveHistory } from '../hooks/use-live';

const when = new Intl.DateTimeFormat('es-MX', { dateStyle: 'short', timeStyle: 'short' });

/** The folio's status changes, oldest first, with who made them and why. */
export function HistoryTable({ entries }: { entries: readonly HistoryEntry[] }) {
  if (entries.length === 0) return <p>{t.history.empty}</p>;
  return (
    <table>
      <caption>{t.history.title}</caption>
      <thead>
        <tr>
          <th scope="col">{t.history.at}</th>
          <th scope="col">{t.history.from}</th>
          <th scope="col">{t.history.to}</th>
          <th scope="col">{t.history.by}</th>
          <th scope="col">{t.history.reason}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((e) => (
          <tr key={e.key}>
            <td>{typeof e.at === 'number' ? when.format(new Date(e.at)) : ''}</td>
            <td>{e.from ? statusLabel(e.from) : ''}</td>
            <td>{statusLabel(e.to)}</td>
            <td>{[e.role, e.by].filter(Boolean).join(' · ')}</td>
            <td>{e.reason ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** requestHistory/{id}, live (admin staff may read it). */
export function FolioHistory({ id }: { id: string }) {
  const live = useLiveHistory(id);
  return (
    <section aria-labelledby="folio-history-title">
      <h2 id="folio-history-title">{t.history.title}</h2>
      {live.state === 'loading' && <p role="status">{t.loading}</p>}
      {live.state === 'error' && <p className="alert">{t.loadError}</p>}
      {live.state === 'ready' && <HistoryTable entries={live.value} />}
    </section>
  );
}
