// Every role × path × read and query.
import { describe, it, before } from 'node:test';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { db, seed } from './harness.mjs';
import { folio, folioLink, linkIdOf } from './fixtures.mjs';

const read = (who, path) => db(who).ref(path).once('value');
const query = (who, child, value) => db(who).ref('requests').orderByChild(child).equalTo(value).once('value');
// The desk's page of a trail: its newest entries by time (docs/adr/0057-desk-on-one-screen-and-every-rule-used.md).
const trailPage = (who, id) => db(who).ref(`requestHistory/${id}`).orderByChild('at').limitToLast(10).once('value');

// The own folio of each promoter that is not live, and its bpId.
const own = { BLOCKED: 'FB', BLOCKED_STR: 'FS', LAPSED: 'FL', NOROLE: 'FX' };
const bp = { BLOCKED: 'PB', BLOCKED_STR: 'PS', LAPSED: 'PL', NOROLE: 'PX' };
const extra = {
  ...Object.fromEntries(Object.entries(own).map(([who, id]) => [`requests/${id}`, folio(id, { currentPromoterBpId: bp[who] })])),
  'requests/F7': folio('F7', { status: 'waitingProcessCustomer' }),
  'requests/F9': folio('F9', { status: 'waitingProcessCustomer' }),
  'requests/F12': folio('F12', { status: 'waitingProcessCustomer' }),
  'requests/F13': folio('F13', { status: 'waitingProcessCustomer', uuid: linkIdOf('C7'), link: folioLink('C7') }),
  'requestHistory/FB': { k1: { from: 'created', to: 'quoter', by: 'bp:PB', role: 'Promotor', at: 1 } },
};

