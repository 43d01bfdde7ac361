/** Page views and log records carry route patterns: a customer link's credential never leaves. */
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { addLogTap, logger, resetRedactions, setLogSink, setRouteName } from '@/lib/logger';
import type { LogRecord } from '@/lib/logger';
import { createMonitor } from '@/lib/monitoring';
import type { ShippedRecord } from '@/lib/monitoring';
import { routePattern, usePageViews } from '@/lib/page-views';

// A credential as the functions mint it: 128 bits, URL-safe base64 (22 characters).
const CREDENTIAL = 'q3X-9_aZbC1dEfGhIjKlMn';
// A shorter one (old links): only the registration hides it.
const SHORT = 'Zx81-abcQ';

afterEach(() => {
  delete window.dataLayer;
  resetRedactions();
  setRouteName(undefined);
});

describe('routePattern', () => {
  it.each([
    ['/folio/' + CREDENTIAL + '/bienvenida', { uuid: CREDENTIAL }, '/folio/:uuid/bienvenida'],
    ['/folio/a%20b/prueba-de-vida', { folio: 'a b' }, '/folio/:folio/prueba-de-vida'],
    [
      '/client/2000000001/folio-biometrico/77',
      { bpId: '2000000001', folioBiometric: '77' },
      '/client/:bpId/folio-biometrico/:folioBiometric',
    ],
    ['/home', {}, '/home'],
    ['/folio/' + CREDENTIAL + '/no-existe', { '*': 'folio/' + CREDENTIAL + '/no-existe' }, '/*'],
  ])('%s → %s', (path, params, want) => {
    expect(routePattern(path, params)).toBe(want);
  });
});

function Shell() {
  usePageViews();
  return <Outlet />;
}

function Welcome() {
  // Whatever a page logs about where it is, with the credential in it.
  logger.error(
    `cannot load /folio/${SHORT}/bienvenida`,
    { uuid: SHORT, url: window.location.href },
    new Error(`fetch /folio/${SHORT}/resumen failed`),
  );
  return <Link to="/home">inicio</Link>;
}

function captureAll() {
  const sunk: unknown[] = [];
  const tapped: LogRecord[] = [];
  const shipped: ShippedRecord[] = [];
  const monitor = createMonitor({
    adapter: { send: async (batch) => void shipped.push(...batch) },
    sampleRate: 1,
    environment: 'test',
    batchSize: 1,
  });
  const restore = setLogSink((r, ...args) => sunk.push(r, ...args));
  const untap = addLogTap((r) => {
    tapped.push(r);
    monitor.record(r);
  });
  return { sunk, tapped, shipped, done: () => (restore(), untap()) };
}

/** Everything that left the page, as text; Errors with their message and stack. */
function outbound(...parts: unknown[]): string {
  return JSON.stringify(parts, (_k, v: unknown) =>
    v instanceof Error ? { name: v.name, message: v.message, stack: v.stack } : v,
  );
}

describe('usePageViews on a customer link', () => {
  it('pushes and logs the route pattern, and no record carries the credential', async () => {
    const c = captureAll();
    const router = createMemoryRouter(
      [
        {
          element: <Shell />,
          children: [
            {
              path: '/folio/:uuid/bienvenida',
              element: <Welcome />,
              handle: { key: 'welcome', name: 'Welcome', access: 'no-auth' },
            },
            {
              path: '/home',
              element: <p>home</p>,
              handle: { key: 'home', name: 'Home', access: 'login' },
            },
            { path: '*', element: <p>no existe</p> },
          ],
        },
      ],
      { initialEntries: [`/folio/${SHORT}/bienvenida`] },
    );
    render(<RouterProvider router={router} />);
    await screen.findByText('inicio');
    await act(() => router.navigate(`/folio/${CREDENTIAL}/xyz`));
    await screen.findByText('no existe');
    logger.warn(`left /folio/${CREDENTIAL}/xyz`);
    c.done();

    expect(window.dataLayer).toEqual([
      {
        event: 'page_view',
        page_name: 'Welcome',
        page_path: '/folio/:uuid/bienvenida',
        page_location: window.location.origin + '/folio/:uuid/bienvenida',
      },
      {
        event: 'page_view',
        page_name: 'NotFound',
        page_path: '/*',
        page_location: window.location.origin + '/*',
      },
    ]);
    const pageViews = c.tapped.filter((r) => r.message === 'page_view');
    expect(pageViews.map((r) => r.page_path)).toEqual(['/folio/:uuid/bienvenida', '/*']);
    expect(c.shipped.length).toBeGreaterThanOrEqual(4);
    const out = outbound(window.dataLayer, c.sunk, c.tapped, c.shipped);
    expect(out).not.toContain(SHORT);
    expect(out).not.toContain(CREDENTIAL);
    expect(out).toContain('/folio/:uuid/resumen');
  });
});

describe('logger scrubbing', () => {
  it('replaces an unregistered long /folio/ segment but keeps folio ids and other text', () => {
    const c = captureAll();
    logger.info(`GET /folio/${CREDENTIAL}/resumen`, {
      folio: '-NxFolio01',
      detail: ['/folio/-NxFolio01/quoter'],
    });
    c.done();
    const r = c.tapped[0]!;
    expect(r.message).toBe('GET /folio/:uuid/resumen');
    expect(r.folio).toBe('-NxFolio01');
    expect(outbound(c.sunk, c.tapped)).not.toContain(CREDENTIAL);
    expect(outbound(c.tapped)).toContain('/folio/-NxFolio01/quoter');
  });
});

describe('usePageViews on a replaced address', () => {
  const linkRoutes = () => [
    {
      element: <Shell />,
      children: [
        {
          path: '/folio/:uuid/bienvenida',
          element: <p>bienvenida</p>,
          handle: { key: 'welcome', name: 'Welcome', access: 'no-auth' },
        },
        {
          path: '/folio/:uuid/firma-digital',
          element: <p>firma</p>,
          handle: { key: 'signature', name: 'Signature', access: 'no-auth' },
        },
      ],
    },
  ];
  const views = () => (window.dataLayer as { page_name: string }[]).map((v) => v.page_name);

  it('counts the credential swapped for the link id as the same page, and a later page anew', async () => {
    const router = createMemoryRouter(linkRoutes(), {
      initialEntries: [`/folio/${CREDENTIAL}/bienvenida`],
    });
    render(<RouterProvider router={router} />);
    await screen.findByText('bienvenida');
    await act(() => router.navigate('/folio/link-1/bienvenida', { replace: true }));
    expect(views()).toEqual(['Welcome']);
    await act(() => router.navigate('/folio/link-1/firma-digital', { replace: true }));
    await screen.findByText('firma');
    await act(() => router.navigate('/folio/link-1/bienvenida'));
    expect(views()).toEqual(['Welcome', 'Signature', 'Welcome']);
  });
});
