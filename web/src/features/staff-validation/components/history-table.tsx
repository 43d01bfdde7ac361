import { useId, useState } from 'react';

import { DataTable } from '@/components/ui/data-table';
import type { DataColumn } from '@/components/ui/data-table';
import { validation as t } from '@/copy/es';
import { liveMessage } from '@/entities/folio/live-data';
import { statusLabel } from '@/entities/folio/request-model';

import { byTime, useLiveTrail } from '../hooks/use-live';
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

/** The changed paths of an entry (its values when the entry carries them). */
function changedPaths(entry: HistoryEntry): string[] {
  return entry.paths ?? Object.keys(entry.changes ?? {}).map((k) => k.replaceAll('|', '/'));
}

/** The changed paths in order, each with its values when the entry carries them. */
function ChangeList({ entry, id }: { entry: HistoryEntry; id: string }) {
  const changes = entry.changes ?? {};
  return (
    <ul className="history-changes" id={id}>
      {changedPaths(entry).map((path) => {
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

/**
 * One line per entry: an access says what was read; a change says how many fields it touched and
 * lists them (with their values) only on demand, so a long trail stays one line per entry.
 */
function Changes({ entry }: { entry: HistoryEntry }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (entry.kind === 'access') return <span data-access={entry.accessed}>{accessed(entry)}</span>;
  const n = changedPaths(entry).length;
  if (n === 0) return null;
  return (
    <>
      <button
        type="button"
        className="link-button"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? t.history.hideChanges : t.history.showChanges(n)}
      </button>
      {open && <ChangeList entry={entry} id={listId} />}
    </>
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
  { header: t.history.changes, cell: (e) => <Changes entry={e} /> },
  { header: t.history.reason, cell: (e) => e.reason ?? '' },
];

/** The folio's changes, newest first: when, who, status before and after, what changed and why. */
export function HistoryTable({ entries }: { entries: readonly HistoryEntry[] }) {
  const rows = [...entries].sort(byTime).reverse();
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

/** How many entries a page of the trail adds. */
export const TRAIL_PAGE = 10;

/** The newest `limit` entries of the trail, live, and a button for the page before them. */
function TrailPage({ id }: { id: string }) {
  const [limit, setLimit] = useState(TRAIL_PAGE);
  const live = useLiveTrail(id, limit);
  return (
    <>
      {live.state === 'loading' && <p role="status">{t.loading}</p>}
      {liveMessage(live) && <p className="alert">{liveMessage(live)}</p>}
      {live.state === 'ready' && (
        <>
          {live.value.length > 0 && <p>{t.history.latest(live.value.length)}</p>}
          <HistoryTable entries={live.value} />
          {live.value.length >= limit && (
            <button type="button" onClick={() => setLimit((l) => l + TRAIL_PAGE)}>
              {t.history.more}
            </button>
          )}
        </>
      )}
    </>
  );
}

/**
 * requestHistory/{id} for admin staff: folded until asked for, then the newest page, read from
 * the database a page at a time (it grows with every read of the desk).
 */
export function FolioHistory({ id }: { id: string }) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  return (
    <section aria-labelledby="folio-history-title" className="folio-history">
      <h2 id="folio-history-title">{t.history.title}</h2>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? bodyId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? t.history.hide : t.history.show}
      </button>
      {open && (
        <div id={bodyId}>
          <TrailPage id={id} />
        </div>
      )}
    </section>
  );
}
