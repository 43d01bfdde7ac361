// A second copy of the Firebase SDK injected into a page: same app name, API
// key, emulators and Auth persistence list as the SPA, so Auth restores the
// page's signed-in user and every read goes through the real security rules.
// The persistence list must be the SPA's (src/lib/auth-persistence.ts): with
// getAuth's default list, Auth would move the SPA's user into the first
// persistence of its own list and delete it from the SPA's, and the page's
// next load and its other tabs would find nobody signed in.
import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, initializeAuth } from 'firebase/auth';

import { AUTH_PERSISTENCE } from '../../src/lib/auth-persistence.ts';
import {
  connectDatabaseEmulator,
  endAt,
  equalTo,
  get,
  getDatabase,
  limitToLast,
  orderByChild,
  query,
  ref,
  serverTimestamp,
  set,
  startAt,
  update,
} from 'firebase/database';

let db;
let auth;

function open(cfg) {
  if (db) return;
  const app = initializeApp(cfg.firebase);
  auth = initializeAuth(app, { persistence: AUTH_PERSISTENCE });
  connectAuthEmulator(auth, cfg.authURL, { disableWarnings: true });
  db = getDatabase(app, cfg.firebase.databaseURL);
  connectDatabaseEmulator(db, cfg.dbHost, cfg.dbPort);
}

/**
 * Reads `path`, optionally orderByChild(child).equalTo(value), or a page of a list key:
 * orderByChild(child).startAt(prefix).endAt(prefix + '\uf8ff').limitToLast(limit); never throws.
 */
globalThis.__oppnpProbe = async (cfg, path, where) => {
  open(cfg);
  await auth.authStateReady();
  const uid = auth.currentUser ? auth.currentUser.uid : null;
  try {
    /** @type {import('firebase/database').Query} */
    let target = ref(db, path);
    if (where && where.prefix !== undefined) {
      target = query(
        target,
        orderByChild(where.child),
        startAt(where.prefix),
        endAt(where.prefix + '\uf8ff'),
        limitToLast(where.limit ?? 50),
      );
    } else if (where) {
      target = query(target, orderByChild(where.child), equalTo(where.value));
    }
    const snap = await get(target);
    return { uid, ok: true, value: snap.val() };
  } catch (err) {
    return {
      uid,
      ok: false,
      code: err && err.code ? String(err.code) : '',
      message: String(err && err.message),
    };
  }
};

/** Writes `value` at `path` (lastUpdateAt becomes the server time); never throws. */
globalThis.__oppnpProbeWrite = async (cfg, path, value, mode) => {
  open(cfg);
  await auth.authStateReady();
  const uid = auth.currentUser ? auth.currentUser.uid : null;
  try {
    // 'update' writes the given children only, as the SPA's field-group writes do; 'set' replaces.
    const write = mode === 'update' ? update : set;
    await write(ref(db, path), { ...value, lastUpdateAt: serverTimestamp() });
    return { uid, ok: true };
  } catch (err) {
    return {
      uid,
      ok: false,
      code: err && err.code ? String(err.code) : '',
      message: String(err && err.message),
    };
  }
};