// [identity, operation, expected]
/** @type {any[][]} rows of [name, operation, allowed] */
const cases = [
  // Signed out: nothing.
  [null, () => read(null, 'requests/F1'), false],
  [null, () => read(null, 'requests'), false],
  [null, () => query(null, 'currentPromoterBpId', 'P1'), false],
  [null, () => read(null, 'roles/P1'), false],
  [null, () => read(null, 'errors'), false],
  [null, () => read(null, 'requestHistory/F1'), false],
  [null, () => read(null, '/'), false],

  // A promoter: its own folio, its role, its folios' history; its lists are pages of its own list
  // keys (lists.mjs), not the unbounded query on its bpId.
  ['P1', () => read('P1', 'requests/F1'), true],
  ['P1', () => read('P1', 'requests/F1/client/curp'), true],
  ['P1', () => read('P1', 'requests/F2'), false],
  ['P1', () => read('P1', 'requests'), false],
  ['P1', () => query('P1', 'currentPromoterBpId', 'P1'), false],
  ['P1', () => query('P1', 'currentPromoterBpId', 'P2'), false],
  ['P1', () => db('P1').ref('requests').orderByChild('currentPromoterBpId').equalTo('P1').limitToLast(10).once('value'), false],
  ['P1', () => db('P1').ref('requests').orderByChild('currentPromoterBpId').startAt('P1').endAt('P2').once('value'), false],
  ['P1', () => db('P1').ref('requests').orderByKey().limitToFirst(1).once('value'), false],
  ['P1', () => query('P1', 'status', 'quoter'), false],
  ['P1', () => query('P1', 'uuid', 'U1'), false],
  ['P1', () => query('P1', 'taskIdCnca', ''), false],
  ['P1', () => read('P1', 'roles/P1'), true],
  ['P1', () => read('P1', 'roles/P2'), false],
  ['P1', () => read('P1', 'roles'), false],
  ['P1', () => read('P1', 'errors'), false],
  ['P1', () => read('P1', 'limits/uif/P1'), false],
  ['P1', () => read('P1', 'errors/cox/9001'), false],
  // The trail is admin staff's, and each folio's own to its live promoter (docs/contract.md,
  // "Outside requests/"): F1 is P1's, F2 another promoter's.
  ['P1', () => read('P1', 'requestHistory/F1'), true],
  ['P1', () => read('P1', 'requestHistory/F2'), false],
  ['P1', () => read('P1', 'requestHistory'), false],
  ['P1', () => read('P1', '/'), false],
  // A promoter whose roles record is blocked or lapsed reads nothing, not even its own folio,
  // its role or its query (the rules check roles/{bpId} on reads too); without a record, nothing.
  ...['BLOCKED', 'BLOCKED_STR', 'LAPSED', 'NOROLE'].flatMap((who) => [
    [who, () => read(who, `requests/${own[who]}`), false],
    [who, () => read(who, `requests/${own[who]}/status`), false],
    [who, () => query(who, 'currentPromoterBpId', bp[who]), false],
    [who, () => read(who, `roles/${bp[who]}`), false],
    [who, () => read(who, `requestHistory/${own[who]}`), false],
  ]),
  // Positive control: the same reads by a live promoter of its own folio.
  ['P1', () => read('P1', 'requests/F1/status'), true],
  // An admin claim in the token is not admin: roles/PF says Promotor.
  ['FORGED_ADMIN', () => read('FORGED_ADMIN', 'requests'), false],
  ['FORGED_ADMIN', () => read('FORGED_ADMIN', 'requests/F2'), false],
  ['FORGED_ADMIN', () => query('FORGED_ADMIN', 'status', 'quoter'), false],
  ['FORGED_ADMIN', () => read('FORGED_ADMIN', 'errors'), false],

  // Admin staff (Gerente, Supervisor, Auxiliar), all of branch B1: the folios, trails and errors
  // of their branches, one at a time or paged by branch (admin-scope.mjs); nothing whole.
  ...['GERENTE', 'SUPERVISOR', 'AUXILIAR'].flatMap((who) => [
    [who, () => read(who, 'requests/F1'), true],
    [who, () => read(who, 'requestHistory/F1'), true],
    [who, () => trailPage(who, 'F1'), true],
    [who, () => trailPage(who, 'F2'), false],
    [who, () => read(who, 'errors/cox/9001'), true],
    [who, () => read(who, 'roles/' + { GERENTE: 'A1', SUPERVISOR: 'A2', AUXILIAR: 'A3' }[who]), true],
    [who, () => read(who, 'requests'), false],
    [who, () => read(who, 'requests/F2'), false],
    [who, () => read(who, 'requestHistory/F2'), false],
    [who, () => query(who, 'status', 'quoter'), false],
    [who, () => query(who, 'uuid', 'U1'), false],
    [who, () => query(who, 'currentPromoterBpId', 'P2'), false],
    [who, () => query(who, 'taskIdCnca', 'X'), false],
    [who, () => read(who, 'roles'), false],
    [who, () => read(who, 'roles/P1'), false],
    [who, () => read(who, 'errors'), false],
    [who, () => read(who, 'requestHistory'), false],
    [who, () => read(who, '/'), false],
    [who, () => read(who, 'links'), false],
    [who, () => read(who, `links/${linkIdOf('C1')}`), false],
  ]),
  // A blocked or lapsed admin reads nothing.
  ...['ADMIN_BLOCKED', 'ADMIN_LAPSED'].flatMap((who) => [
    [who, () => read(who, 'requests'), false],
    [who, () => read(who, 'requests/F1'), false],
    [who, () => query(who, 'status', 'quoter'), false],
    [who, () => read(who, 'roles'), false],
    [who, () => read(who, 'errors'), false],
    [who, () => read(who, 'requestHistory'), false],
  ]),
  // Nobody reads links/ (the hash of the credential): the folio's uuid is only a linkId.
  ['P1', () => read('P1', `links/${linkIdOf('C1')}`), false],
  ['P1', () => read('P1', 'links'), false],
  ['P1', () => read('P1', 'requests/F1/uuid'), true],
  [null, () => read(null, `links/${linkIdOf('C1')}`), false],

  // A customer link: its folio only, by path, while links/{linkId} is open and unexpired.
  ['C1', () => read('C1', 'requests/F1'), true],
  ['C1', () => read('C1', 'requests/F1/status'), true],
  ['C1', () => read('C1', 'requests/F2'), false],
  ['C1', () => read('C1', 'requests'), false],
  ['C1', () => query('C1', 'uuid', linkIdOf('C2')), false],
  ['C1', () => query('C1', 'currentPromoterBpId', 'P1'), false],
  ['C1', () => read('C1', 'roles/P1'), false],
  ['C1', () => read('C1', 'requestHistory/F1'), false],
  ['C1', () => read('C1', 'errors'), false],
  ['C1', () => read('C1', `links/${linkIdOf('C1')}`), false],
  ['C1', () => read('C1', 'links'), false],
  // A customer of another folio.
  ['C2', () => read('C2', 'requests/F1'), false],
  ['C2', () => read('C2', 'requests/F2'), true],
  // F2's link with a token claiming F1: neither folio.
  ['CFORGED', () => read('CFORGED', 'requests/F1'), false],
  ['CFORGED', () => read('CFORGED', 'requests/F2'), false],
  // An expired link (C9) and a closed one (C12) read nothing; C7's open link is the control.
  ['C7', () => read('C7', 'requests/F7'), true],
  ['C9', () => read('C9', 'requests/F9'), false],
  ['C9', () => read('C9', 'requests/F9/status'), false],
  ['C12', () => read('C12', 'requests/F12'), false],
  ['C12', () => read('C12', 'requests/F12/status'), false],
  // An open link whose folio moved on to another link (requests/F13/link/id is not it).
  ['C13', () => read('C13', 'requests/F13'), false],
];

export function readSuite() {
  describe('reads: role × path × read/query', () => {
    before(() => seed(extra));
    cases.forEach(([who, op, ok], i) => {
      it(`#${i} ${who ?? 'signed out'} ${op.toString().replace(/^\(\) => /, '')} → ${ok ? 'allowed' : 'denied'}`, async () => {
        await (ok ? assertSucceeds(op()) : assertFails(op()));
      });
    });
  });
}
