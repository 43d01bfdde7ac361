// The firebase JS SDK's browser build (browser-db.mjs) on long polling, as
// a browser starts when it has no record of a working WebSocket (in-memory
// storage counts as a failed one), then upgrading to a WebSocket.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sockets, polls, openBrowserDB, database } from './browser-db.mjs';

const { ref, set, get, update, onValue } = database;

const upgrades = () => sockets.filter((s) => /[?&]s=/.test(s.url));

async function until(pred, what, ms = 10_000) {
  const t0 = Date.now();
  while (!pred()) {
    if (Date.now() - t0 > ms) throw new Error(`timed out waiting for ${what}; sockets ${JSON.stringify(sockets)}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Resolves with the first value at r for which pred holds. */
function valueWhere(r, pred, ms = 10_000) {
  return new Promise((resolve, reject) => {
    const seen = [];
    const timer = setTimeout(() => {
      off();
      reject(new Error(`timeout; seen ${JSON.stringify(seen)}`));
    }, ms);
    const off = onValue(r, (s) => {
      seen.push(s.val());
      if (pred(s.val())) {
        clearTimeout(timer);
        setTimeout(off);
        resolve(s.val());
      }
    });
  });
}

test('long polling: a browser client starts on long polling, upgrades to a WebSocket, and keeps working', { timeout: 60_000 }, async () => {
  const ns = `conf-lp-upgrade-${process.pid}-${Date.now().toString(36)}`;
  const a = openBrowserDB(ns);
  const b = openBrowserDB(ns);
  try {
    await valueWhere(ref(a.db, '.info/connected'), (v) => v === true);
    await valueWhere(ref(b.db, '.info/connected'), (v) => v === true);
    assert.ok(polls.started > 0, 'the SDK connected by long polling');
    const early = valueWhere(ref(b.db, 'room'), (v) => v?.n === 1);
    await set(ref(a.db, 'room'), { name: 'sala', n: 1 }); // during or before the switch
    await early;

    // Both clients open a WebSocket naming their long-poll session (s=),
    // switch to it, and the server closes their long polls.
    await until(() => upgrades().filter((s) => s.opened).length >= 2, 'both upgrade sockets to open');
    await until(() => polls.closed >= 2, 'both long polls to be closed by the server', 20_000);
    const last = polls.started;

    const live = valueWhere(ref(b.db, 'room'), (v) => v?.n === 2 && v.members?.ana === true);
    await update(ref(a.db, 'room'), { n: 2, 'members/ana': true });
    await live;
    assert.deepEqual((await get(ref(b.db, 'room'))).val(), { name: 'sala', n: 2, members: { ana: true } });
    assert.equal(polls.started, last, 'no long poll since the switch: the WebSockets carry the sessions');
    assert.equal(upgrades().filter((s) => s.closed).length, 0, 'the upgrade sockets stay open');
    assert.equal(sockets.length, upgrades().length, 'no WebSocket other than the upgrades');
  } finally {
    await a.close();
    await b.close();
  }
});
