/**
 * One data router for the whole SPA: every docs/requirements.md §2 route, lazy-loaded, guarded by a loader that runs
 * the navigation guard, plus `/` (an alias of /home) and the Spanish not-found page.
 */
import type { ComponentType } from 'react';
import { createBrowserRouter, redirect } from 'react-router';
import type { LoaderFunctionArgs, Params, RouteObject } from 'react-router';

import { HOME_ALIAS, isCustomerLink, LOGIN_ACCESS, routes } from '@/config/paths';
import type { RouteDef, RouteKey } from '@/config/paths';
import { lifecycle } from '@/lib/api';
import { hasAccessFlag } from '@/lib/cookies';
import { guardNavigation } from '@/lib/guard';
import type { GuardDeps } from '@/lib/guard';

import { AppShell } from './app-shell';
import { prefetchLinkSession } from './link-prefetch';
import { NotFoundPage } from './not-found-page';
import { pages } from './pages';
import type { PageModule } from './pages';
import { RouteErrorBoundary } from './route-error-boundary';

/** What every route carries for the guard, analytics and tests. */
export interface RouteHandle {
  key: RouteKey;
  name: string;
  access: RouteDef['access'];
}

/** Work a page can start once the guard let the navigation through, before its code has loaded. */
export type Prefetch = (key: RouteKey, params: Params) => void;

export function guardLoader(
  route: RouteDef,
  deps: () => GuardDeps,
  prefetch?: (params: Params) => void,
) {
  return async ({ request, params }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const to = await guardNavigation(route, url.pathname + url.search, deps());
    if (to) throw redirect(to);
    prefetch?.(params);
    return null;
  };
}

/**
 * A lazy route module whose import failure is rendered, not rejected: React Router keeps a route
 * whose lazy() rejected in the "not loaded" state and renders nothing below it, so the failure is
 * thrown from the component instead and reaches the route's error boundary (chunk reload, docs/requirements.md §2).
 */
export function lazyModule(load: () => Promise<PageModule>) {
  return async (): Promise<{ Component: ComponentType }> => {
    try {
      return { Component: (await load()).default };
    } catch (error) {
      return {
        Component: () => {
          throw error;
        },
      };
    }
  };
}

/**
 * What the root renders until the first navigation's guard has answered: nothing (the HTML's screen
 * stays until the page's own replaces it). Said explicitly, React Router renders the same without
 * logging a warning, whose stack trace a phone pays for on every first load.
 */
function BeforeFirstNavigation() {
  return null;
}

const firebaseLayout = lazyModule(() => import('./routes/firebase-layout'));
const appFrame = lazyModule(() => import('./routes/app-frame-layout'));

/** The route objects; `deps` is injectable so tests can drive the guard. */
export function buildRoutes(
  deps: () => GuardDeps,
  {
    load = pages,
    layout = firebaseLayout,
    frame = appFrame,
    prefetch = prefetchLinkSession,
  }: {
    load?: Record<RouteKey, () => Promise<PageModule>>;
    layout?: () => Promise<{ Component: ComponentType }>;
    /** The app frame over every logged-in screen (name, role, branch, home, logout). */
    frame?: () => Promise<{ Component: ComponentType }>;
    prefetch?: Prefetch;
  } = {},
): RouteObject[] {
  const leaf = (key: RouteKey, path: string): RouteObject => {
    const def = routes[key];
    const handle: RouteHandle = { key, name: def.name, access: def.access };
    return {
      path,
      handle,
      loader: guardLoader(def, deps, (params) => prefetch(key, params)),
      lazy: lazyModule(load[key]),
      errorElement: <RouteErrorBoundary />,
    };
  };
  const keys = (Object.keys(routes) as RouteKey[]).filter((k) => k !== 'login');
  const framed = (k: RouteKey) => LOGIN_ACCESS.includes(routes[k].access);
  const link = (k: RouteKey) => isCustomerLink(routes[k]);
  return [
    {
      element: <AppShell />,
      errorElement: <RouteErrorBoundary />,
      HydrateFallback: BeforeFirstNavigation,
      children: [
        // The login page carries no Firebase: it stays small (bench budget).
        leaf('login', routes.login.path),
        // Customer links load the SDK beside their first screen, not before it (lib/use-firebase.ts,
        // docs/adr/0080-link-pages-before-the-sdk.md): no reactfire providers above them.
        ...keys.filter(link).map((key) => leaf(key, routes[key].path)),
        {
          lazy: layout,
          errorElement: <RouteErrorBoundary />,
          children: [
            // Logged-in screens in the app frame; customer links and monitors have their own.
            {
              lazy: frame,
              errorElement: <RouteErrorBoundary />,
              children: [
                leaf('home', HOME_ALIAS),
                ...keys.filter(framed).map((key) => leaf(key, routes[key].path)),
              ],
            },
            ...keys.filter((k) => !framed(k) && !link(k)).map((key) => leaf(key, routes[key].path)),
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

export const appGuardDeps = (): GuardDeps => ({ ...lifecycle, hasFlag: hasAccessFlag });

export function createAppRouter() {
  return createBrowserRouter(buildRoutes(appGuardDeps));
}
