/** Page views: one dataLayer push and one 'page_view' log record per navigation, by route name. */
import { render, screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { buildRoutes } from '@/app/router';
import { setLogSink, setRouteName } from '@/lib/logger';
import type { LogRecord } from '@/lib/logger';
import { makeDeps, MIN, promoter } from '@/testing/lifecycle';

const layout = () => Promise.resolve({ Component: () => <Outlet /> });
let logs: LogRecord[] = [];
let restore: () => void = () => {};

beforeEach(() => {
  logs = [];
  restore = setLogSink((r) => logs.push(r));
  delete window.dataLayer;
});
afterEach(() => {
  restore();
  setRouteName(undefined);
});

function renderAt(path: string) {
  const { deps } = makeDeps(promoter(10 * MIN, 60 * MIN));
  const router = createMemoryRouter(
    buildRoutes(() => deps, { layout }),
    {
      initialEntries: [path],
    },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('page views', () => {
  it.each([
    [
      'initial load and two navigations',
      '/busqueda-cliente',
      ['/capacidad-de-pago', '/monitor-solicitudes'],
      [
        ['ClientSearch', '/busqueda-cliente'],
        ['PaymentCapacity', '/capacidad-de-pago'],
        ['MonitorRequestPerformance', '/monitor-solicitudes'],
      ],
    ],
    ['an unknown path', '/no-existe', [], [['NotFound', '/*']]],
  ])('%s', async (_name, start, then, want) => {
    const router = renderAt(start);
    await screen.findAllByRole('heading');
    for (const to of then) {
      await act(() => router.navigate(to));
    }
    await waitFor(() => expect(window.dataLayer).toHaveLength(want.length));
    expect(window.dataLayer).toEqual(
      want.map(([name, path]) => ({
        event: 'page_view',
        page_name: name,
        page_path: path,
        page_location: `${window.location.origin}${path}`,
      })),
    );
    const views = logs.filter((r) => r.message === 'page_view');
    expect(views.map((r) => [r.route, r.level])).toEqual(want.map(([name]) => [name, 'info']));
  });
});
