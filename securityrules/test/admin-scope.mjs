// Admin staff see only their own branches (docs/contract.md, "Identities"): a folio, its trail, its
// COX errors and every list that could return it are read by a live admin holding the folio's
// agreement branch (roles/{bpId}/branches), and by no other admin. The fixtures' admins hold B1;
// SB is a folio of B2 (another branch), SA one of B1 (the positive controls), SN one with no
// branch yet (a promoter's draft: no admin's).
import { describe, it, before } from 'node:test';
import assert from 'node:assert/strict';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { db, seed } from './harness.mjs';
import { folio, staff } from './fixtures.mjs';

const END = '\uf8ff';
const pad = (ms) => String(ms).padStart(15, '0');
const CURP_B = 'BOXW310820HNERXN09';
const keyed = (id, branch, ms, over = {}) => folio(id, {
  currentPromoterBpId: 'P2',
  curp: CURP_B,
  offer: { quoter: { agreement: { branch: { branchID: branch } }, amount: 20000 } },
  status: 'fileValidation',
  lists: {
    status: `fileValidation|${pad(ms)}`,
    branch: `${branch}|fileValidation|${pad(ms)}`,
    promoter: `P2|${branch}|inProcess|${pad(ms)}`,
    client: `P2|${CURP_B}`,
  },
  ...over,
});
const trail = { k1: { from: 'quoter', to: 'fileValidation', by: 'bp:P2', role: 'Promotor', at: 1 } };
const coxError = (n, requestId, branch) => ({
  probankNumber: n, attended: false, message: 'COX rechazó el envío', requestId, at: 1, ...(branch ? { branch } : {}),
});
const extra = {
  'requests/SA': keyed('SA', 'B1', 2001),
  'requests/SB': keyed('SB', 'B2', 2002),
  'requests/SN': folio('SN', { currentPromoterBpId: 'P2', offer: { quoter: { amount: 20000 } } }),
  'requestHistory/SA': trail,
  'requestHistory/SB': trail,
  'requestHistory/SN': trail,
  'errors/cox/PB-A': coxError('PB-A', 'SA', 'B1'),
  'errors/cox/PB-B': coxError('PB-B', 'SB', 'B2'),
  'errors/cox/PB-X': coxError('PB-X', 'SB'), // no branch: no admin's
};

const read = (who, path) => db(who).ref(path).once('value');
const reqs = (who) => db(who).ref('requests');
/** A page of one range of the admin list key: startAt the prefix, end at `end`, the newest `limit`. */
const branchPage = (who, prefix, { end = prefix + END, limit = 50 } = {}) => {
  const q = reqs(who).orderByChild('lists/branch').startAt(prefix).endAt(end);
  return (limit ? q.limitToLast(limit) : q).once('value');
};
const errorsOf = (who, branch) => db(who).ref('errors/cox').orderByChild('branch').equalTo(branch).once('value');
const attend = (who, n) => db(who).ref(`errors/cox/${n}/attended`).set(true);

