/** The router rendered: guard redirects, lazy pages, chunk-failure reloads, the not-found page. */
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { pages } from '@/app/pages';
import type { PageModule } from '@/app/pages';
import { buildRoutes } from '@/app/router';
import type { Prefetch } from '@/app/router';
import type { RouteKey } from '@/config/paths';
import { sessionStore } from '@/stores/session';
import { makeDeps, MIN, promoter } from '@/testing/lifecycle';

const layout = () => Promise.resolve({ Component: () => <Outlet /> });

function renderAt(
  path: string,
  auth: Parameters<typeof makeDeps>[0] = {},
  load: Partial<Record<RouteKey, () => Promise<PageModule>>> = {},
  flags: { cnca?: boolean } = {},
  prefetch: Prefetch = () => {},
) {
  const { deps } = makeDeps(auth, undefined, { flags });
  const router = createMemoryRouter(
    buildRoutes(() => deps, { load: { ...pages, ...load }, layout, prefetch }),
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const valid = promoter(10 * MIN, 60 * MIN);

describe('router', () => {
  it.each([
    ['/busqueda-cliente', valid, 'Búsqueda de cliente'],
    ['/folio/u-1/bienvenida', {}, 'Bienvenida'],
    ['/monitor-solicitudes', {}, 'Monitor de solicitudes'],
    ['/cnca/7/baja-sipre', valid, 'Baja en SIPRE'],
  ])('renders %s as its lazy page', async (path, auth, heading) => {
    renderAt(path, auth);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it('renders nothing of its own before the first guard has answered, without a warning', async () => {
    const warn = vi.spyOn(console, 'warn');
    const root = buildRoutes(() => makeDeps({}).deps)[0]!;
    expect(root.HydrateFallback).toBeDefined();
    const { container } = render(<>{root.HydrateFallback && <root.HydrateFallback />}</>);
    expect(container).toBeEmptyDOMElement();
    cleanup();
    renderAt('/folio/u-1/bienvenida');
    expect(await screen.findByRole('heading', { name: 'Bienvenida' })).toBeInTheDocument();
    expect(warn.mock.calls.flat().join(' ')).not.toMatch(/HydrateFallback/);
    warn.mockRestore();
  });

  it('lets a page prefetch with its params once the guard let it through, never on a redirect', async () => {
    const prefetch = vi.fn<Prefetch>();
    renderAt('/folio/u-9/consentimiento-ine', {}, {}, {}, prefetch);
    expect(await screen.findByRole('heading', { name: /Consentimiento INE/ })).toBeInTheDocument();
    expect(prefetch).toHaveBeenCalledWith('ineConsent', expect.objectContaining({ uuid: 'u-9' }));

    prefetch.mockClear();
    renderAt('/solicitudes-en-proceso', {}, {}, {}, prefetch);
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(prefetch).not.toHaveBeenCalledWith('requestsInProcess', expect.anything());
    expect(prefetch).toHaveBeenCalledWith('login', {});
  });

  it('sends a visitor without login to /login with the intended path', async () => {
    const router = renderAt('/solicitudes-en-proceso?pagina=2');
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirect=%2Fsolicitudes-en-proceso%3Fpagina%3D2');
  });

  it('sends a promoter without the CNCA flag to /home', async () => {
    const router = renderAt('/cnca/menu', valid);
    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('shows the CNCA menu with the flag', async () => {
    renderAt('/cnca/menu', valid, {}, { cnca: true });
    expect(await screen.findByRole('heading', { name: 'Menú CNCA' })).toBeInTheDocument();
  });

  it('/ shows the home page; logging out goes to /login', async () => {
    sessionStore.set({ username: 'ana', dataSeller: '1000123', role: 'Gerente', branches: [] });
    const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(new Response('{}')));
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const router = renderAt('/', valid);
    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tablero de validaciones' })).toHaveAttribute(
      'href',
      '/validaciones',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    // Logout loads the Firebase module to sign out: slow the first time.
    expect(
      await screen.findByRole('heading', { name: 'Iniciar sesión' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/session/logout');
    expect(sessionStore.get().dataSeller).toBe('');
  });

  it('frames every logged-in screen, and neither customer links nor monitors', async () => {
    sessionStore.set({
      username: 'gerente1',
      dataSeller: '2000000001',
      role: 'Gerente',
      branches: [{ branchID: 'SUC-0101' }],
    });
    renderAt('/validacion-documentos', valid);
    const banner = await screen.findByRole('banner');
    expect(banner).toHaveTextContent('gerente1');
    expect(banner).toHaveTextContent('Gerente');
    expect(banner).toHaveTextContent('SUC-0101');
    expect(screen.getAllByRole('button', { name: 'Cerrar sesión' })).toHaveLength(1);
    cleanup();
    renderAt('/folio/u-1/bienvenida');
    expect(await screen.findByRole('heading', { name: 'Bienvenida' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cerrar sesión' })).toBeNull();
    cleanup();
    renderAt('/monitor-solicitudes');
    expect(
      await screen.findByRole('heading', { name: 'Monitor de solicitudes' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Navegación principal' })).toBeNull();
  });

  it('shows a Spanish not-found page', async () => {
    renderAt('/esto/no/existe');
    expect(
      await screen.findByRole('heading', { name: 'Página no encontrada' }),
    ).toBeInTheDocument();
  });

  it('reloads the target path when its page chunk fails to load', async () => {
    const assign = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('location', { ...window.location, assign });
    const failing = () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'));
    renderAt('/monitor-solicitudes?id=3', {}, { monitorRequestPerformance: failing });
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/monitor-solicitudes?id=3'), {
      timeout: 15_000,
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Cargando…');
  });

  it('shows the error page for other page errors', async () => {
    const broken = () => Promise.reject(new Error('boom'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderAt('/monitor-solicitudes', {}, { monitorRequestPerformance: broken });
    expect(await screen.findByRole('heading', { name: 'Algo salió mal' })).toBeInTheDocument();
  });
});
