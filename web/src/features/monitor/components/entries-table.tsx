import { Link } from 'react-router';

import { href } from '@/config/paths';
import { monitor as t } from '@/copy/monitor';
import { statusLabel } from '@/lib/request-model';

import type { MonitorEntry } from '../api/types';
import { formatDateTime, formatDuration } from '../format';

/** The older list view: every folio's masked entry, most recently updated first. */
export function EntriesTable({ entries, now }: { entries: readonly MonitorEntry[]; now: number }) {
  if (entries.length === 0) return <p>{t.list.empty}</p>;
  const sorted = [...entries].sort(
    (a, b) => (b.lastUpdateAt ?? b.enteredStatusAt) - (a.lastUpdateAt ?? a.enteredStatusAt),
  );
  return (
    <table className="monitor-list">
      <caption>{t.list.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t.list.folio}</th>
          <th scope="col">{t.list.name}</th>
          <th scope="col">{t.list.status}</th>
          <th scope="col">{t.list.since}</th>
          <th scope="col">{t.list.updated}</th>
        </tr>
      </thead>
      <tbody>
        {sorted.map((e) => (
          <tr key={e.id} data-folio={e.id}>
            <th scope="row">
              <Link to={href('monitorRequestDetails', { id: e.id })}>{e.id}</Link>
            </th>
            <td>{e.name ?? ''}</td>
            <td data-status={e.status}>{statusLabel(e.status)}</td>
            <td>{formatDuration(now - e.enteredStatusAt)}</td>
            <td>{formatDateTime(e.lastUpdateAt)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
