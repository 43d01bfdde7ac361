import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ref, set, get, query, orderByKey, orderByValue, orderByPriority, orderByChild, setWithPriority, limitToFirst } from 'firebase/database';
import { openDB, uniqueNS, keysOf } from './helpers.mjs';

test('ordering tables: keys, values, priorities and children, as the server returns them', { timeout: 30_000 }, async () => {
  const ns = uniqueNS('order');
  const { db, close } = openDB(ns);
  try {
    await set(ref(db, 'k'), { b: 1, a: 1, 10: 1, 9: 1, '-5': 1, '010': 1, 2147483648: 1, Z: 1, '~': 1 });
    await set(ref(db, 'v'), { s2: 'b', s1: 'a', n2: 10, n1: -1, t: true, f: false, o: { x: 1 }, n3: 2.5 });
    await setWithPriority(ref(db, 'p/n1'), 1, 5);
    await setWithPriority(ref(db, 'p/n2'), 1, 1);
    await setWithPriority(ref(db, 'p/s'), 1, 'a');
    await set(ref(db, 'p/none'), 1);
    await set(ref(db, 'c'), { x: { v: 'a' }, y: { v: 1 }, z: { v: null, w: 1 }, w: { v: true }, u: { v: { deep: 1 } } });

    const tests = [
      // Integer-like keys (32-bit) first, numerically; then strings by UTF-16 code units.
      ['orderByKey', query(ref(db, 'k'), orderByKey()), ['-5', '9', '10', '010', '2147483648', 'Z', 'a', 'b', '~']],
      // null < false < true < numbers < strings < objects.
      ['orderByValue', query(ref(db, 'v'), orderByValue()), ['f', 't', 'n1', 'n3', 'n2', 's1', 's2', 'o']],
      // no priority < number priorities < string priorities.
      ['orderByPriority', query(ref(db, 'p'), orderByPriority()), ['none', 'n2', 'n1', 's']],
      // missing < booleans < numbers < strings < objects, ties by key.
      ['orderByChild', query(ref(db, 'c'), orderByChild('v')), ['z', 'w', 'y', 'x', 'u']],
    ];
    for (const [name, q, want] of tests) {
      assert.deepEqual(keysOf(await get(q)), want, `${name} (get)`);
    }
    // The server's window must use the same order: the first two by key.
    const first = await get(query(ref(db, 'k'), orderByKey(), limitToFirst(2)));
    assert.deepEqual(Object.keys(first.val()).sort(), ['-5', '9']);
    const firstByValue = await get(query(ref(db, 'v'), orderByValue(), limitToFirst(3)));
    assert.deepEqual(Object.keys(firstByValue.val()).sort(), ['f', 'n1', 't']);
  } finally {
    await close();
  }
});
