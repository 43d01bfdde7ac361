// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import {
  ACCESS_TOKEN_MARGIN_MS,
  handleUnauthorized,
  isNearExpiry,
  REFRESH_TOKEN_MARGIN_MS,
  resolveBearer,
  SessionEndedError,
  TOKEN_LOG,
} from '@/lib/tokens';
import type { RefreshResponse } from '@/lib/tokens';
import { makeDeps, MIN, NOW, promoter } from '@/testing/lifecycle';

describe('rule 7: near expiry', () => {
  it.each([
    ['missing date', null, ACCESS_TOKEN_MARGIN_MS, true],
    ['undefined date', undefined, ACCESS_TOKEN_MARGIN_MS, true],
    ['NaN date', NaN, ACCESS_TOKEN_MARGIN_MS, true],
    ['already past', NOW - 1, ACCESS_TOKEN_MARGIN_MS, true],
    ['exactly 2 min left (access)', NOW + 2 * MIN, ACCESS_TOKEN_MARGIN_MS, true],
    ['2 min + 1 ms left (access)', NOW + 2 * MIN + 1, ACCESS_TOKEN_MARGIN_MS, false],
    ['90 s left (access)', NOW + 90_000, ACCESS_TOKEN_MARGIN_MS, true],
    ['90 s left (refresh)', NOW + 90_000, REFRESH_TOKEN_MARGIN_MS, false],
    ['exactly 1 min left (refresh)', NOW + MIN, REFRESH_TOKEN_MARGIN_MS, true],
    ['1 min + 1 ms left (refresh)', NOW + MIN + 1, REFRESH_TOKEN_MARGIN_MS, false],
  ])('%s', (_, date, margin, expected) => {
    expect(isNearExpiry(date, margin, NOW)).toBe(expected);
  });

  it('uses 2 minutes for the access token and 1 minute for the refresh token', () => {
    expect(ACCESS_TOKEN_MARGIN_MS).toBe(120_000);
    expect(REFRESH_TOKEN_MARGIN_MS).toBe(60_000);
  });
});

const ok = (data: RefreshResponse['data']) => () => Promise.resolve({ data });

