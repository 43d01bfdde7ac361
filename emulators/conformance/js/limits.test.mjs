import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ref, set, get } from 'firebase/database';
import { openDB, uniqueNS, restURL } from './helpers.mjs';

test('a single SDK write over 16 MB is refused and nothing is written', { timeout: 30_000 }, async () => {
  const ns = uniqueNS('limit');
  const { db, close } = openDB(ns);
  try {
    // Two strings under the 10 MB leaf limit, 16.2 MB together.
    const half = 'x'.repeat(Math.round(8.1 * 1024 * 1024));
    await assert.rejects(set(ref(db, 'huge'), { a: half, b: half }), (err) => {
      assert.match(String(err), /too_big/i);
      return true;
    });
    assert.equal((await get(ref(db, 'huge'))).val(), null);
    // The connection still works afterwards.
    await set(ref(db, 'small'), 1);
    assert.equal((await get(ref(db, 'small'))).val(), 1);
  } finally {
    await close();
  }
});

test('REST rejects bad keys, depth and JSON with 400 and a JSON error', { timeout: 30_000 }, async () => {
  const ns = uniqueNS('rest-limits');
  const deep = '/' + Array.from({ length: 33 }, (_, i) => `d${i}`).join('/');
  const tests = [
    ['forbidden key character', '/ok', JSON.stringify({ 'a.b': 1 })],
    ['key over 768 bytes', '/ok', JSON.stringify({ ['k'.repeat(769)]: 1 })],
    ['path deeper than 32', deep, '1'],
    ['bad JSON', '/ok', '{"a":'],
  ];
  for (const [name, path, body] of tests) {
    const res = await fetch(restURL(path, ns), { method: 'PUT', body, headers: { Authorization: 'Bearer owner' } });
    assert.equal(res.status, 400, name);
    const j = await res.json();
    assert.equal(typeof j.error, 'string', name);
  }
  const res = await fetch(restURL('/ok', ns));
  assert.equal(await res.text(), 'null', 'nothing was written');
});
