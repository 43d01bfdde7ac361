/**
 * Page views for the tag manager (SPEC §7 "Other": page views by route name). Every navigation,
 * the initial one included, pushes `{event: 'page_view', page_name, page_path}` to
 * `window.dataLayer` and logs a 'page_view' record, so the local console shows it too. Later log
 * records carry the route name.
 */
import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';

import { logger, setRouteName } from '@/lib/logger';

export interface PageView {
  event: 'page_view';
  page_name: string;
  page_path: string;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** The name pages without a named route (the not-found page) are reported under. */
export const UNNAMED_PAGE = 'NotFound';

/** Pushes one page view and logs it. */
export function trackPageView(name: string, path: string): PageView {
  const view: PageView = { event: 'page_view', page_name: name, page_path: path };
  setRouteName(name);
  window.dataLayer ??= [];
  window.dataLayer.push(view);
  logger.info('page_view', { route: name, page_path: path });
  return view;
}

function hasName(handle: unknown): handle is { name: string } {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    typeof (handle as { name?: unknown }).name === 'string'
  );
}

/** The route name of the deepest match whose handle carries one. */
export function routeNameOf(matches: readonly { handle: unknown }[]): string {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]!.handle;
    if (hasName(handle)) return handle.name;
  }
  return UNNAMED_PAGE;
}

/** Tracks a page view on every committed location (once per location, StrictMode included). */
export function usePageViews(): void {
  const location = useLocation();
  const matches = useMatches();
  const last = useRef<string | undefined>(undefined);
  const name = routeNameOf(matches);
  useEffect(() => {
    if (last.current === location.key) return;
    last.current = location.key;
    trackPageView(name, location.pathname);
  }, [location.key, location.pathname, name]);
}
