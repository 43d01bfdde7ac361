/**
 * The Firebase handles for a page whose first screen needs none of them (a customer link's first
 * screen, docs/adr/0080-link-pages-before-the-sdk.md): the SDK's chunk is loaded on first use, beside
 * the page's own code rather than before it, and the page renders at once with no handles; it
 * renders again when they are there. Pages under the Firebase layout read reactfire's providers.
 */
import type { Auth } from 'firebase/auth';
import { useEffect, useSyncExternalStore } from 'react';

import type { FirebaseHandles } from '@/lib/firebase';

let handles: FirebaseHandles | null = null;
let failure: unknown = null;
let loading: Promise<FirebaseHandles> | null = null;
let auth: Promise<Auth> | null = null;
const listeners = new Set<() => void>();

function changed(): void {
  for (const l of listeners) l();
}

/** Loads the SDK (once) and initialises the handles (lib/firebase.ts). */
export function loadFirebase(): Promise<FirebaseHandles> {
  loading ??= import('@/lib/firebase').then(
    (m) => {
      handles = m.firebase();
      changed();
      return handles;
    },
    (err: unknown) => {
      failure = err;
      changed();
      throw err;
    },
  );
  return loading;
}

/** Auth, once the SDK is there: what a session needs only when it reuses a signed-in user. */
export function firebaseAuth(): Promise<Auth> {
  if (!auth) {
    auth = loadFirebase().then((h) => h.auth);
    // Whoever awaits it sees a failure; the page sees it through useFirebase.
    auth.catch(() => {});
  }
  return auth;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => handles;

/**
 * The handles, or null while the SDK's chunk is on its way (its load starts here if nothing started
 * it). A chunk that fails to load is thrown to the route's error boundary (lib/chunk-reload.ts).
 */
export function useFirebase(): FirebaseHandles | null {
  const h = useSyncExternalStore(subscribe, snapshot, snapshot);
  useEffect(() => {
    loadFirebase().catch(() => {});
  }, []);
  if (failure) throw failure;
  return h;
}
