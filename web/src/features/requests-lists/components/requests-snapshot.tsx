import { endAt, get, limitToLast, orderByChild, query, ref, startAt } from 'firebase/database';
import { useDatabase } from 'reactfire';

import { staff } from '@/copy/es';
import { END } from '@/entities/folio/list-keys';
import { useListPageSize } from '@/entities/folio/list-page-size';
import { useSignedInUid } from '@/entities/folio/live-data';
import type { LoanRequest } from '@/entities/folio/request-model';
import { statusLabel } from '@/entities/folio/request-model';
import { useOnce } from '@/lib/use-once';
import { useStore } from '@/stores/create-store';
import { sessionStore } from '@/stores/session';

import { listRequests, rangesFor, viewerRefusal } from '../filter';
import type { ListKind } from '../filter';
import { viewerOf } from './requests-list';
import { RequestsTable } from './requests-table';

const t = staff.lists;

/** How many folios each status holds, in the order the statuses first appear. */
export function countByStatus(requests: readonly LoanRequest[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const r of requests) counts.set(r.status, (counts.get(r.status) ?? 0) + 1);
  return [...counts.entries()];
}

type Snapshot =
  { state: 'loading' } | { state: 'error' } | { state: 'ready'; requests: LoanRequest[]; at: Date };

/**
 * The former list screens (/solicitudes-en-proceso-old, docs/routes.md): the same folios as the
 * live list's newest page, read once with the same key ranges and rules, a count per status, and
 * "Actualizar".
 */
export function RequestsSnapshot({ kind, caption }: { kind: ListKind; caption: string }) {
  const db = useDatabase();
  const uid = useSignedInUid();
  // null until Remote Config answers: the read waits for the page size, so it happens once.
  const size = useListPageSize();
  const session = useStore(sessionStore);
  const viewer = viewerOf(session);
  const refused = viewerRefusal(viewer);
  const spec = (refused ? [] : rangesFor(kind, viewer))
    .map((r) => `${r.orderBy}=${r.prefix}`)
    .join('&');
  const run = useOnce(
    uid === undefined || size === null || refused
      ? null
      : async () => {
          const parts = (spec ? spec.split('&') : []).map((p) => {
            const [child, prefix] = p.split('=') as [string, string];
            return get(
              query(
                ref(db, 'requests'),
                orderByChild(child),
                startAt(prefix),
                endAt(prefix + END),
                limitToLast(size),
              ),
            );
          });
          const snaps = await Promise.all(parts);
          const byId = new Map<string, LoanRequest>();
          for (const s of snaps) {
            s.forEach((c) => {
              byId.set(c.key!, { ...(c.val() as LoanRequest), id: c.key! });
            });
          }
          return { requests: [...byId.values()], at: new Date() };
        },
    [db, spec, uid, size, refused],
  );

  const snap: Snapshot = run.loading
    ? { state: 'loading' }
    : run.data
      ? { state: 'ready', ...run.data }
      : run.error !== undefined
        ? { state: 'error' }
        : { state: 'loading' };
  const load = run.retry;
  const rows = snap.state === 'ready' ? listRequests(kind, snap.requests, viewer) : [];
  if (refused) {
    return (
      <p role="alert" className="alert">
        {refused}
      </p>
    );
  }
  return (
    <div aria-busy={snap.state === 'loading'}>
      <p>
        <button type="button" onClick={load} disabled={snap.state === 'loading'}>
          {t.refresh}
        </button>{' '}
        {snap.state === 'ready' && (
          <span role="status">{t.readAt(snap.at.toLocaleTimeString('es-MX'))}</span>
        )}
      </p>
      {snap.state === 'loading' && <p role="status">{staff.common.loading}</p>}
      {snap.state === 'error' && (
        <p role="alert" className="alert">
          {t.loadError}
        </p>
      )}
      {snap.state === 'ready' && (
        <>
          <table>
            <caption>{t.byStatus}</caption>
            <thead>
              <tr>
                <th scope="col">{t.status}</th>
                <th scope="col">{t.perStatus}</th>
              </tr>
            </thead>
            <tbody>
              {countByStatus(rows).map(([status, n]) => (
                <tr key={status}>
                  <td>{statusLabel(status)}</td>
                  <td>{n}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <RequestsTable caption={caption} requests={rows} />
        </>
      )}
    </div>
  );
}
