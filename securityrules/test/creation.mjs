// A folio exists only under the functions' clearance of its CURP (uifClearance/{id}: the UIF list
// and the folios in flight checked, docs/adr/0055-folio-creation-cleared-by-the-functions.md). A
// client that bypasses the page, writing the folio straight to the database, is refused without
// a clearance, with a forged one, with another CURP, or once it expired; the clearance, the index
// of CURPs in flight and the refused duplicates are the functions' alone.
import { describe, it, beforeEach } from 'node:test';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { db, seed, uid } from './harness.mjs';
import { CHECKED, clearance, folio, PAST, TS } from './fixtures.mjs';

const LISTED = 'SAVR580214HDFNGB05';
const set = (who, path, value) => db(who).ref(path).set(value);
const update = (who, path, values) => db(who).ref(path).update(values);
const read = (who, path) => db(who).ref(path).once('value');
const stamp = (who) => ({ lastUpdateAt: TS, lastUpdateBy: uid(who) });
/** A new folio as the SPA creates it after the clearance. */
const fresh = (id, who, over = {}) => {
  const f = folio(id, { uuid: '', createdAt: TS, createdBy: uid(who), ...stamp(who) });
  for (const k of ['link', 'documents', 'customerSteps', 'cnca', 'letterLibranza']) delete f[k];
  return { ...f, ...over };
};

const extra = {
  'uifClearance/X1': clearance({ expiresAt: PAST }),
  'uifClearance/X2': clearance({ exceptionBy: 'bp:A1' }),
  'inFlight/SABC560626MDFLRN01/F1': { status: 'quoter', branch: 'B1', bpId: 'P1', at: CHECKED },
  'duplicateAttempts/SABC560626MDFLRN01_P2': { curp: 'SABC560626MDFLRN01', bpId: 'P2', at: CHECKED },
};

/** @type {any[][]} rows of [name, operation, allowed] */
const cases = [
  ['promoter creates under its clearance (positive control)', () => set('P1', 'requests/N1', fresh('N1', 'P1')), true],
  ['admin creates under a clearance (positive control)', () => set('GERENTE', 'requests/N2', fresh('N2', 'GERENTE')), true],
  ['promoter creates without a clearance (the page bypassed)', () => set('P1', 'requests/Z1', fresh('Z1', 'P1')), false],
  ['promoter creates a UIF-listed CURP under another CURP\'s clearance', () => set('P1', 'requests/N1', fresh('N1', 'P1', { curp: LISTED })), false],
  ['promoter creates with a forged clearance time', () => set('P1', 'requests/N1', fresh('N1', 'P1', { uif: { checkedAt: CHECKED + 1 } })), false],
  ['promoter creates without the clearance time', () => set('P1', 'requests/N1', fresh('N1', 'P1', { uif: null })), false],
  ['promoter creates under an expired clearance', () => set('P1', 'requests/X1', fresh('X1', 'P1')), false],
  ['promoter claims an exception nobody allowed', () => set('P1', 'requests/N1', fresh('N1', 'P1', { uif: { checkedAt: CHECKED, exceptionBy: 'bp:A1' } })), false],
  ['promoter creates under an allowed exception (positive control)', () => set('P1', 'requests/X2', fresh('X2', 'P1', { uif: { checkedAt: CHECKED, exceptionBy: 'bp:A1' } })), true],
  ['promoter drops the exception its clearance names', () => set('P1', 'requests/X2', fresh('X2', 'P1')), false],
  ['promoter writes its own clearance', () => set('P1', 'uifClearance/Z1', clearance()), false],
  ['admin writes a clearance', () => set('GERENTE', 'uifClearance/Z1', clearance()), false],
  ['promoter reads a clearance', () => read('P1', 'uifClearance/N1'), false],
  ['promoter reads the CURPs in flight', () => read('P1', 'inFlight/SABC560626MDFLRN01'), false],
  ['admin reads the CURPs in flight', () => read('GERENTE', 'inFlight'), false],
  ['promoter removes a folio from the index', () => set('P1', 'inFlight/SABC560626MDFLRN01/F1', null), false],
  ['admin allows a duplicate in the database', () => update('GERENTE', 'duplicateAttempts/SABC560626MDFLRN01_P2', { allowedBy: 'bp:A1' }), false],
  ['promoter reads the refused duplicates', () => read('P2', 'duplicateAttempts'), false],
  ['promoter changes a folio\'s CURP to a listed one', () => update('P1', 'requests/F1', { curp: LISTED, ...stamp('P1') }), false],
  ['promoter rewrites the CURP unchanged (positive control)', () => update('P1', 'requests/F1', { curp: 'SABC560626MDFLRN01', ...stamp('P1') }), true],
  ['promoter forges the clearance time of an existing folio', () => update('P1', 'requests/F1', { 'uif/checkedAt': CHECKED + 5, ...stamp('P1') }), false],
];

export function creationSuite() {
  describe('creation: the functions clear the CURP', () => {
    beforeEach(() => seed(extra));
    for (const [name, op, ok] of cases) {
      it(`${ok ? 'allows' : 'denies'}: ${name}`, () => (ok ? assertSucceeds(op()) : assertFails(op())));
    }
  });
}
