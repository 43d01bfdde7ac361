import { test } from 'node:test';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import assert from 'node:assert/strict';
import { ref, set, onDisconnect, goOffline, serverTimestamp } from 'firebase/database';
import { openDB, uniqueNS, recorder, connected } from './helpers.mjs';

test('onDisconnect set, update, remove and cancel run when the socket drops', { timeout: 30_000 }, async () => {
  const ns = uniqueNS('ondisc');
  const watcher = openDB(ns);
  const client = openDB(ns);
  try {
    await connected(client.db);
    await set(ref(client.db, 'presence/ana'), { state: 'online' });
    await set(ref(client.db, 'temp/session'), 'abc');
    await set(ref(client.db, 'keep'), 'yes');
    await onDisconnect(ref(client.db, 'presence/ana')).set({ state: 'offline', at: serverTimestamp() });
    await onDisconnect(ref(client.db, 'stats')).update({ drops: 1, 'last/who': 'ana' });
    await onDisconnect(ref(client.db, 'temp')).remove();
    const od = onDisconnect(ref(client.db, 'keep'));
    await od.remove();
    await od.cancel(); // cancelled: keep must stay

    const rec = recorder(ref(watcher.db, '/'));
    await rec.next((v) => v?.presence?.ana?.state === 'online');
    const before = Date.now();
    goOffline(client.db); // closes the WebSocket
    const after = await rec.next((v) => v?.presence?.ana?.state === 'offline' && v.temp === undefined && v.stats !== undefined);
    assert.equal(after.keep, 'yes');
    assert.deepEqual(after.stats, { drops: 1, last: { who: 'ana' } });
    assert.equal(typeof after.presence.ana.at, 'number');
    assert.ok(Math.abs(after.presence.ana.at - before) < 60_000, 'timestamp resolved when the disconnect fired');
    rec.off();
  } finally {
    await watcher.close();
    await client.close();
  }
});

test('onDisconnect runs when the client process is killed (socket dropped, no close frame)', { timeout: 30_000 }, async () => {
  const ns = uniqueNS('ondrop');
  const watcher = openDB(ns);
  const child = spawn(process.execPath, [fileURLToPath(new URL('./presence-child.mjs', import.meta.url)), ns], {
    env: process.env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise((resolve, reject) => {
      child.stdout.on('data', (b) => String(b).includes('ready') && resolve());
      child.on('exit', (code) => reject(new Error(`child exited early: ${code}`)));
    });
    const rec = recorder(ref(watcher.db, '/'));
    await rec.next((v) => v?.presence?.killed?.state === 'online' && v.sessions?.killed === true);
    child.kill('SIGKILL');
    // Both registered operations run, in registration order.
    const after = await rec.next((v) => v?.presence?.killed?.state === 'offline' && v.sessions === undefined, 20_000);
    const offlineAt = rec.seen.findIndex((v) => v?.presence?.killed?.state === 'offline');
    assert.ok(rec.seen.slice(0, offlineAt).every((v) => v?.sessions?.killed === true), 'the set ran before the remove');
    assert.equal(typeof after.presence.killed.at, 'number');
    rec.off();
  } finally {
    child.kill('SIGKILL');
    await watcher.close();
  }
});
