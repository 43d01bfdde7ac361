import { monitor as t } from '@/copy/monitor';
import { groupLabel, statusGroup, statusLabel } from '@/lib/request-model';
import type { GroupKey } from '@/lib/request-model';

import type { StatusStats } from '../api/types';
import { formatDuration, timesInStatus } from '../format';

const GROUP_ORDER: GroupKey[] = ['capture', 'inProcess', 'complete', 'rejected', 'cnca'];

function order(status: string): number {
  const g = statusGroup(status);
  return g ? GROUP_ORDER.indexOf(g) : GROUP_ORDER.length;
}

/** The performance board: per status, how many folios and how long they have been in it. */
export function BoardTable({ board, now }: { board: Record<string, StatusStats>; now: number }) {
  const rows = Object.entries(board)
    .filter(([, s]) => s && s.count > 0)
    .sort(([a], [b]) => order(a) - order(b) || statusLabel(a).localeCompare(statusLabel(b), 'es'));
  if (rows.length === 0) return <p>{t.board.empty}</p>;
  const total = rows.reduce((n, [, s]) => n + s.count, 0);
  return (
    <>
      <p role="status" data-testid="monitor-total">
        {t.board.total(total)}
      </p>
      <table className="monitor-board">
        <caption>{t.board.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.board.status}</th>
            <th scope="col">{t.board.group}</th>
            <th scope="col">{t.board.count}</th>
            <th scope="col">{t.board.average}</th>
            <th scope="col">{t.board.maximum}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([status, s]) => {
            const { average, maximum } = timesInStatus(s, now);
            const g = statusGroup(status);
            return (
              <tr key={status} data-status={status}>
                <th scope="row">{statusLabel(status)}</th>
                <td>{g ? groupLabel(g) : ''}</td>
                <td data-cell="count">{s.count}</td>
                <td data-cell="average">{formatDuration(average)}</td>
                <td data-cell="maximum">{formatDuration(maximum)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}