describe('resolveBearer: rules 1–6', () => {
  it('rule 1: the customer token is used first, even beside a valid promoter token', async () => {
    const { deps, refresh } = makeDeps({ ...promoter(10 * MIN, 60 * MIN), tokenClient: 'cust' });
    await expect(resolveBearer(deps)).resolves.toEqual({ token: 'cust', kind: 'customer' });
    expect(refresh).not.toHaveBeenCalled();
  });

  it('rule 2: a promoter token not near expiry is used as is', async () => {
    const { deps, refresh } = makeDeps(promoter(10 * MIN, 60 * MIN));
    await expect(resolveBearer(deps)).resolves.toEqual({ token: 'access-old', kind: 'promoter' });
    expect(refresh).not.toHaveBeenCalled();
  });

  it('rules 3–4: near expiry + valid refresh token → refresh; new tokens and lifetimes stored', async () => {
    const { deps, refresh } = makeDeps(
      promoter(MIN, 60 * MIN),
      ok({
        success: true,
        token: 'access-new',
        tokenRefresh: 'refresh-new',
        tokenTTL: 900,
        tokenRefreshTTL: 3600,
      }),
    );
    await expect(resolveBearer(deps)).resolves.toEqual({ token: 'access-new', kind: 'promoter' });
    expect(refresh).toHaveBeenCalledWith('refresh-old');
    expect(deps.auth.get()).toMatchObject({
      tokenPromoter: 'access-new',
      tokenRefresh: 'refresh-new',
      tokenExpirationDate: NOW + 900_000,
      refreshTokenExpirationDate: NOW + 3_600_000,
    });
  });

  it('rule 4: a missing expiration date counts as expired and triggers the refresh', async () => {
    const { deps, refresh } = makeDeps(
      promoter(null, 60 * MIN),
      ok({ success: true, token: 'access-new', tokenTTL: 900, tokenRefreshTTL: 3600 }),
    );
    await expect(resolveBearer(deps)).resolves.toMatchObject({ token: 'access-new' });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(deps.auth.get().tokenRefresh).toBe('refresh-old');
  });

  it('rule 5: "Token principal sigue activo" keeps the current promoter token', async () => {
    const { deps, logs, navigate } = makeDeps(
      promoter(MIN, 60 * MIN),
      ok({ success: false, message: 'Token principal sigue activo' }),
    );
    await expect(resolveBearer(deps)).resolves.toEqual({ token: 'access-old', kind: 'promoter' });
    expect(deps.auth.get().tokenPromoter).toBe('access-old');
    expect(navigate).not.toHaveBeenCalled();
    expect(logs.map((l) => l.message)).toContain(TOKEN_LOG.stillActive);
  });

  const failures: [string, () => Promise<RefreshResponse>][] = [
    ['success without a token', ok({ success: true })],
    ['a token without success', ok({ success: false, token: 'x' })],
    ['another message', ok({ success: false, message: 'Token inválido' })],
    ['an empty answer', () => Promise.resolve({})],
    ['a network error', () => Promise.reject(new Error('offline'))],
  ];
  it.each(failures)('rule 6: %s clears tokens and goes to /login?redirect=', async (_, refresh) => {
    const { deps, logs, navigate, onCleared } = makeDeps(promoter(MIN, 60 * MIN), refresh, {
      path: '/folio/F1/quoter?paso=2',
    });
    await expect(resolveBearer(deps)).rejects.toBeInstanceOf(SessionEndedError);
    expect(deps.auth.get()).toMatchObject({
      tokenPromoter: null,
      tokenRefresh: null,
      tokenClient: null,
    });
    expect(onCleared).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Ffolio%2FF1%2Fquoter%3Fpaso%3D2');
    expect(logs.find((l) => l.message === TOKEN_LOG.renewFailed)?.level).toBe('error');
  });

  it.each([
    ['refresh token near expiry', promoter(MIN, 30_000)],
    ['refresh token date missing', promoter(MIN, null)],
    ['no tokens at all', {}],
  ])('rule 6: %s → no refresh, cleared, /login', async (_, auth) => {
    const { deps, logs, navigate, refresh } = makeDeps(auth);
    await expect(resolveBearer(deps)).rejects.toBeInstanceOf(SessionEndedError);
    expect(refresh).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fbusqueda-cliente%3Fx%3D1');
    expect(logs.map((l) => l.message)).toContain(TOKEN_LOG.invalid);
  });

  it('rule 6: a logout call is not redirected (and goes on without a token)', async () => {
    const { deps, navigate, onCleared } = makeDeps(promoter(MIN, 60 * MIN), ok({ success: false }));
    await expect(resolveBearer(deps, { logout: true })).resolves.toBeNull();
    expect(onCleared).toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('concurrent calls share one refresh', async () => {
    let resolve!: (r: RefreshResponse) => void;
    const { deps, refresh } = makeDeps(
      promoter(MIN, 60 * MIN),
      () => new Promise<RefreshResponse>((r) => (resolve = r)),
    );
    const a = resolveBearer(deps);
    const b = resolveBearer(deps);
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    resolve({ data: { success: true, token: 'shared', tokenTTL: 900, tokenRefreshTTL: 3600 } });
    await expect(Promise.all([a, b])).resolves.toEqual([
      { token: 'shared', kind: 'promoter' },
      { token: 'shared', kind: 'promoter' },
    ]);
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});

describe('rule 8: a 401', () => {
  it.each([
    [
      'customer on a folio page',
      'customer',
      '/folio/abc-123/documentos',
      '/folio/abc-123/bienvenida-unica',
    ],
    [
      'customer, folio segment deeper',
      'customer',
      '/x/folio/U9/firma-digital?a=1',
      '/folio/U9/bienvenida-unica',
    ],
    ['customer without a folio segment', 'customer', '/testing', '/login'],
    ['promoter', 'promoter', '/folio/F1/quoter', '/login'],
  ] as const)('%s', (_, kind, path, target) => {
    const { deps, navigate, logs } = makeDeps(
      { ...promoter(10 * MIN, 60 * MIN), tokenClient: 'c' },
      undefined,
      { path },
    );
    handleUnauthorized(deps, kind);
    expect(deps.auth.get()).toMatchObject({
      tokenClient: null,
      tokenPromoter: null,
      tokenRefresh: null,
    });
    expect(navigate).toHaveBeenCalledWith(target);
    expect(logs.map((l) => l.message)).toContain(TOKEN_LOG.invalid);
  });

  it('a 401 on the logout call clears tokens without a redirect', () => {
    const { deps, navigate } = makeDeps(promoter(10 * MIN, 60 * MIN));
    handleUnauthorized(deps, 'promoter', { logout: true });
    expect(deps.auth.get().tokenPromoter).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('docs/requirements.md §8 log messages', () => {
  it('are exact', () => {
    expect(TOKEN_LOG).toEqual({
      renewFailed: 'Error en la renovación de tokens',
      guardRefreshFailed: 'Error al refrescar token:',
      invalid: 'Token invalid or expired',
      stillActive: 'Token principal sigue activo',
    });
  });
});
