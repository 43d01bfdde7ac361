import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ref, set, get, update, push, remove, onValue, forceWebSockets } from 'firebase/database';
import { openDB, uniqueNS, connected, recorder } from './helpers.mjs';

forceWebSockets();

test('WebSocket: connects, writes, reads back, and sees the server clock', { timeout: 30_000 }, async () => {
  const ns = uniqueNS('ws');
  const { db, close } = openDB(ns);
  try {
    await connected(db);
    const offset = await new Promise((r) => onValue(ref(db, '.info/serverTimeOffset'), (s) => r(s.val()), { onlyOnce: true }));
    assert.ok(Math.abs(offset) < 60_000, `serverTimeOffset ${offset}`);
    await set(ref(db, 'greeting'), { text: 'hola', n: 1, ok: true, nested: { a: [1, 2] } });
    const snap = await get(ref(db, 'greeting'));
    assert.deepEqual(snap.val(), { text: 'hola', n: 1, ok: true, nested: { a: [1, 2] } });
  } finally {
    await close();
  }
});

test('WebSocket: another connection sees writes, updates, pushes and removals live', { timeout: 30_000 }, async () => {
  const ns = uniqueNS('live');
  const a = openDB(ns);
  const b = openDB(ns);
  try {
    const rec = recorder(ref(b.db, 'room'));
    await rec.next((v) => v === null);
    await set(ref(a.db, 'room'), { name: 'sala', members: { ana: true } });
    await rec.next((v) => v?.name === 'sala');
    await update(ref(a.db, 'room'), { 'members/beto': true, name: 'sala 2' });
    await rec.next((v) => v?.name === 'sala 2' && v.members.beto === true && v.members.ana === true);
    const p = await push(ref(a.db, 'room/msgs'), { t: 'uno' });
    assert.match(p.key, /^[-0-9A-Za-z_]{20}$/);
    await rec.next((v) => v?.msgs?.[p.key]?.t === 'uno');
    await remove(ref(a.db, 'room'));
    await rec.next(() => rec.seen.at(-1) === null && rec.seen.length > 1);
    rec.off();
  } finally {
    await a.close();
    await b.close();
  }
});

test('WebSocket: a value larger than one frame round-trips (frame splitting both ways)', { timeout: 30_000 }, async () => {
  const ns = uniqueNS('big');
  const a = openDB(ns);
  const b = openDB(ns);
  try {
    // ~1.3 MB with multi-byte characters across frame edges (BMP only: the
    // SDK cuts frames by UTF-16 units, so an astral character could be split
    // into lone surrogates no server can repair).
    const big = 'ñ✓'.repeat(100_000) + 'x'.repeat(1_000_000);
    const rec = recorder(ref(b.db, 'big'));
    await set(ref(a.db, 'big'), { s: big });
    const seen = await rec.next((v) => v !== null, 15_000);
    assert.equal(seen.s.length, big.length);
    assert.equal(seen.s, big);
    rec.off();
  } finally {
    await a.close();
    await b.close();
  }
});
