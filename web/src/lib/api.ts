/**
 * The app's wiring of the HTTP client and the token lifecycle to the real stores, cookies, device
 * header, logger and router. Features call `api`; tests build their own with createHttpClient.
 */
import { config } from '@/config/env';
import { es } from '@/copy/es';
import { API } from '@/lib/api-paths';
import { clearSessionCookies } from '@/lib/cookies';
import { deviceIdentifier } from '@/lib/device';
import { createHttpClient, withIdToken } from '@/lib/http';
import { logger, setPromoterID } from '@/lib/logger';
import { currentFullPath, navigateTo } from '@/lib/navigation';
import { handleUnauthorized, resolveBearer, scheduleRenewals } from '@/lib/tokens';
import type { LifecycleDeps, RefreshResponse } from '@/lib/tokens';
import { authStore } from '@/stores/auth';
import { toast } from '@/stores/notifications';
import { sessionStore } from '@/stores/session';

export { API } from '@/lib/api-paths';

// Firebase loads lazily (lib/firebase.ts), outside the login page's bundle.
const firebaseModule = () => import('@/lib/firebase');

export const lifecycle: LifecycleDeps = {
  auth: authStore,
  // The Firebase ID token says whose roles/{bpId} the functions re-check (docs/adr/0030-link-credential-and-staff-revocation.md).
  refresh: async (refreshToken) => {
    const idToken = await (await firebaseModule()).currentIdToken();
    const body = { token: refreshToken, deviceId: await deviceIdentifier() };
    return api.post<RefreshResponse>(
      API.refresh,
      body,
      idToken ? withIdToken(idToken) : { auth: false },
    );
  },
  navigate: navigateTo,
  currentPath: currentFullPath,
  logger,
  now: Date.now,
  onCleared: () => {
    clearSessionCookies();
    sessionStore.reset();
  },
  onRenewed: async (res) => {
    if (res.branches) sessionStore.set({ branches: res.branches });
    if (res.promoterBlocked !== undefined)
      sessionStore.set({ promoterBlocked: res.promoterBlocked });
    if (res.firebaseToken)
      await (await firebaseModule()).signInWithFirebaseToken(res.firebaseToken);
  },
  // Logout semantics (docs/requirements.md §4 "Session"): the lifecycle clears tokens, cookies and the session and
  // goes to /login; this signs out of Firebase and says why.
  onBlocked: async (message) => {
    toast(message || es.home.promoterBlocked, { kind: 'error' });
    try {
      await (await firebaseModule()).signOutOfFirebase();
    } catch (err) {
      logger.warn('Firebase sign-out failed', err);
    }
  },
};

/** Starts the proactive renewal of the promoter session (lib/tokens.ts scheduleRenewals). */
export function startRenewals(): () => void {
  return scheduleRenewals(lifecycle);
}

export const api = createHttpClient({
  gatewayUrl: config().gatewayUrl,
  clientId: config().ibmClientId,
  deviceHeader: deviceIdentifier,
  bearer: ({ logout }) => resolveBearer(lifecycle, { logout }),
  onUnauthorized: (kind, opts) => handleUnauthorized(lifecycle, kind, opts),
  logger,
});

// Log records carry promoterID, the seller's bpId (docs/requirements.md §3).
setPromoterID(sessionStore.get().dataSeller);
sessionStore.subscribe(() => setPromoterID(sessionStore.get().dataSeller));
