import { Link } from 'react-router';

import { DataTable } from '@/components/ui/data-table';
import type { DataColumn } from '@/components/ui/data-table';
import { href } from '@/config/paths';
import { monitor as t } from '@/copy/monitor';
import { statusLabel } from '@/entities/folio/request-model';

import type { MonitorEntry } from '../api/types';
import { formatDateTime, formatDuration } from '../format';

function columns(now: number): DataColumn<MonitorEntry>[] {
  return [
    {
      header: t.list.folio,
      cell: (e) => <Link to={href('monitorRequestDetails', { id: e.id })}>{e.id}</Link>,
      rowHeader: true,
    },
    {
      header: t.list.status,
      cell: (e) => statusLabel(e.status),
      attrs: (e) => ({ 'data-status': e.status }),
    },
    { header: t.list.since, cell: (e) => formatDuration(now - e.enteredStatusAt) },
    { header: t.list.updated, cell: (e) => formatDateTime(e.lastUpdateAt) },
  ];
}

/** The older list view: every folio's masked entry, most recently updated first. */
export function EntriesTable({ entries, now }: { entries: readonly MonitorEntry[]; now: number }) {
  if (entries.length === 0) return <p>{t.list.empty}</p>;
  const sorted = [...entries].sort(
    (a, b) => (b.lastUpdateAt ?? b.enteredStatusAt) - (a.lastUpdateAt ?? a.enteredStatusAt),
  );
  return (
    <DataTable
      rows={sorted}
      columns={columns(now)}
      rowKey={(e) => e.id}
      rowAttrs={(e) => ({ 'data-folio': e.id })}
      caption={t.list.caption}
      className="monitor-list"
    />
  );
}
