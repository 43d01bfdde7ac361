/**
 * Logout (docs/requirements.md §4 "Session"): tells the gateway (channel, bp, deviceId), then clears tokens, cookies
 * and the session, and signs out of Firebase. The call is never redirected, and local state is
 * cleared even when it fails. It carries the Firebase ID token beside the gateway Bearer: the
 * functions end the Firebase session of that token's user, not of the body's bp
 * (docs/adr/0048-one-access-policy-for-the-functions.md).
 */
import { API, lifecycle } from '@/lib/api';
import { deviceIdentifier } from '@/lib/device';
import { APPLICATION_ID, FIREBASE_TOKEN_HEADER } from '@/lib/http';
import type { HttpClient } from '@/lib/http';
import { logger } from '@/lib/logger';
import { clearTokens } from '@/lib/tokens';
import { sessionStore } from '@/stores/session';

export async function logout(
  http: HttpClient,
  signOut: () => Promise<void>,
  idToken: () => Promise<string | null> = () => Promise.resolve(null),
): Promise<void> {
  try {
    const token = await idToken().catch(() => null);
    await http.post(
      API.logout,
      {
        channel: APPLICATION_ID,
        bp: sessionStore.get().dataSeller,
        deviceId: await deviceIdentifier(),
      },
      token ? { logout: true, headers: { [FIREBASE_TOKEN_HEADER]: token } } : { logout: true },
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
