/**
 * How every live read shows its state (entities/folio/live-data.ts): a loading status, the state's Spanish
 * message as an alert (signed out, missing, refused), or the content; and, for a paged list, the
 * "Ver más" button under it.
 */
import type { ReactNode } from 'react';

import { es, live as copy } from '@/copy/es';
import type { Live, PagedView } from '@/entities/folio/live-data';

export function LiveView<T>({
  live,
  loading = es.app.loading,
  children,
}: {
  live: Live<T>;
  loading?: string;
  children: (value: T) => ReactNode;
}) {
  return (
    <div aria-live="polite" aria-busy={live.state === 'loading'}>
      {live.state === 'loading' && <p role="status">{loading}</p>}
      {live.state !== 'loading' && live.state !== 'ready' && (
        <p role="alert" className="alert" data-live-state={live.state}>
          {live.message}
        </p>
      )}
      {live.state === 'ready' && children(live.value)}
    </div>
  );
}

/** The "Ver más" button of a paged list: shown while older folios may exist. */
export function MoreButton<T>({ view }: { view: PagedView<T> }) {
  if (view.live.state !== 'ready' || (!view.hasMore && !view.loadingMore)) return null;
  return (
    <p>
      <button
        type="button"
        className="secondary"
        onClick={view.more}
        disabled={view.loadingMore}
        aria-busy={view.loadingMore}
      >
        {view.loadingMore ? copy.loadingMore : copy.more}
      </button>
    </p>
  );
}
