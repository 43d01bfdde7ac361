import { describe, expect, it } from 'vitest';

import { routes } from '@/config/paths';
import type { RouteDef } from '@/config/paths';
import { guardNavigation } from '@/lib/guard';
import { TOKEN_LOG } from '@/lib/tokens';
import type { RefreshResponse } from '@/lib/tokens';
import { makeDeps, MIN, NOW, promoter } from '@/testing/lifecycle';

const valid = promoter(10 * MIN, 60 * MIN);
const refreshOk = () =>
  Promise.resolve<RefreshResponse>({
    data: { success: true, token: 'new', tokenRefresh: 'r2', tokenTTL: 600, tokenRefreshTTL: 1200 },
  });
const stillActive = () =>
  Promise.resolve<RefreshResponse>({ data: { message: 'Token principal sigue activo' } });
const refreshFails = () => Promise.reject(new Error('500'));

interface Case {
  name: string;
  route: RouteDef;
  path: string;
  auth: Parameters<typeof makeDeps>[0];
  refresh?: () => Promise<RefreshResponse>;
  flags?: { cnca?: boolean; libranza?: boolean };
  want: string | null;
  refreshed?: boolean;
  cleared?: boolean;
  log?: string;
}

const cases: Case[] = [
  {
    name: 'login route passes without tokens',
    route: routes.login,
    path: '/login',
    auth: {},
    want: null,
  },
  {
    name: 'login route passes with expired tokens',
    route: routes.login,
    path: '/login',
    auth: promoter(-MIN, -MIN),
    want: null,
  },
  { name: 'public route passes', route: routes.smsTest, path: '/smsTest', auth: {}, want: null },
  {
    name: 'no-auth customer route passes',
    route: routes.welcome,
    path: '/folio/u1/bienvenida',
    auth: {},
    want: null,
  },
  {
    name: 'no-auth monitor route passes with expired tokens',
    route: routes.monitorRequestPerformance,
    path: '/monitor-solicitudes',
    auth: promoter(-MIN, -MIN),
    want: null,
  },
  {
    name: 'login route without login → /login',
    route: routes.clientSearch,
    path: '/busqueda-cliente',
    auth: {},
    want: '/login?redirect=%2Fbusqueda-cliente',
  },
  {
    name: 'customer token alone is not a staff login',
    route: routes.home,
    path: '/home',
    auth: { tokenClient: 'c' },
    want: '/login?redirect=%2Fhome',
  },
  {
    name: 'valid promoter token passes',
    route: routes.clientSearch,
    path: '/busqueda-cliente',
    auth: valid,
    want: null,
  },
  {
    name: 'expired access + valid refresh → refreshed, passes',
    route: routes.quoter,
    path: '/folio/F1/quoter',
    auth: promoter(MIN, 60 * MIN),
    refresh: refreshOk,
    want: null,
    refreshed: true,
  },
  {
    name: "'Token principal sigue activo' → passes",
    route: routes.quoter,
    path: '/folio/F1/quoter',
    auth: promoter(MIN, 60 * MIN),
    refresh: stillActive,
    want: null,
  },
  {
    name: 'refresh failure → cleared, /login with full path',
    route: routes.quoter,
    path: '/folio/F1/quoter?a=1',
    auth: promoter(MIN, 60 * MIN),
    refresh: refreshFails,
    want: '/login?redirect=%2Ffolio%2FF1%2Fquoter%3Fa%3D1',
    cleared: true,
    log: TOKEN_LOG.guardRefreshFailed,
  },
  {
    name: 'expired refresh token → cleared, /login with full path',
    route: routes.home,
    path: '/home',
    auth: promoter(-MIN, 30_000),
    want: '/login?redirect=%2Fhome',
    cleared: true,
    log: TOKEN_LOG.invalid,
  },
  {
    name: 'cnca route with flag passes',
    route: routes.cncaMenu,
    path: '/cnca/menu',
    auth: valid,
    flags: { cnca: true },
    want: null,
  },
  {
    name: 'cnca route without flag → /home',
    route: routes.cncaMenu,
    path: '/cnca/menu',
    auth: valid,
    want: '/home',
  },
  {
    name: 'cnca route with only the libranza flag → /home',
    route: routes.cncaQuoter,
    path: '/cnca/cotizador',
    auth: valid,
    flags: { libranza: true },
    want: '/home',
  },
  {
    name: 'cnca partial discharge without flag → /home',
    route: routes.cncaPartialDischarge,
    path: '/cnca/solicitudes/9/baja-exitosa-parcial',
    auth: valid,
    want: '/home',
  },
  {
    name: 'baja-sipre needs login only',
    route: routes.cncaSipreDischarge,
    path: '/cnca/9/baja-sipre',
    auth: valid,
    want: null,
  },
  {
    name: 'baja-sipre without login → /login',
    route: routes.cncaSipreDischarge,
    path: '/cnca/9/baja-sipre',
    auth: {},
    want: '/login?redirect=%2Fcnca%2F9%2Fbaja-sipre',
  },
  {
    name: 'cnca route without login → /login first',
    route: routes.cncaMenu,
    path: '/cnca/menu',
    auth: {},
    flags: { cnca: true },
    want: '/login?redirect=%2Fcnca%2Fmenu',
  },
  {
    name: 'libranza route with flag passes',
    route: routes.libranzaQuoter,
    path: '/carta-libranza/cotizador',
    auth: valid,
    flags: { libranza: true },
    want: null,
  },
  {
    name: 'libranza route without flag → /home',
    route: routes.libranzaMenu,
    path: '/carta-libranza/menu',
    auth: valid,
    flags: { cnca: true },
    want: '/home',
  },
  {
    name: 'mis-cartas needs login only',
    route: routes.libranzaMyLetters,
    path: '/carta-libranza/mis-cartas',
    auth: valid,
    want: null,
  },
];

describe('navigation guard (docs/requirements.md §2)', () => {
  it.each(cases)('$name', async (c) => {
    const { deps, logs, onCleared, refresh } = makeDeps(c.auth, c.refresh, { flags: c.flags });
    await expect(guardNavigation(c.route, c.path, deps)).resolves.toBe(c.want);
    expect(refresh).toHaveBeenCalledTimes(c.refresh ? 1 : 0);
    if (c.refreshed) {
      expect(deps.auth.get()).toMatchObject({
        tokenPromoter: 'new',
        tokenExpirationDate: NOW + 600_000,
      });
    }
    expect(onCleared).toHaveBeenCalledTimes(c.cleared ? 1 : 0);
    if (c.cleared) expect(deps.auth.get().tokenPromoter).toBeNull();
    if (c.log) expect(logs.map((l) => l.message)).toContain(c.log);
  });
});
