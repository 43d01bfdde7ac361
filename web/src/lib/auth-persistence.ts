/**
 * Where Firebase Auth keeps the signed-in user, in order: the one list every Auth instance on this
 * origin must use. Auth looks for the user in every listed persistence and moves it into the first
 * available one, deleting it from the others; an instance with a different list (another build, or
 * a second SDK copy in the same page) would move the user out of this app's reach, and the next
 * load or the other tabs would find nobody signed in (docs/adr/0025-customer-link-first-paint.md
 * recorded that loss; this is its cause). lib/firebase.ts and web/e2e/sdk-probe both use it.
 *
 * localStorage only: with one list on the origin the session survives reloads and other tabs
 * (journey 20-promoter-session-tabs), and the first sign-in no longer waits for IndexedDB to open.
 */
import { browserLocalPersistence } from 'firebase/auth';
import type { Persistence } from 'firebase/auth';

export const AUTH_PERSISTENCE: Persistence[] = [browserLocalPersistence];
