import { DataTable } from '@/components/ui/data-table';
import type { DataColumn } from '@/components/ui/data-table';
import { validation as t } from '@/copy/es';
import { liveMessage } from '@/lib/live-data';
import { statusLabel } from '@/lib/request-model';

import { byTime, useLiveHistory } from '../hooks/use-live';
import type { HistoryChange, HistoryEntry } from '../hooks/use-live';

const when = new Intl.DateTimeFormat('es-MX', { dateStyle: 'short', timeStyle: 'short' });

/** A value of the trail as the functions stored it (already masked when personal). */
function shown(v: unknown): string {
  if (v === null || v === undefined || v === '') return t.history.emptyValue;
  if (typeof v === 'boolean') return v ? t.history.yes : t.history.no;
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

function who(e: HistoryEntry): string {
  const by = e.by === 'functions' ? t.history.functions : e.by;
  return [e.role, by].filter(Boolean).join(' · ');
}

/** What an access entry read, in Spanish. */
function accessed(e: HistoryEntry): string {
  const what =
    e.accessed === 'identifiers'
      ? t.history.identifiers
      : (t.desk.images[e.accessed ?? ''] ?? e.accessed ?? '');
  return t.history.accessed(what);
}

/** The changed paths in order, each with its values when the entry carries them. */
function ChangeList({ entry }: { entry: HistoryEntry }) {
  if (entry.kind === 'access') return <span data-access={entry.accessed}>{accessed(entry)}</span>;
  const changes = entry.changes ?? {};
  const paths = entry.paths ?? Object.keys(changes).map((k) => k.replaceAll('|', '/'));
  if (paths.length === 0) return null;
  return (
    <ul className="history-changes">
      {paths.map((path) => {
        const c: HistoryChange | undefined = changes[path.replaceAll('/', '|')];
        return (
          <li key={path} data-path={path}>
            <code>{path}</code>
            {c && `: ${shown(c.from)} → ${shown(c.to)}`}
          </li>
        );
      })}
    </ul>
  );
}

const COLUMNS: DataColumn<HistoryEntry>[] = [
  {
    header: t.history.at,
    cell: (e) => (typeof e.at === 'number' ? when.format(new Date(e.at)) : ''),
  },
  { header: t.history.by, cell: who },
  { header: t.history.from, cell: (e) => (e.from ? statusLabel(e.from) : t.history.created) },
  { header: t.history.to, cell: (e) => (e.to ? statusLabel(e.to) : t.history.deleted) },
  { header: t.history.changes, cell: (e) => <ChangeList entry={e} /> },
  { header: t.history.reason, cell: (e) => e.reason ?? '' },
];

/** The folio's changes, oldest first: when, who, status before and after, what changed and why. */
export function HistoryTable({ entries }: { entries: readonly HistoryEntry[] }) {
  const rows = [...entries].sort(byTime);
  return (
    <DataTable
      rows={rows}
      columns={COLUMNS}
      rowKey={(e) => e.key}
      rowAttrs={(e) => ({ 'data-history': e.key })}
      caption={t.history.title}
      empty={<p>{t.history.empty}</p>}
      scroll
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
      {liveMessage(live) && <p className="alert">{liveMessage(live)}</p>}
      {live.state === 'ready' && <HistoryTable entries={live.value} />}
    </section>
  );
}