const ADMINS = ['GERENTE', 'SUPERVISOR', 'AUXILIAR'];
/** @type {any[][]} rows of [name, operation, allowed] */
const cases = ADMINS.flatMap((who) => [
  // Positive controls: its own branch's folio, trail, errors and list.
  [`${who} reads a folio of its branch`, () => read(who, 'requests/SA'), true],
  [`${who} reads a field of it`, () => read(who, 'requests/SA/client/nss'), true],
  [`${who} reads its trail`, () => read(who, 'requestHistory/SA'), true],
  [`${who} reads its COX error`, () => read(who, 'errors/cox/PB-A'), true],
  [`${who} pages its branch's COX errors`, () => errorsOf(who, 'B1'), true],
  [`${who} marks its branch's COX error attended`, () => attend(who, 'PB-A'), true],
  [`${who} pages a status of its branch`, () => branchPage(who, 'B1|fileValidation|'), true],
  [`${who} pages discarded folios of its branch`, () => branchPage(who, 'B1|discarded|'), true],
  [`${who} pages at most 200`, () => branchPage(who, 'B1|fileValidation|', { limit: 200 }), true],
  [`${who} pages a date range's end`, () => branchPage(who, 'B1|fileValidation|', { end: `B1|fileValidation|${pad(2001)}` }), true],
  [`${who} its own folios of one client`, () => reqs(who).orderByChild('lists/client').equalTo(`${staff[who].claims.bpId}|${CURP_B}`).once('value'), true],
  // Adversarial: another branch's folio, by id or by any query that could return it.
  [`${who} reads another branch's folio`, () => read(who, 'requests/SB'), false],
  [`${who} reads another branch's folio's CURP`, () => read(who, 'requests/SB/curp'), false],
  [`${who} reads another branch's CLABE`, () => read(who, 'requests/SB/deposit/clabe'), false],
  [`${who} reads a folio with no branch yet`, () => read(who, 'requests/SN'), false],
  [`${who} reads another branch's trail`, () => read(who, 'requestHistory/SB'), false],
  [`${who} reads a branchless folio's trail`, () => read(who, 'requestHistory/SN'), false],
  [`${who} reads every trail`, () => read(who, 'requestHistory'), false],
  [`${who} reads another branch's COX error`, () => read(who, 'errors/cox/PB-B'), false],
  [`${who} reads a COX error with no branch`, () => read(who, 'errors/cox/PB-X'), false],
  [`${who} reads every COX error`, () => read(who, 'errors/cox'), false],
  [`${who} reads every error`, () => read(who, 'errors'), false],
  [`${who} pages another branch's COX errors`, () => errorsOf(who, 'B2'), false],
  [`${who} queries COX errors by folio`, () => db(who).ref('errors/cox').orderByChild('requestId').equalTo('SB').once('value'), false],
  [`${who} marks another branch's COX error attended`, () => attend(who, 'PB-B'), false],
  [`${who} reads the folios whole`, () => read(who, 'requests'), false],
  [`${who} pages a status of every branch (lists/status)`, () => reqs(who).orderByChild('lists/status').startAt('fileValidation|').endAt(`fileValidation|${END}`).limitToLast(50).once('value'), false],
  [`${who} queries by status`, () => reqs(who).orderByChild('status').equalTo('fileValidation').once('value'), false],
  [`${who} looks a client up by CURP`, () => reqs(who).orderByChild('curp').equalTo(CURP_B).once('value'), false],
  [`${who} another promoter's folios of a client`, () => reqs(who).orderByChild('lists/client').equalTo(`P2|${CURP_B}`).once('value'), false],
  [`${who} queries another promoter's folios`, () => reqs(who).orderByChild('currentPromoterBpId').equalTo('P2').once('value'), false],
  [`${who} pages another promoter's list`, () => reqs(who).orderByChild('lists/promoter').startAt('P2|B2|inProcess|').endAt(`P2|B2|inProcess|${END}`).limitToLast(50).once('value'), false],
  [`${who} pages another branch's range`, () => branchPage(who, 'B2|fileValidation|'), false],
  [`${who} pages every branch and status`, () => branchPage(who, '', { end: END }), false],
  [`${who} pages its branch, every status`, () => branchPage(who, 'B1|', { end: `B1|${END}` }), false],
  [`${who} pages from its branch into another`, () => branchPage(who, 'B1|fileValidation|', { end: 'B2|' + END }), false],
  [`${who} pages a range ending before it starts`, () => branchPage(who, 'B1|fileValidation|', { end: 'B1|' }), false],
  [`${who} pages a status that does not exist`, () => branchPage(who, 'B1|hacked|'), false],
  [`${who} pages a branch spelled inside a status`, () => branchPage(who, 'B1|fileValidation|B2|fileValidation|'), false],
  [`${who} pages its branch with no limit`, () => branchPage(who, 'B1|fileValidation|', { limit: 0 }), false],
  [`${who} pages its branch over 200`, () => branchPage(who, 'B1|fileValidation|', { limit: 201 }), false],
  [`${who} pages its branch from the oldest`, () => reqs(who).orderByChild('lists/branch').startAt('B1|fileValidation|').endAt(`B1|fileValidation|${END}`).limitToFirst(50).once('value'), false],
  [`${who} reads another's standing`, () => read(who, 'roles/P1'), false],
  [`${who} reads every standing`, () => read(who, 'roles'), false],
]).concat([
  // "Ver más": the next older window ends before the oldest item of the one above.
  ['an admin pages the next older window of its branch', () => reqs('GERENTE').orderByChild('lists/branch').startAt('B1|fileValidation|').endBefore(`B1|fileValidation|${pad(2001)}`).limitToLast(50).once('value'), true],
  // An admin of both branches pages each side by side.
  ['an admin of B1 and B2 pages B2', () => branchPage('ADMIN_TWO', 'B2|fileValidation|'), true],
  ['an admin of B1 and B2 reads the B2 folio', () => read('ADMIN_TWO', 'requests/SB'), true],
  ['an admin of B1 and B2 reads its own standing', () => read('ADMIN_TWO', 'roles/A7'), true],
  // A blocked or lapsed admin holding the branch: nothing.
  ...['ADMIN_BLOCKED', 'ADMIN_LAPSED'].flatMap((who) => [
    [`${who} reads a folio of its branch`, () => read(who, 'requests/SA'), false],
    [`${who} reads its trail`, () => read(who, 'requestHistory/SA'), false],
    [`${who} reads its COX error`, () => read(who, 'errors/cox/PB-A'), false],
    [`${who} pages its branch's COX errors`, () => errorsOf(who, 'B1'), false],
    [`${who} pages a status of its branch`, () => branchPage(who, 'B1|fileValidation|'), false],
  ]),
  // A promoter is no admin: it pages no branch range.
  ['a promoter of B1 pages the branch range', () => branchPage('P1', 'B1|fileValidation|'), false],
  ['a promoter of B1 pages the branch COX errors', () => errorsOf('P1', 'B1'), false],
  ['an admin claim in the token pages the branch range', () => branchPage('FORGED_ADMIN', 'B1|fileValidation|'), false],
]);

export function adminScopeSuite() {
  describe('admin staff read only their own branches', () => {
    before(() => seed(extra));
    for (const [name, op, ok] of cases) {
      it(`${name} → ${ok ? 'allowed' : 'denied'}`, async () => {
        await (ok ? assertSucceeds(op()) : assertFails(op()));
      });
    }
    it("a page of its branch's range holds its branch's folios only", async () => {
      const page = await branchPage('GERENTE', 'B1|fileValidation|');
      assert.deepEqual(Object.keys(page.val() ?? {}), ['SA']);
      const errs = await errorsOf('GERENTE', 'B1');
      assert.deepEqual(Object.keys(errs.val() ?? {}).sort(), ['9001', 'PB-A']);
    });
  });
}
