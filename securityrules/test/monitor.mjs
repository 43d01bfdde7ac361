// monitor/: the masked projection the functions keep for the no-login monitor pages. Anyone reads
// it (signed out included); no client writes it; requests/ stays closed to the signed out. The
// operators' key hashes and wrong-key counters (docs/adr/0051-named-operators-and-repairs.md) are
// the functions' alone.
import { describe, it, before } from 'node:test';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { db, seed } from './harness.mjs';

const entry = {
  status: 'quoter', label: 'Cotizador', group: 'capture',
  promoter: '******P1', branch: 'B1', enteredStatusAt: 1700000000000,
};
const extra = {
  'monitor/requests/F1': entry,
  'monitor/history/F1': { k1: { to: 'quoter', role: 'Promotor', at: 1700000000000 } },
  'monitor/board/statuses/quoter': { label: 'Cotizador', count: 1, sumEnteredAt: 1700000000000, oldestEnteredAt: 1700000000000 },
  'monitor/meta': { builtAt: 1700000000000, folios: 1, version: 2 },
  'operators/ana': { name: 'Ana', keyHash: '0'.repeat(64) },
  'operatorLockout/ana': { fails: 10, since: 1700000000000, lockedUntil: 4102444800000 },
};

const read = (who, path) => db(who).ref(path).once('value');
const byStatus = (who, status) => db(who).ref('monitor/requests').orderByChild('status').equalTo(status).once('value');
const set = (who, path, value) => db(who).ref(path).set(value);

// [name, operation, allowed]
/** @type {any[][]} rows of [name, operation, allowed] */
const cases = [
  ['signed out reads the whole projection', () => read(null, 'monitor'), true],
  ['signed out reads one entry', () => read(null, 'monitor/requests/F1'), true],
  ['signed out reads the board', () => read(null, 'monitor/board'), true],
  ['signed out reads a folio history', () => read(null, 'monitor/history/F1'), true],
  ['signed out queries the entries by status', () => byStatus(null, 'quoter'), true],
  ['signed out still cannot read the folio', () => read(null, 'requests/F1'), false],
  ['signed out still cannot read its history', () => read(null, 'requestHistory/F1'), false],
  ['a customer reads the projection', () => read('C1', 'monitor/requests/F1'), true],
  ['signed out cannot write an entry', () => set(null, 'monitor/requests/F1/status', 'complete'), false],
  ['signed out cannot forge a board', () => set(null, 'monitor/board/statuses/complete', { count: 99 }), false],
  ['signed out cannot add an entry', () => set(null, 'monitor/requests/NEW', entry), false],
  ['signed out cannot wipe the projection', () => set(null, 'monitor', null), false],
  ['a promoter cannot write an entry', () => set('P1', 'monitor/requests/F1/status', 'complete'), false],
  ['an admin cannot write the board', () => set('GERENTE', 'monitor/board/statuses/quoter/count', 0), false],
  ['an admin cannot write the history', () => set('GERENTE', 'monitor/history/F1/k2', { to: 'complete', at: 1 }), false],
  ['a customer cannot write its entry', () => set('C1', 'monitor/requests/F1/status', 'complete'), false],
  ['nobody writes the meta (the backfill marker)', () => set('SUPERVISOR', 'monitor/meta', null), false],
  ['signed out cannot read the operators', () => read(null, 'operators'), false],
  ['an admin cannot read an operator key hash', () => read('GERENTE', 'operators/ana'), false],
  ['a promoter cannot add an operator', () => set('P1', 'operators/intruso', { name: 'X', keyHash: '1'.repeat(64) }), false],
  ['signed out cannot re-enable an operator', () => set(null, 'operators/ana/disabled', false), false],
  ['signed out cannot read the lockout', () => read(null, 'operatorLockout/ana'), false],
  ['signed out cannot clear a lockout', () => set(null, 'operatorLockout/ana', null), false],
  ['an admin cannot clear a lockout', () => set('GERENTE', 'operatorLockout', null), false],
];

export function monitorSuite() {
  describe('monitor: public masked projection, read-only for clients', () => {
    before(() => seed(extra));
    for (const [name, op, ok] of cases) {
      it(`${name} → ${ok ? 'allowed' : 'denied'}`, async () => {
        await (ok ? assertSucceeds(op()) : assertFails(op()));
      });
    }
  });
}
