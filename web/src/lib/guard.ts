/**
 * The navigation guard (docs/requirements.md §2), run before every route renders. Returns where to go instead, or
 * null to let the navigation through.
 */
import { LOGIN_ACCESS, loginHref, routes } from '@/config/paths';
import type { RouteDef } from '@/config/paths';
import type { AccessFlag } from '@/lib/cookies';
import {
  accessTokenExpired,
  clearTokens,
  refreshTokenExpired,
  renewed,
  renewTokens,
  TOKEN_LOG,
} from '@/lib/tokens';
import type { LifecycleDeps } from '@/lib/tokens';

export interface GuardDeps extends LifecycleDeps {
  hasFlag: (flag: AccessFlag) => boolean;
}

export async function guardNavigation(
  route: RouteDef,
  fullPath: string,
  deps: GuardDeps,
): Promise<string | null> {
  // A login route always passes.
  if (route.name === routes.login.name) return null;
  // Routes not marked as requiring authorization pass freely.
  if (!LOGIN_ACCESS.includes(route.access)) return null;

  const auth = deps.auth.get();
  // A user who is not logged in goes to /login.
  if (!auth.tokenPromoter) return loginHref(fullPath);

  const now = deps.now();
  if (accessTokenExpired(auth, now)) {
    let ok = false;
    if (!refreshTokenExpired(auth, now)) {
      // Success stores the new tokens; 'Token principal sigue activo' continues as is.
      ok = renewed(await renewTokens(deps));
      if (!ok) deps.logger.error(TOKEN_LOG.guardRefreshFailed, TOKEN_LOG.renewFailed);
    } else {
      deps.logger.warn(TOKEN_LOG.invalid);
    }
    if (!ok) {
      clearTokens(deps);
      return loginHref(fullPath);
    }
  }

  // CNCA and carta-libranza routes need their access flag, else /home.
  if (route.access === 'cnca' || route.access === 'libranza') {
    if (!deps.hasFlag(route.access)) return routes.home.path;
  }
  return null;
}
