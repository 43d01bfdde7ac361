// The paged lists (docs/adr/0035-paged-lists-on-composite-keys.md): a promoter reads a page of its
// own list key, "<bpId>|<branch>|<group>|<ms>", in one of its branches, newest first and bounded;
// admin staff page one status of one of their branches (admin-scope.mjs). The functions write the
// keys; here the owner seeds them.
import { describe, it, before } from 'node:test';
import assert from 'node:assert/strict';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { db, seed } from './harness.mjs';
import { folio } from './fixtures.mjs';

const END = '\uf8ff';
const pad = (ms) => String(ms).padStart(15, '0');
const keyed = (id, bp, branch, group, ms, over = {}) =>
  folio(id, {
    currentPromoterBpId: bp,
    offer: { quoter: { agreement: { branch: { branchID: branch } }, amount: 20000 } },
    lists: { status: `fileValidation|${pad(ms)}`, promoter: `${bp}|${branch}|${group}|${pad(ms)}`, client: `${bp}|CURPX` },
    ...over,
  });
const extra = {
  'requests/K1': keyed('K1', 'P1', 'B1', 'inProcess', 1001),
  'requests/K2': keyed('K2', 'P1', 'B1', 'inProcess', 1002),
  'requests/K3': keyed('K3', 'P1', 'B1', 'inProcess', 1003),
  'requests/K4': keyed('K4', 'P1', 'B1', 'complete', 1004),
  'requests/K5': keyed('K5', 'P1', 'B2', 'inProcess', 1005), // P1's folio in a branch no longer P1's
  'requests/K6': keyed('K6', 'P2', 'B2', 'inProcess', 1006),
  'requests/K7': keyed('K7', 'P1', '301', 'inProcess', 1007),
  'requests/K8': folio('K8', { lists: { promoter: `P1||capture|${pad(1008)}` } }), // no branch yet
};

/** A page of `prefix`: startAt the prefix, end at `end` (the prefix's end by default), the newest `limit`. */
const page = (who, prefix, { end = prefix + END, limit = 2, before = null } = {}) => {
  let q = db(who).ref('requests').orderByChild('lists/promoter').startAt(prefix);
  q = before ? q.endBefore(before) : q.endAt(end);
  return (limit ? q.limitToLast(limit) : q).once('value');
};
const P1_B1 = 'P1|B1|inProcess|';

/** @type {any[][]} rows of [name, operation, allowed] */
const cases = [
  // Positive controls: the newest page, the next older one, another branch of its own, no branch yet.
  ['a promoter pages its own branch and group', () => page('P1', P1_B1), true],
  ['the next older page (endBefore the last key)', () => page('P1', P1_B1, { before: `${P1_B1}${pad(1002)}` }), true],
  ['the next older page (endAt a key)', () => page('P1', P1_B1, { end: `${P1_B1}${pad(1001)}` }), true],
  ['a page of at most 200', () => page('P1', P1_B1, { limit: 200 }), true],
  ['its other branch', () => page('P1', 'P1|301|inProcess|'), true],
  ['its folios with no branch yet', () => page('P1', 'P1||capture|'), true],
  ['discarded folios', () => page('P1', 'P1|B1|discarded|'), true],
  ['its own open folios of one client', () => db('P1').ref('requests').orderByChild('lists/client').equalTo('P1|CURPX').once('value'), true],
  // Admin staff page their own branches' lists/branch ranges only (admin-scope.mjs).
  ['admin staff page a status of their branch', () => db('GERENTE').ref('requests').orderByChild('lists/branch').startAt('B1|fileValidation|').endAt(`B1|fileValidation|${END}`).limitToLast(2).once('value'), true],
  ['admin staff page a status of every branch', () => db('GERENTE').ref('requests').orderByChild('lists/status').startAt('fileValidation|').endAt(`fileValidation|${END}`).limitToLast(2).once('value'), false],
  ['admin staff page another promoter', () => page('GERENTE', 'P2|B2|inProcess|'), false],
  // Adversarial: another promoter, a branch not its own, no or too large a limit, a wider range.
  ["another promoter's prefix", () => page('P1', 'P2|B2|inProcess|'), false],
  ['its bpId in a branch not its own', () => page('P1', 'P1|B2|inProcess|'), false],
  ['no limit', () => page('P1', P1_B1, { limit: 0 }), false],
  ['a limit over 200', () => page('P1', P1_B1, { limit: 201 }), false],
  ['limitToFirst instead of the newest', () => db('P1').ref('requests').orderByChild('lists/promoter').startAt(P1_B1).endAt(P1_B1 + END).limitToFirst(2).once('value'), false],
  ['no start (everything up to its prefix)', () => db('P1').ref('requests').orderByChild('lists/promoter').endAt(P1_B1 + END).limitToLast(2).once('value'), false],
  ['an end past its prefix', () => page('P1', P1_B1, { end: 'P2' }), false],
  ['an end before its start', () => page('P1', P1_B1, { end: 'P1|B1|' }), false],
  ['the whole promoter (every branch)', () => page('P1', 'P1|', { end: `P1|${END}` }), false],
  ['every group of a branch', () => page('P1', 'P1|B1|', { end: `P1|B1|${END}` }), false],
  ['a group that does not exist', () => page('P1', 'P1|B1|hacked|'), false],
  ['a start inside its prefix (a date range is an end, not a start)', () => page('P1', `${P1_B1}${pad(1002)}`), false],
  ['a promoter orders by the status key', () => db('P1').ref('requests').orderByChild('lists/status').startAt('fileValidation|').endAt(`fileValidation|${END}`).limitToLast(2).once('value'), false],
  ["another promoter's client", () => db('P1').ref('requests').orderByChild('lists/client').equalTo('P2|CURPX').once('value'), false],
  ['the old unbounded query on currentPromoterBpId', () => db('P1').ref('requests').orderByChild('currentPromoterBpId').equalTo('P1').once('value'), false],
  ['a blocked promoter, its own prefix', () => page('BLOCKED', 'PB|B1|inProcess|'), false],
  ['a lapsed promoter, its own prefix', () => page('LAPSED', 'PL|B1|inProcess|'), false],
  ['signed out', () => page(null, P1_B1), false],
  ['a customer', () => page('C1', P1_B1), false],
];

export function listSuite() {
  describe('paged lists: a promoter reads only bounded pages of its own keys', () => {
    before(() => seed(extra));
    for (const [name, op, ok] of cases) {
      it(`${name} → ${ok ? 'allowed' : 'denied'}`, async () => {
        await (ok ? assertSucceeds(op()) : assertFails(op()));
      });
    }
    it('a page holds exactly the newest of the prefix, and the next page the older ones', async () => {
      const first = await page('P1', P1_B1);
      assert.deepEqual(Object.keys(first.val()).sort(), ['K2', 'K3']);
      const next = await page('P1', P1_B1, { before: `${P1_B1}${pad(1002)}` });
      assert.deepEqual(Object.keys(next.val()), ['K1']);
    });
  });
}
