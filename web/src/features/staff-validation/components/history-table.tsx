import { DataTable } from '@/components/ui/data-table';
import type { DataColumn } from '@/components/ui/data-table';
import { validation as t } from '@/copy/es';
import { statusLabel } from '@/lib/request-model';

import type { HistoryEntry } from '../hooks/use-live';
import { useLiveHistory } from '../hooks/use-live';

const when = new Intl.DateTimeFormat('es-MX', { dateStyle: 'short', timeStyle: 'short' });

const COLUMNS: DataColumn<HistoryEntry>[] = [
  {
    header: t.history.at,
    cell: (e) => (typeof e.at === 'number' ? when.format(new Date(e.at)) : ''),
  },
  { header: t.history.from, cell: (e) => (e.from ? statusLabel(e.from) : '') },
  { header: t.history.to, cell: (e) => statusLabel(e.to) },
  { header: t.history.by, cell: (e) => [e.role, e.by].filter(Boolean).join(' · ') },
  { header: t.history.reason, cell: (e) => e.reason ?? '' },
];

/** The folio's status changes, oldest first, with who made them and why. */
export function HistoryTable({ entries }: { entries: readonly HistoryEntry[] }) {
  return (
    <DataTable
      rows={entries}
      columns={COLUMNS}
      rowKey={(e) => e.key}
      caption={t.history.title}
      empty={<p>{t.history.empty}</p>}
    />
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
