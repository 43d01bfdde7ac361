// Every role × path × read and query.
import { describe, it, before } from 'node:test';
import assert from 'node:assert/strict';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { db, seed } from './harness.mjs';

const read = (who, path) => db(who).ref(path).once('value');
const query = (who, child, value) => db(who).ref('requests').orderByChild(child).equalTo(value).once('value');

// [identity, operation, expected]
const cases = [
  // Signed out: nothing.
  [null, () => read(null, 'requests/F1'), false],
  [null, () => read(null, 'requests'), false],
  [null, () => query(null, 'currentPromoterBpId', 'P1'), false],
  [null, () => read(null, 'roles/P1'), false],
  [null, () => read(null, 'errors'), false],
  [null, () => read(null, 'requestHistory/F1'), false],
  [null, () => read(null, '/'), false],

  // A promoter: its own folio, the query on its bpId, its role, its folios' history.
  ['P1', () => read('P1', 'requests/F1'), true],
  ['P1', () => read('P1', 'requests/F1/client/curp'), true],
  ['P1', () => read('P1', 'requests/F2'), false],
  ['P1', () => read('P1', 'requests'), false],
  ['P1', () => query('P1', 'currentPromoterBpId', 'P1'), true],
  ['P1', () => query('P1', 'currentPromoterBpId', 'P2'), false],
  ['P1', () => db('P1').ref('requests').orderByChild('currentPromoterBpId').equalTo('P1').limitToLast(10).once('value'), true],
  ['P1', () => db('P1').ref('requests').orderByChild('currentPromoterBpId').startAt('P1').endAt('P2').once('value'), false],
  ['P1', () => db('P1').ref('requests').orderByKey().limitToFirst(1).once('value'), false],
  ['P1', () => query('P1', 'status', 'quoter'), false],
  ['P1', () => query('P1', 'uuid', 'U1'), false],
  ['P1', () => query('P1', 'taskIdCnca', ''), false],
  ['P1', () => read('P1', 'roles/P1'), true],
  ['P1', () => read('P1', 'roles/P2'), false],
  ['P1', () => read('P1', 'roles'), false],
  ['P1', () => read('P1', 'errors'), false],
  ['P1', () => read('P1', 'errors/cox/9001'), false],
  ['P1', () => read('P1', 'requestHistory/F1'), true],
  ['P1', () => read('P1', 'requestHistory/F2'), false],
  ['P1', () => read('P1', 'requestHistory'), false],
  ['P1', () => read('P1', '/'), false],
  // A blocked promoter still reads its own data; it writes nothing (writes suite).
  ['BLOCKED', () => read('BLOCKED', 'roles/PB'), true],

  // Admin staff (Gerente, Supervisor, Auxiliar): everything under requests, roles, errors, history.
  ...['GERENTE', 'SUPERVISOR', 'AUXILIAR'].flatMap((who) => [
    [who, () => read(who, 'requests'), true],
    [who, () => read(who, 'requests/F2'), true],
    [who, () => query(who, 'status', 'quoter'), true],
    [who, () => query(who, 'uuid', 'U1'), true],
    [who, () => query(who, 'currentPromoterBpId', 'P2'), true],
    [who, () => query(who, 'taskIdCnca', 'X'), true],
    [who, () => read(who, 'roles'), true],
    [who, () => read(who, 'errors'), true],
    [who, () => read(who, 'requestHistory'), true],
    [who, () => read(who, '/'), false],
  ]),

  // A customer link: its folio only, by path or by the query on its uuid.
  ['C1', () => read('C1', 'requests/F1'), true],
  ['C1', () => read('C1', 'requests/F1/status'), true],
  ['C1', () => read('C1', 'requests/F2'), false],
  ['C1', () => read('C1', 'requests'), false],
  ['C1', () => query('C1', 'uuid', 'U1'), true],
  ['C1', () => query('C1', 'uuid', 'U2'), false],
  ['C1', () => db('C1').ref('requests').orderByChild('uuid').equalTo('U1').limitToFirst(1).once('value'), true],
  ['C1', () => query('C1', 'currentPromoterBpId', 'P1'), false],
  ['C1', () => read('C1', 'roles/P1'), false],
  ['C1', () => read('C1', 'requestHistory/F1'), false],
  ['C1', () => read('C1', 'errors'), false],
  // A customer holding another folio's uuid, claiming F1's requestId: F1 is not its folio.
  ['C2', () => read('C2', 'requests/F1'), false],
  ['C2', () => read('C2', 'requests/F2'), true],
];

export function readSuite() {
  describe('reads: role × path × read/query', () => {
    before(() => seed());
    cases.forEach(([who, op, ok], i) => {
      it(`#${i} ${who ?? 'signed out'} ${op.toString().replace(/^\(\) => /, '')} → ${ok ? 'allowed' : 'denied'}`, async () => {
        await (ok ? assertSucceeds(op()) : assertFails(op()));
      });
    });
    it("a promoter's query returns exactly its folios", async () => {
      const snap = await query('P1', 'currentPromoterBpId', 'P1');
      assert.deepEqual(Object.keys(snap.val()).sort(), ['F1', 'F3']);
    });
    it("a customer's query returns exactly its folio", async () => {
      const snap = await query('C2', 'uuid', 'U2');
      assert.deepEqual(Object.keys(snap.val()), ['F2']);
    });
  });
}
