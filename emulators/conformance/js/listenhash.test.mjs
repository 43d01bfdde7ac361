import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ref, set, onValue, query, orderByChild, limitToFirst, goOffline, goOnline, forceWebSockets } from 'firebase/database';
import { openDB, uniqueNS, connected, recorder } from './helpers.mjs';

forceWebSockets();

// On reconnect the SDK re-sends its listens with h, the hash of the data it
// holds; the emulator then answers ok without resending unchanged data.
// Unchanged or changed while away, listeners end with the server's data
// and stay live.
test('listen hash: listeners survive a reconnect with cached data, changed or not', { timeout: 30_000 }, async () => {
  const ns = uniqueNS('hash');
  const a = openDB(ns);
  const b = openDB(ns);
  const c = openDB(ns); // a query alone: with a default listen above it the SDK would not send it
  try {
    await set(ref(a.db, 'h'), { x: { n: 3 }, y: { n: 1 }, z: { n: 2 } });
    const all = recorder(ref(b.db, 'h'));
    const top = recorder(query(ref(c.db, 'h'), orderByChild('n'), limitToFirst(2)), (s) => Object.keys(s.val() ?? {}).sort().join(','));
    await all.next((v) => v?.x?.n === 3);
    await top.next((v) => v === 'y,z');

    // Unchanged while offline: the re-sent listens carry matching hashes.
    goOffline(b.db);
    goOffline(c.db);
    goOnline(b.db);
    goOnline(c.db);
    await connected(b.db);
    await connected(c.db);
    await set(ref(a.db, 'h/w'), { n: 0 });
    await all.next((v) => v?.w?.n === 0);
    await top.next((v) => v === 'w,y');

    // Changed while offline: the hashes no longer match, the data is resent.
    goOffline(b.db);
    goOffline(c.db);
    await set(ref(a.db, 'h/x/n'), -1);
    goOnline(b.db);
    goOnline(c.db);
    await all.next((v) => v?.x?.n === -1);
    await top.next((v) => v === 'w,x');
    assert.deepEqual(all.seen.at(-1), { w: { n: 0 }, x: { n: -1 }, y: { n: 1 }, z: { n: 2 } });
    all.off();
    top.off();
  } finally {
    await a.close();
    await b.close();
    await c.close();
  }
});
