import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ref, get, set, runTransaction } from 'firebase/database';
import { openDB, uniqueNS } from './helpers.mjs';

test('transactions from two connections at once never lose an increment', { timeout: 30_000 }, async () => {
  const ns = uniqueNS('tx');
  const a = openDB(ns);
  const b = openDB(ns);
  try {
    const per = 25;
    const run = (db, who) =>
      Promise.all(
        Array.from({ length: per }, () =>
          runTransaction(ref(db, 'counter'), (cur) => ({ n: (cur?.n ?? 0) + 1, last: who })),
        ),
      );
    const [ra, rb] = await Promise.all([run(a.db, 'a'), run(b.db, 'b')]);
    assert.ok([...ra, ...rb].every((r) => r.committed), 'every transaction committed');
    const snap = await get(ref(a.db, 'counter/n'));
    assert.equal(snap.val(), 2 * per);
  } finally {
    await a.close();
    await b.close();
  }
});

test('a transaction based on stale data is retried with the current value (datastale)', { timeout: 30_000 }, async () => {
  const ns = uniqueNS('stale');
  const a = openDB(ns);
  const b = openDB(ns);
  try {
    await set(ref(a.db, 'v'), { x: 1, '.priority': 3 });
    let calls = 0;
    const r = await runTransaction(ref(b.db, 'v'), (cur) => {
      calls++;
      // The first call usually sees null (nothing cached): the server must
      // refuse that attempt because its hash does not match {x:1}.
      return cur === null ? { x: 'from-null' } : { x: cur.x + 1 };
    });
    assert.ok(r.committed);
    assert.deepEqual((await get(ref(a.db, 'v/x'))).val(), 2);
    assert.ok(calls >= 1);
    // Aborting (returning undefined) writes nothing.
    const aborted = await runTransaction(ref(b.db, 'v'), () => undefined);
    assert.equal(aborted.committed, false);
    assert.deepEqual((await get(ref(a.db, 'v/x'))).val(), 2);
  } finally {
    await a.close();
    await b.close();
  }
});
