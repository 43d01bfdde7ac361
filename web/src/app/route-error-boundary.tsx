import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useRouteError } from 'react-router';

import { ScreenShell } from '@/components/layouts/screen-shell';
import { es } from '@/copy/es';
import { removeShell } from '@/entities/link-session/handoff';
import { isChunkLoadError, reloadTarget } from '@/lib/chunk-reload';
import { logger } from '@/lib/logger';

/** One decision per error object, so re-renders (and StrictMode) never reload twice. */
const decisions = new WeakMap<object, boolean>();

function reloadsFor(error: unknown, target: string): boolean {
  if (!isChunkLoadError(error)) return false;
  const key = error as object;
  let reloading = decisions.get(key);
  if (reloading === undefined) {
    reloading = reloadTarget(target);
    decisions.set(key, reloading);
  }
  return reloading;
}

/**
 * A route's error: a page chunk that failed to load reloads the target path (docs/requirements.md §2); anything
 * else (or a chunk that failed again right after a reload) shows a Spanish error page.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const target = location.pathname + location.search + location.hash;
  const reloading = reloadsFor(error, target);
  // An error on the first load (the root's boundary renders without AppShell) replaces the HTML
  // shell's screen too.
  useLayoutEffect(() => removeShell(), []);

  useEffect(() => {
    if (!reloading) logger.error('route error', error);
  }, [error, reloading]);

  if (reloading) return <p role="status">{es.app.loading}</p>;
  return (
    <ScreenShell title={es.errorPage.title}>
      <p>{es.errorPage.body}</p>
      <button type="button" onClick={() => window.location.assign(target)}>
        {es.errorPage.retry}
      </button>
    </ScreenShell>
  );
}
