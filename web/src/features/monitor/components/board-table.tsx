import { DataTable } from '@/components/ui/data-table';
import type { DataColumn } from '@/components/ui/data-table';
import { monitor as t } from '@/copy/monitor';

import type { BoardRow } from '../board-rows';
import { formatDuration, timesInStatus } from '../format';

/** The late cell: the mark is a word and a sign, never only a colour. */
function Late({ row }: { row: BoardRow }) {
  const { late, threshold } = row.figures;
  if (threshold === undefined) return <>{t.board.noThreshold}</>;
  if (late === 0) return <>{t.board.onTime}</>;
  return (
    <strong className="monitor-late-mark">
      <span aria-hidden="true">⚠ </span>
      {t.board.late(late)}
    </strong>
  );
}

function columns(now: number): DataColumn<BoardRow>[] {
  const wait = (which: 'median' | 'p90' | 'oldest') => (r: BoardRow) =>
    formatDuration(r.figures[which]);
  return [
    { header: t.board.status, cell: (r) => r.label, rowHeader: true },
    { header: t.board.group, cell: (r) => r.group },
    { header: t.board.count, cell: (r) => r.stats.count, attrs: { 'data-cell': 'count' } },
    {
      header: t.board.average,
      cell: (r) => formatDuration(timesInStatus(r.stats, now).average),
      attrs: { 'data-cell': 'average' },
    },
    { header: t.board.median, cell: wait('median'), attrs: { 'data-cell': 'median' } },
    { header: t.board.p90, cell: wait('p90'), attrs: { 'data-cell': 'p90' } },
    {
      header: t.board.maximum,
      cell: (r) => formatDuration(timesInStatus(r.stats, now).maximum),
      attrs: { 'data-cell': 'maximum' },
    },
    {
      header: t.board.threshold,
      cell: (r) =>
        r.figures.threshold === undefined ? t.duration.none : formatDuration(r.figures.threshold),
      attrs: { 'data-cell': 'threshold' },
    },
    { header: t.board.lateHeader, cell: (r) => <Late row={r} />, attrs: { 'data-cell': 'late' } },
  ];
}

/**
 * The performance board: per status, how many folios, how long they have been in it (average,
 * median, p90, maximum) and how many are past the status's threshold. It is also the charts' text
 * alternative.
 */
export function BoardTable({ rows, now }: { rows: BoardRow[]; now: number }) {
  if (rows.length === 0) return <p>{t.board.empty}</p>;
  const total = rows.reduce((n, r) => n + r.stats.count, 0);
  const lateRows = rows.filter((r) => r.figures.late > 0);
  const late = lateRows.reduce((n, r) => n + r.figures.late, 0);
  return (
    <>
      <p role="status" data-testid="monitor-total">
        {t.board.total(total)}
      </p>
      <p data-testid="monitor-late" className={late > 0 ? 'alert' : undefined}>
        {late > 0 && <span aria-hidden="true">⚠ </span>}
        {t.board.lateSummary(late, lateRows.length)}
      </p>
      <DataTable
        rows={rows}
        columns={columns(now)}
        rowKey={(r) => r.status}
        rowAttrs={(r) => ({
          'data-status': r.status,
          'data-late': r.figures.late > 0 ? 'true' : undefined,
          className: r.figures.late > 0 ? 'monitor-late' : undefined,
        })}
        caption={t.board.caption}
        className="monitor-board"
        scroll
      />
    </>
  );
}
