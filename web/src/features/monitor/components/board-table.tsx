import { DataTable } from '@/components/ui/data-table';
import type { DataColumn } from '@/components/ui/data-table';
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

function groupOf(status: string): string {
  const g = statusGroup(status);
  return g ? groupLabel(g) : '';
}

type BoardRow = [status: string, stats: StatusStats];

function columns(now: number): DataColumn<BoardRow>[] {
  const time =
    (which: 'average' | 'maximum') =>
    ([, s]: BoardRow) =>
      formatDuration(timesInStatus(s, now)[which]);
  return [
    { header: t.board.status, cell: ([status]) => statusLabel(status), rowHeader: true },
    { header: t.board.group, cell: ([status]) => groupOf(status) },
    { header: t.board.count, cell: ([, s]) => s.count, attrs: { 'data-cell': 'count' } },
    { header: t.board.average, cell: time('average'), attrs: { 'data-cell': 'average' } },
    { header: t.board.maximum, cell: time('maximum'), attrs: { 'data-cell': 'maximum' } },
  ];
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
      <DataTable
        rows={rows}
        columns={columns(now)}
        rowKey={([status]) => status}
        rowAttrs={([status]) => ({ 'data-status': status })}
        caption={t.board.caption}
        className="monitor-board"
      />
    </>
  );
}
