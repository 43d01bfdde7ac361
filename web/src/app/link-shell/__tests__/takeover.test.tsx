/**
 * The app takes over from the HTML shell: the shell's screen is removed when the routed page is
 * rendered, or when the first load ends on the error page (docs/adr/0036-phone-first-load.md).
 */
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { pages } from '@/app/pages';
import { RouteErrorBoundary } from '@/app/route-error-boundary';
import { buildRoutes } from '@/app/router';
import { SHELL_ID } from '@/entities/link-session/handoff';
import { makeDeps } from '@/testing/lifecycle';

const layout = () => Promise.resolve({ Component: () => <Outlet /> });

afterEach(() => document.getElementById(SHELL_ID)?.remove());

function withShell(path: string, load: Partial<typeof pages> = {}, routes?: RouteObject[]) {
  const shell = document.createElement('div');
  shell.id = SHELL_ID;
  shell.textContent = 'Paso 1 de 8: Bienvenida';
  document.body.prepend(shell);
  const { deps } = makeDeps({});
  const router = createMemoryRouter(
    routes ?? buildRoutes(() => deps, { load: { ...pages, ...load }, layout, prefetch: () => {} }),
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe("the HTML shell's screen gives way to the app", () => {
  it('when the routed page renders', async () => {
    withShell('/login');
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(document.getElementById(SHELL_ID)).toBeNull();
  });

  it('when the first load ends on the error page', async () => {
    withShell('/x', {}, [
      {
        path: '/x',
        errorElement: <RouteErrorBoundary />,
        Component: () => {
          throw new Error('boom');
        },
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Algo salió mal' })).toBeInTheDocument();
    expect(document.getElementById(SHELL_ID)).toBeNull();
  });
});
