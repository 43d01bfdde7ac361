/**
 * The only module that initialises Firebase (rule W3): the app, Auth and the Realtime Database,
 * connected to the local emulator suite when VITE_USE_EMULATORS=true (project demo-oppnp), to the
 * VITE_FIREBASE_* project otherwise. Loaded lazily so the login page stays small.
 */
import { getApps, initializeApp } from 'firebase/app';
import type { FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, initializeAuth, signInWithCustomToken, signOut } from 'firebase/auth';
import type { Auth } from 'firebase/auth';
import { connectDatabaseEmulator, forceWebSockets, getDatabase } from 'firebase/database';
import type { Database } from 'firebase/database';

import { authEmulatorUrl, config, databaseEmulator } from '@/config/env';
import type { AppConfig } from '@/config/env';
import { AUTH_PERSISTENCE } from '@/lib/auth-persistence';

export interface FirebaseHandles {
  app: FirebaseApp;
  auth: Auth;
  database: Database;
}

let handles: FirebaseHandles | undefined;

/** Initialises (once) and returns the Firebase app, Auth and Database for this build. */
export function firebase(cfg: AppConfig = config()): FirebaseHandles {
  if (handles) return handles;
  const app = getApps()[0] ?? initializeApp(cfg.firebase);
  // initializeAuth, not getAuth: getAuth adds the popup/redirect resolver, which on mobile
  // browsers loads https://apis.google.com/js/api.js at start-up. The app signs in with custom
  // tokens only, so customers' phones (and the offline suite) never need that host.
  // One persistence list for every Auth instance on the origin (lib/auth-persistence.ts).
  const auth = initializeAuth(app, { persistence: AUTH_PERSISTENCE });
  // WebSockets only: the long-polling fallback loads scripts from the database host and writes
  // inline ones into a frame, which the page's Content-Security-Policy refuses (docs/adr/0046-hosting-headers.md).
  forceWebSockets();
  const database = getDatabase(app, cfg.firebase.databaseURL);
  if (cfg.useEmulators) {
    connectAuthEmulator(auth, authEmulatorUrl(), { disableWarnings: true });
    const db = databaseEmulator();
    connectDatabaseEmulator(database, db.host, db.port);
  }
  handles = { app, auth, database };
  return handles;
}

/** Signs in with the custom token the session functions mint (RTDB access under the rules). */
export async function signInWithFirebaseToken(token: string): Promise<void> {
  await signInWithCustomToken(firebase().auth, token);
}

/**
 * The signed-in user's ID token (refreshed by the SDK when near expiry), or null when nobody is
 * signed in: the session refresh sends it so the functions know whose standing to re-check.
 */
export async function currentIdToken(): Promise<string | null> {
  const { auth } = firebase();
  await auth.authStateReady();
  return auth.currentUser ? auth.currentUser.getIdToken() : null;
}

export async function signOutOfFirebase(): Promise<void> {
  if (handles) await signOut(handles.auth);
}
