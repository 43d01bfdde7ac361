import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  ref, set, get, update, remove, query, onChildAdded, onChildRemoved,
  orderByChild, orderByKey, limitToFirst, limitToLast, startAt, startAfter, endAt, endBefore, equalTo,
} from 'firebase/database';
import { openDB, uniqueNS, recorder, keysOf } from './helpers.mjs';

test('live window: limitToLast(3) on orderByChild keeps the right children as they enter and leave', { timeout: 30_000 }, async () => {
  const ns = uniqueNS('window');
  const writer = openDB(ns);
  const reader = openDB(ns);
  try {
    await set(ref(writer.db, 'scores'), { ana: { s: 10 }, beto: { s: 20 }, caro: { s: 30 }, dani: { s: 40 } });
    const q = query(ref(reader.db, 'scores'), orderByChild('s'), limitToLast(3));
    const rec = recorder(q, keysOf);
    const same = (want) => (got) => JSON.stringify(got) === JSON.stringify(want);
    await rec.next(same(['beto', 'caro', 'dani']));
    // A new top score enters, the lowest leaves the window.
    await set(ref(writer.db, 'scores/eva'), { s: 50 });
    await rec.next(same(['caro', 'dani', 'eva']));
    // Removing a child inside the window must bring back one the client no longer has.
    await remove(ref(writer.db, 'scores/dani'));
    await rec.next(same(['beto', 'caro', 'eva']));
    // A child moving inside the window reorders it.
    await update(ref(writer.db, 'scores'), { 'beto/s': 60 });
    await rec.next(same(['caro', 'eva', 'beto']));
    // A child falling below the window is replaced by the next one.
    await update(ref(writer.db, 'scores'), { 'eva/s': 1 });
    await rec.next(same(['ana', 'caro', 'beto']));
    rec.off();
  } finally {
    await writer.close();
    await reader.close();
  }
});

test('live window: child events for limitToFirst(2) by key', { timeout: 30_000 }, async () => {
  const ns = uniqueNS('events');
  const writer = openDB(ns);
  const reader = openDB(ns);
  try {
    await set(ref(writer.db, 'q'), { b: 2, c: 3, d: 4 });
    const events = [];
    const q = query(ref(reader.db, 'q'), orderByKey(), limitToFirst(2));
    const offA = onChildAdded(q, (s) => events.push(`+${s.key}`));
    const offR = onChildRemoved(q, (s) => events.push(`-${s.key}`));
    const until = async (n) => {
      for (let i = 0; i < 200 && events.length < n; i++) await new Promise((r) => setTimeout(r, 25));
    };
    await until(2);
    await set(ref(writer.db, 'q/a'), 1); // enters first, pushes c out
    await until(4);
    await remove(ref(writer.db, 'q/a')); // c comes back
    await until(6);
    offA();
    offR();
    assert.deepEqual(events.slice(0, 2), ['+b', '+c']);
    assert.deepEqual(new Set(events.slice(2, 4)), new Set(['+a', '-c']));
    assert.deepEqual(new Set(events.slice(4, 6)), new Set(['-a', '+c']));
  } finally {
    await writer.close();
    await reader.close();
  }
});

test('get() with range queries is filtered by the server', { timeout: 30_000 }, async () => {
  const ns = uniqueNS('ranges');
  const { db, close } = openDB(ns);
  try {
    await set(ref(db, 'p'), {
      a: { n: 1, tag: 'x' }, b: { n: 2, tag: 'y' }, c: { n: 3, tag: 'x' }, d: { n: 4, tag: 'y' }, e: { n: 5 },
    });
    const tests = [
      ['startAt(2)', [orderByChild('n'), startAt(2)], ['b', 'c', 'd', 'e']],
      ['startAfter(2)', [orderByChild('n'), startAfter(2)], ['c', 'd', 'e']],
      ['endAt(2)', [orderByChild('n'), endAt(2)], ['a', 'b']],
      ['endBefore(2)', [orderByChild('n'), endBefore(2)], ['a']],
      ['equalTo(x)', [orderByChild('tag'), equalTo('x')], ['a', 'c']],
      ['range + limitToFirst', [orderByChild('n'), startAt(2), endAt(4), limitToFirst(2)], ['b', 'c']],
      ['range + limitToLast', [orderByChild('n'), startAt(2), endAt(4), limitToLast(2)], ['c', 'd']],
      ['missing child sorts first', [orderByChild('tag'), limitToFirst(1)], ['e']],
      ['key range', [orderByKey(), startAt('b'), endAt('d')], ['b', 'c', 'd']],
      ['key startAfter', [orderByKey(), startAfter('c')], ['d', 'e']],
    ];
    for (const [name, constraints, want] of tests) {
      const snap = await get(query(ref(db, 'p'), ...constraints));
      assert.deepEqual(Object.keys(snap.val() ?? {}).sort(), want, name);
    }
  } finally {
    await close();
  }
});

// A list large enough for the emulator to answer from an ordered index (1,024 children or more):
// live pages as the app opens them (a composite key's prefix, newest 5) stay equal to the same
// query computed here from the whole list, while children enter, move, leave and are deleted.
test('live pages on a large list follow every kind of write', { timeout: 60_000 }, async () => {
  const ns = uniqueNS('bigwindow');
  const writer = openDB(ns);
  const reader = openDB(ns);
  const key = (i) => `c${String(i).padStart(4, '0')}`;
  const listKey = (owner, at) => `o${owner}|${String(at).padStart(4, '0')}`;
  let seed = 42;
  const rand = (n) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  try {
    const data = {};
    for (let i = 0; i < 1500; i++) data[key(i)] = { k: listKey(rand(3), rand(5000)), n: i };
    await set(ref(writer.db, 'list'), data);
    const page = (owner, values) =>
      Object.entries(values)
        .filter(([, v]) => typeof v?.k === 'string' && v.k.startsWith(`o${owner}|`))
        .sort(([ka, a], [kb, b]) => (a.k === b.k ? (ka < kb ? -1 : 1) : a.k < b.k ? -1 : 1))
        .slice(-5)
        .map(([k]) => k);
    const recs = [0, 1, 2].map((owner) =>
      recorder(
        query(ref(reader.db, 'list'), orderByChild('k'), startAt(`o${owner}|`), endAt(`o${owner}|\uf8ff`), limitToLast(5)),
        keysOf,
      ),
    );
    const agree = async (values) => {
      for (const [owner, rec] of recs.entries()) {
        const want = JSON.stringify(page(owner, values));
        await rec.next((got) => JSON.stringify(got) === want);
      }
    };
    await agree(data);
    for (let step = 0; step < 60; step++) {
      const top = page(rand(3), data);
      const k = step % 3 === 0 && top.length ? top[rand(top.length)] : key(rand(1600));
      switch (rand(4)) {
        case 0: // deleted (a page member leaving a full page brings the next one in)
          delete data[k];
          await remove(ref(writer.db, `list/${k}`));
          break;
        case 1: // a field the index does not read
          if (data[k]) {
            data[k] = { ...data[k], n: -step };
            await update(ref(writer.db, `list/${k}`), { n: -step });
            break;
          }
        // falls through: a new child
        default: {
          const v = { k: listKey(rand(3), rand(5000)), n: step };
          data[k] = v;
          await set(ref(writer.db, `list/${k}`), v);
        }
      }
      await agree(data);
    }
    for (const rec of recs) rec.off();
  } finally {
    await writer.close();
    await reader.close();
  }
});
