/**
 * The app's wiring of the HTTP client and the token lifecycle to the real stores, cookies, device
 * header, logger and router. Features call `api`; tests build their own with createHttpClient.
 */
import { config } from '@/config/env';
import { clearSessionCookies } from '@/lib/cookies';
import { deviceIdentifier } from '@/lib/device';
import { createHttpClient } from '@/lib/http';
import { logger, setPromoterID } from '@/lib/logger';
import { currentFullPath, navigateTo } from '@/lib/navigation';
import { handleUnauthorized, resolveBearer } from '@/lib/tokens';
import type { LifecycleDeps, RefreshResponse } from '@/lib/tokens';
import { authStore } from '@/stores/auth';
import { sessionStore } from '@/stores/session';

export const API = {
  login: '/api/session/login',
  refresh: '/api/session/refresh',
  logout: '/api/session/logout',
  customer: '/api/session/customer',
} as const;

export const lifecycle: LifecycleDeps = {
  auth: authStore,
  refresh: async (refreshToken) =>
    api.post<RefreshResponse>(
      API.refresh,
      { token: refreshToken, deviceId: await deviceIdentifier() },
      { auth: false },
    ),
  navigate: navigateTo,
  currentPath: currentFullPath,
  logger,
  now: Date.now,
  onCleared: () => {
    clearSessionCookies();
    sessionStore.reset();
  },
};

export const api = createHttpClient({
  gatewayUrl: config().gatewayUrl,
  clientId: config().ibmClientId,
  deviceHeader: deviceIdentifier,
  bearer: ({ logout }) => resolveBearer(lifecycle, { logout }),
  onUnauthorized: (kind, opts) => handleUnauthorized(lifecycle, kind, opts),
  logger,
});

// Log records carry promoterID, the seller's bpId (SPEC §3).
setPromoterID(sessionStore.get().dataSeller);
sessionStore.subscribe(() => setPromoterID(sessionStore.get().dataSeller));
