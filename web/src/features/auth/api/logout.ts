/**
 * Logout (docs/requirements.md §4 "Session"): tells the gateway (channel, bp, deviceId), then clears tokens, cookies
 * and the session, and signs out of Firebase. The call is never redirected, and local state is
 * cleared even when it fails.
 */
import { API, lifecycle } from '@/lib/api';
import { deviceIdentifier } from '@/lib/device';
import { APPLICATION_ID } from '@/lib/http';
import type { HttpClient } from '@/lib/http';
import { logger } from '@/lib/logger';
import { clearTokens } from '@/lib/tokens';
import { sessionStore } from '@/stores/session';

export async function logout(http: HttpClient, signOut: () => Promise<void>): Promise<void> {
  try {
    await http.post(
      API.logout,
      {
        channel: APPLICATION_ID,
        bp: sessionStore.get().dataSeller,
        deviceId: await deviceIdentifier(),
      },
      { logout: true },
    );
  } catch (err) {
    logger.warn('logout call failed', err);
  }
  clearTokens(lifecycle);
  try {
    await signOut();
  } catch (err) {
    logger.warn('Firebase sign-out failed', err);
  }
}
