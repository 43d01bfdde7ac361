import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ref, set, get, update, serverTimestamp, increment } from 'firebase/database';
import { openDB, uniqueNS } from './helpers.mjs';

test('server values: timestamp and increment are resolved by the server', { timeout: 30_000 }, async () => {
  const ns = uniqueNS('sv');
  const a = openDB(ns);
  const b = openDB(ns);
  try {
    const t0 = Date.now();
    await set(ref(a.db, 'doc'), { at: serverTimestamp(), n: increment(5), s: 'x' });
    const v = (await get(ref(b.db, 'doc'))).val();
    assert.equal(typeof v.at, 'number');
    assert.ok(Math.abs(v.at - t0) < 60_000, `timestamp ${v.at} vs ${t0}`);
    assert.equal(v.n, 5, 'increment of a missing value is the delta');
    await update(ref(a.db, 'doc'), { n: increment(2), s: increment(1) });
    const w = (await get(ref(b.db, 'doc'))).val();
    assert.equal(w.n, 7);
    assert.equal(w.s, 1, 'increment of a string replaces it with the delta');
    // 40 concurrent increments from two connections all count.
    await Promise.all(
      Array.from({ length: 20 }, () => [set(ref(a.db, 'c'), increment(1)), set(ref(b.db, 'c'), increment(1))]).flat(),
    );
    assert.equal((await get(ref(a.db, 'c'))).val(), 40);
  } finally {
    await a.close();
    await b.close();
  }
});
