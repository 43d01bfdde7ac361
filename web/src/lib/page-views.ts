/**
 * Page views for the tag manager (docs/requirements.md §7 "Other": page views by route name). Every navigation,
 * the initial one included, pushes `{event: 'page_view', page_name, page_path, page_location}` to
 * `window.dataLayer` and logs a 'page_view' record, so the local console shows it too. Later log
 * records carry the route name.
 *
 * The path sent is the route's pattern (`/folio/:uuid/bienvenida`), never the address bar's: a
 * customer link's path holds its credential, which must not reach analytics or logs. The tag
 * manager's tags are to read `page_location` from this event, not the built-in page URL.
 */
import { useEffect, useRef } from 'react';
import { useLocation, useMatches, useNavigationType } from 'react-router';
import type { Params } from 'react-router';

import { isCustomerLink, routes } from '@/config/paths';
import type { RouteKey } from '@/config/paths';
import { logger, redactInLogs, scrubText, setRouteName } from '@/lib/logger';
import { ensureTagManager } from '@/lib/tag-manager';

export interface PageView {
  event: 'page_view';
  page_name: string;
  /** The route pattern, e.g. `/folio/:uuid/bienvenida`. */
  page_path: string;
  /** The origin and the route pattern. */
  page_location: string;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** The name pages without a named route (the not-found page) are reported under. */
export const UNNAMED_PAGE = 'NotFound';

/** Pushes one page view of the route `pattern` and logs it. */
export function trackPageView(name: string, pattern: string): PageView {
  // scrubText: a pattern is never a credential, but a caller's mistake must not leak one.
  const path = scrubText(pattern);
  const view: PageView = {
    event: 'page_view',
    page_name: name,
    page_path: path,
    page_location: window.location.origin + path,
  };
  setRouteName(name);
  ensureTagManager();
  window.dataLayer ??= [];
  window.dataLayer.push(view);
  logger.info('page_view', { route: name, page_path: path });
  return view;
}

/**
 * The route pattern of `pathname`: each segment that is the value of one of the match's params
 * becomes `:name` (a splat becomes `*`), e.g. `/folio/AbC…/bienvenida` → `/folio/:uuid/bienvenida`.
 */
export function routePattern(pathname: string, params: Params): string {
  let path = pathname;
  const splat = params['*'];
  if (splat) {
    const encoded = splat
      .split('/')
      .map((s) => encodeURIComponent(s))
      .join('/');
    if (path.endsWith(encoded)) path = path.slice(0, path.length - encoded.length) + '*';
    else if (path.endsWith(splat)) path = path.slice(0, path.length - splat.length) + '*';
  }
  const byValue = new Map<string, string>();
  for (const [name, value] of Object.entries(params)) {
    if (name !== '*' && value) byValue.set(value, name);
  }
  return path
    .split('/')
    .map((seg) => {
      let decoded = seg;
      try {
        decoded = decodeURIComponent(seg);
      } catch {
        // A malformed escape is kept as typed.
      }
      const name = byValue.get(decoded);
      return name === undefined ? seg : `:${name}`;
    })
    .join('/');
}

function hasName(handle: unknown): handle is { name: string } {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    typeof (handle as { name?: unknown }).name === 'string'
  );
}

/** A customer link route: no login, under /folio/ (config/paths.ts isCustomerLink). */
function isLinkRoute(handle: unknown): boolean {
  const h = handle as { access?: unknown; key?: unknown } | null | undefined;
  return (
    typeof h === 'object' &&
    h !== null &&
    h.access === 'no-auth' &&
    typeof h.key === 'string' &&
    h.key in routes &&
    isCustomerLink(routes[h.key as RouteKey])
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

/**
 * Tracks a page view on every committed location (once per location, StrictMode included). A
 * location that replaces the last one on the same route is the same page: a customer link's
 * address swapping its credential for the link id (entities/link-session/use-link-session.ts) is
 * not a second visit.
 */
export function usePageViews(): void {
  const location = useLocation();
  const matches = useMatches();
  const type = useNavigationType();
  const last = useRef<{ key: string; pattern: string } | undefined>(undefined);
  const name = routeNameOf(matches);
  const deepest = matches[matches.length - 1];
  const params = deepest?.params ?? {};
  // A customer link's credential is its uuid param (prueba-de-vida names it folio).
  if (isLinkRoute(deepest?.handle)) redactInLogs(params.uuid ?? params.folio);
  const pattern = routePattern(location.pathname, params);
  useEffect(() => {
    const was = last.current;
    if (was?.key === location.key) return;
    last.current = { key: location.key, pattern };
    if (type === 'REPLACE' && was?.pattern === pattern) return;
    trackPageView(name, pattern);
  }, [location.key, pattern, name, type]);
}
