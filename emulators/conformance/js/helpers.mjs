// Shared set-up for the firebase JS SDK conformance tests. The Go test
// TestFirebaseJSSDK starts the emulator process and passes its address in
// RTDB_EMULATOR_HOST ("127.0.0.1:port").
import { initializeApp, deleteApp } from 'firebase/app';
import { getDatabase, connectDatabaseEmulator, onValue, ref } from 'firebase/database';

const emulatorHost = process.env.RTDB_EMULATOR_HOST;
if (!emulatorHost) {
  throw new Error('RTDB_EMULATOR_HOST is not set: run these tests through `go test ./emulators/conformance`');
}
const [host, port] = emulatorHost.split(':');

let apps = 0;

/** A fresh database namespace name for one test. */
export function uniqueNS(name) {
  return `conf-${name}-${process.pid}-${Date.now().toString(36)}`;
}

/**
 * A new app (its own WebSocket connection) on namespace ns, connected to the
 * emulator the way an app does: databaseURL of the real project, then
 * connectDatabaseEmulator.
 */
export function openDB(ns) {
  const app = initializeApp(
    { projectId: 'demo-conformance', apiKey: 'fake', databaseURL: `https://${ns}.firebaseio.com` },
    `app-${++apps}`,
  );
  const db = getDatabase(app);
  connectDatabaseEmulator(db, host, Number(port));
  return { app, db, close: () => deleteApp(app) };
}

/** Resolves when `.info/connected` is or becomes true. */
export function connected(db) {
  return new Promise((resolve) => {
    let done = false;
    // Already connected: the callback runs inside onValue, before off is set.
    const off = onValue(ref(db, '.info/connected'), (s) => {
      if (s.val() === true && !done) {
        done = true;
        queueMicrotask(() => off());
        resolve();
      }
    });
  });
}

/**
 * Collects the successive values a listener sees; `next(pred)` resolves with
 * the first value (already seen or future) for which pred is true.
 */
export function recorder(q, toValue = (s) => s.val()) {
  const seen = [];
  const waiters = [];
  const off = onValue(q, (s) => {
    const v = toValue(s);
    seen.push(v);
    for (const w of [...waiters]) {
      if (w.pred(v)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(v);
      }
    }
  });
  return {
    seen,
    off,
    next(pred, ms = 5000) {
      const hit = seen.find(pred);
      if (hit !== undefined) return Promise.resolve(hit);
      return new Promise((resolve, reject) => {
        const w = { pred, resolve };
        waiters.push(w);
        setTimeout(() => reject(new Error(`timeout; seen ${JSON.stringify(seen)}`)), ms);
      });
    },
  };
}

/** Child keys of a snapshot in the order the SDK iterates them. */
export function keysOf(snap) {
  const keys = [];
  snap.forEach((c) => {
    keys.push(c.key);
  });
  return keys;
}

/** The REST base of the emulator. */
export function restURL(path, ns, params = '') {
  return `http://${emulatorHost}${path}.json?ns=${ns}${params}`;
}
