import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { afterLoginPath, login } from '@/features/auth/api/login';
import type { LoginResponse } from '@/features/auth/api/session-contract';
import { LoginForm } from '@/features/auth/components/login-form';
import { useLogin } from '@/features/auth/hooks/use-login';
import { COOKIE, hasAccessFlag, readCookie, readUserCookie } from '@/lib/cookies';
import { ApiError } from '@/lib/http';
import type { HttpClient } from '@/lib/http';
import { authStore } from '@/stores/auth';
import { notificationsStore } from '@/stores/notifications';
import { sessionStore } from '@/stores/session';

// Real time: the cookies written at login must still be alive when the test reads them.
const NOW = Date.now();

const ok: LoginResponse = {
  token: 'jwt-access',
  tokenRefresh: 'jwt-refresh',
  tokenTTL: 900,
  tokenRefreshTTL: 3600,
  firebaseToken: 'custom-token',
  user: { username: 'ana.promotor', dataSeller: '1000123', role: 'Promotor' },
  branches: [{ branchID: 'S001', active: true }],
  promoterBlocked: 'true',
  flags: { cnca: true, libranza: false },
};

function httpAnswering(answer: () => Promise<unknown>) {
  const post = vi.fn((..._args: unknown[]) => answer());
  return { http: { post, get: vi.fn(), request: vi.fn() } as unknown as HttpClient, post };
}

afterEach(() => {
  authStore.reset();
  sessionStore.reset();
  notificationsStore.reset();
});

describe('login()', () => {
  it('stores auth (now + TTL), cookies, session and signs in to Firebase', async () => {
    const { http, post } = httpAnswering(() => Promise.resolve(ok));
    const signIn = vi.fn(() => Promise.resolve());
    await expect(
      login({ username: 'ana.promotor', password: 's3creta' }, { http, signIn, now: () => NOW }),
    ).resolves.toEqual({ ok: true });
    expect(post).toHaveBeenCalledWith(
      '/api/session/login',
      { username: 'ana.promotor', password: 's3creta' },
      { auth: false },
    );
    expect(authStore.get()).toEqual({
      tokenClient: null,
      tokenPromoter: 'jwt-access',
      tokenRefresh: 'jwt-refresh',
      tokenExpirationDate: NOW + 900_000,
      refreshTokenExpirationDate: NOW + 3_600_000,
    });
    // The bearer is in the auth state only, never in a cookie.
    expect(readCookie(COOKIE.token)).toBeNull();
    expect(document.cookie).not.toContain('jwt-access');
    expect(readUserCookie()).toEqual(ok.user);
    expect(hasAccessFlag('cnca')).toBe(true);
    expect(hasAccessFlag('libranza')).toBe(false);
    expect(sessionStore.get()).toEqual({
      username: 'ana.promotor',
      dataSeller: '1000123',
      role: 'Promotor',
      branches: ok.branches,
      promoterBlocked: 'true',
      error: null,
    });
    expect(signIn).toHaveBeenCalledWith('custom-token');
  });

  it.each([
    [
      'server error',
      () => Promise.reject(new ApiError('Usuario o contraseña incorrectos', 'AUTH01', 401)),
      { ok: false, code: 'AUTH01', message: 'Usuario o contraseña incorrectos' },
    ],
    [
      'network failure',
      () => Promise.reject(new ApiError('Error de conexión', undefined, 0)),
      { ok: false, code: undefined, message: 'Error de conexión' },
    ],
    [
      'unexpected failure',
      () => Promise.reject(new Error('x')),
      { ok: false, message: 'Error de conexión' },
    ],
    [
      'no dataSeller',
      () => Promise.resolve({ ...ok, user: { ...ok.user, dataSeller: '' } }),
      { ok: false, message: 'Ocurrió un error al obtener los datos del usuario' },
    ],
  ])('%s: error kept in session state, no tokens', async (_, answer, want) => {
    const { http } = httpAnswering(answer);
    const signIn = vi.fn(() => Promise.resolve());
    const result = await login({ username: 'u', password: 'p' }, { http, signIn, now: () => NOW });
    expect(result).toEqual(want);
    expect(sessionStore.get().error?.message).toBe(want.message);
    expect(authStore.get().tokenPromoter).toBeNull();
    expect(signIn).not.toHaveBeenCalled();
  });
});

describe('afterLoginPath', () => {
  it.each([
    [null, '/home'],
    ['/folio/F1/quoter?paso=2', '/folio/F1/quoter?paso=2'],
    ['//evil.example/x', '/home'],
    ['https://evil.example', '/home'],
    ['', '/home'],
  ])('%s → %s', (param, want) => {
    expect(afterLoginPath(param, '/home')).toBe(want);
  });
});

describe('LoginForm', () => {
  it('submitted empty shows the Spanish required messages', async () => {
    const onLogin = vi.fn();
    render(<LoginForm onLogin={onLogin} />);
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([
      '* Campo obligatorio',
      '* Campo obligatorio',
    ]);
    expect(onLogin).not.toHaveBeenCalled();
  });

  it('shows the error the login returns', async () => {
    render(<LoginForm onLogin={() => Promise.resolve('Error de conexión')} />);
    await userEvent.type(screen.getByLabelText('Usuario'), 'ana');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error de conexión');
  });
});

function LoginPageUnderTest() {
  return <LoginForm onLogin={useLogin()} />;
}

describe('login page flow (fetch stubbed)', () => {
  function renderLogin(path: string) {
    const router = createMemoryRouter(
      [
        { path: '/login', element: <LoginPageUnderTest /> },
        { path: '*', element: <p>destino</p> },
      ],
      { initialEntries: [path] },
    );
    render(<RouterProvider router={router} />);
    return router;
  }

  async function submit() {
    await userEvent.type(screen.getByLabelText('Usuario'), 'ana.promotor');
    await userEvent.type(screen.getByLabelText('Contraseña'), 's3creta');
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
  }

  it('goes to the redirect path after logging in', async () => {
    const fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(new Response(JSON.stringify({ ...ok, firebaseToken: '' }), { status: 200 })),
    );
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const router = renderLogin('/login?redirect=%2Flcom');
    await submit();
    await screen.findByText('destino');
    expect(router.state.location.pathname).toBe('/lcom');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/session/login');
    const headers = init?.headers as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
    expect(headers['X-IBM-Client-Id']).toBe('oppnp-local-client');
    expect(headers['X-Device-Id']).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.parse(String(init?.body))).toEqual({
      username: 'ana.promotor',
      password: 's3creta',
      applicationId: 'OPPNP',
    });
  });

  it('toasts and shows the missing-dataSeller message', async () => {
    const noSeller = { ...ok, user: { ...ok.user, dataSeller: '' } };
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify(noSeller))));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'info').mockImplementation(() => {});
    renderLogin('/login');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ocurrió un error al obtener los datos del usuario',
    );
    expect(notificationsStore.get().items).toMatchObject([
      { area: 'toast', message: 'Ocurrió un error al obtener los datos del usuario' },
    ]);
  });
});
