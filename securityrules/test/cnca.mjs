// The CNCA process under the rules: only staff holding the CNCA flag (the
// cnca claim minted at login) create or touch CNCA folios, they may only
// start the process (cnca.code E0001), and every later code and cnca field
// is the functions' (SIPRE discharge): a forged cookie or a crafted SDK
// write gets nothing.
import { describe, it, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { asOwner, db, ownerGet, seed, uid } from './harness.mjs';
import { folio, TS } from './fixtures.mjs';

const set = (who, path, value) => db(who).ref(path).set(value);
const update = (who, path, values) => db(who).ref(path).update(values);
const stamp = (who) => ({ lastUpdateAt: TS, lastUpdateBy: uid(who) });
const bp = { P1: 'P1', PNOFLAGS: 'P3', GERENTE: 'P1', ADMIN_NOFLAGS: 'P1' };

/** A CNCA folio as the SPA creates it: status internalCNCAProcess, code E0001. */
function cncaFolio(id, who, over = {}) {
  const f = folio(id, {
    uuid: '', status: 'internalCNCAProcess', currentPromoterBpId: bp[who], taskIdCnca: `CNCA-${id}`,
    createdAt: TS, createdBy: uid(who), ...stamp(who), cnca: { code: 'E0001' },
  });
  for (const k of ['link', 'customerSteps', 'documents', 'letterLibranza', 'references', 'questionnaires']) delete f[k];
  return { ...f, ...over };
}

const seeded = {
  K1: folio('K1', { status: 'internalCNCAProcess', taskIdCnca: 'CNCA-K1', cnca: { code: 'E0002', creditIds: ['CR-1'] } }),
  K2: folio('K2', { status: 'internalCNCAProcess', taskIdCnca: 'CNCA-K2', cnca: { code: 'E0005', discharged: ['CR-1'], pending: ['CR-2'] } }),
  K3: folio('K3', { status: 'internalCNCAProcess', currentPromoterBpId: 'P3', taskIdCnca: 'CNCA-K3', cnca: { code: 'E0001' } }),
  K4: folio('K4', { status: 'quoterResult', currentPromoterBpId: 'P3', cnca: null }),
  K5: folio('K5', { status: 'quoterResult', cnca: null }),
  K6: folio('K6', { status: 'internalCNCAProcess', taskIdCnca: 'CNCA-K6', cnca: { code: 'E0001' } }),
  K7: folio('K7', { status: 'internalCNCAProcess', taskIdCnca: 'CNCA-K7', cnca: { code: 'E0004', discharged: ['CR-1'] } }),
  K8: folio('K8', { status: 'internalCNCAProcess', taskIdCnca: 'CNCA-K8', cnca: { code: 'E0006', linkedRequest: 'K8-S' } }),
  // The request a discharged CNCA folio led to (created by the functions), in capture.
  'K8-S': folio('K8-S', { status: 'contactInformation', cncaFolio: 'K8', cnca: null }),
};

/** @type {any[][]} rows of [name, operation, allowed] */
const cases = [
  // Creating a CNCA folio.
  ['promoter with the flag creates a CNCA folio at E0001', () => set('P1', 'requests/N1', cncaFolio('N1', 'P1')), true],
  ['promoter without the flag (forged cookie) creates a CNCA folio', () => set('PNOFLAGS', 'requests/N1', cncaFolio('N1', 'PNOFLAGS')), false],
  ['promoter creates a CNCA folio already discharged (E0004)', () => set('P1', 'requests/N1', cncaFolio('N1', 'P1', { cnca: { code: 'E0004' } })), false],
  ['promoter creates a CNCA folio ready for SIPRE (E0002)', () => set('P1', 'requests/N1', cncaFolio('N1', 'P1', { cnca: { code: 'E0002' } })), false],
  ['promoter creates a CNCA folio with its own credit list', () => set('P1', 'requests/N1', cncaFolio('N1', 'P1', { cnca: { code: 'E0001', creditIds: ['CR-9'] } })), false],
  ['admin with the flag creates a CNCA folio for a promoter', () => set('GERENTE', 'requests/N1', cncaFolio('N1', 'GERENTE')), true],
  ['promoter with the flag moves quoterResult → internalCNCAProcess starting at E0001', () => update('P1', 'requests/K5', { status: 'internalCNCAProcess', 'cnca/code': 'E0001', ...stamp('P1') }), true],
  ['promoter without the flag moves quoterResult → internalCNCAProcess', () => update('PNOFLAGS', 'requests/K4', { status: 'internalCNCAProcess', 'cnca/code': 'E0001', ...stamp('PNOFLAGS') }), false],

  // The code moves only through the functions.
  ['promoter forges a full discharge (E0002 → E0004)', () => set('P1', 'requests/K1/cnca/code', 'E0004'), false],
  ['promoter forges a discharge request (E0001 → E0002)', () => update('P1', 'requests/K6', { 'cnca/code': 'E0002', ...stamp('P1') }), false],
  ['promoter writes the same code back with other fields', () => update('P1', 'requests/K1', { 'cnca/code': 'E0002', 'client/phone': '5599999999' }), false],
  ['promoter moves the code back to E0001', () => set('P1', 'requests/K1/cnca/code', 'E0001'), false],
  ['promoter deletes the code', () => set('P1', 'requests/K1/cnca/code', null), false],
  ['promoter deletes the whole cnca group', () => set('P1', 'requests/K1/cnca', null), false],
  ['promoter replaces the cnca group', () => set('P1', 'requests/K1/cnca', { code: 'E0004' }), false],
  ['promoter forges the discharged credits', () => set('P1', 'requests/K2/cnca/discharged', ['CR-1', 'CR-2']), false],
  ['admin with the flag forges a code', () => set('GERENTE', 'requests/K1/cnca/code', 'E0004'), false],

  // A CNCA folio's capture data is frozen (its eligibility check read it); the promoter with the
  // flag stamps or discards it, without the flag nothing.
  ['promoter with the flag edits its CNCA folio\'s data', () => set('P1', 'requests/K1/client/phone', '5599999999'), false],
  ['promoter with the flag stamps its CNCA folio', () => update('P1', 'requests/K1', stamp('P1')), true],
  ['promoter with the flag discards its CNCA folio', () => set('P1', 'requests/K1/discarded', { by: 'bp:P1', reason: 'Cliente desistió', at: TS }), true],
  ['promoter without the flag (roles/P3 cnca false, claim true) discards its own CNCA folio', () => set('PNOFLAGS', 'requests/K3/discarded', { by: 'bp:P3', reason: 'x', at: TS }), false],
  ['promoter without the flag stamps its own CNCA folio', () => update('PNOFLAGS', 'requests/K3', stamp('PNOFLAGS')), false],
  ['admin without the flag (roles/A6) stamps a CNCA folio', () => update('ADMIN_NOFLAGS', 'requests/K1', stamp('ADMIN_NOFLAGS')), false],
  ['admin without the flag starts the CNCA process', () => update('ADMIN_NOFLAGS', 'requests/K5', { status: 'internalCNCAProcess', 'cnca/code': 'E0001', ...stamp('ADMIN_NOFLAGS') }), false],
  ['promoter without the flag edits its regular folio', () => set('PNOFLAGS', 'requests/K4/client/phone', '5599999999'), true],
  ['promoter leaves the CNCA process', () => update('P1', 'requests/K1', { status: 'quoter', ...stamp('P1') }), false],

  // After the discharge: the linked request (E0006, E0007) and the cancel (E0009) are the functions'.
  ['promoter cancels its folio itself (E0002 → E0009)', () => set('P1', 'requests/K1/cnca/code', 'E0009'), false],
  ['promoter forges the cancel stamp', () => update('P1', 'requests/K1', { 'cnca/cancelledAt': TS, 'cnca/cancelledBy': 'P1', ...stamp('P1') }), false],
  ['promoter links its discharged folio itself (E0004 → E0006)', () => update('P1', 'requests/K7', { 'cnca/code': 'E0006', 'cnca/linkedRequest': 'K5', ...stamp('P1') }), false],
  ['promoter re-points the linked request', () => set('P1', 'requests/K8/cnca/linkedRequest', 'K5'), false],
  ['promoter marks its folio linked (E0006 → E0007)', () => update('P1', 'requests/K8', { 'cnca/code': 'E0007', 'cnca/linkedAt': TS, ...stamp('P1') }), false],
  ['promoter marks its folio rejected (E0006 → E0008)', () => update('P1', 'requests/K8', { 'cnca/code': 'E0008', 'cnca/rejectedAt': TS, ...stamp('P1') }), false],
  ['promoter forges only the rejection stamp', () => update('P1', 'requests/K8', { 'cnca/rejectedAt': TS, ...stamp('P1') }), false],
  ['promoter stamps the linked CNCA folio (positive control)', () => update('P1', 'requests/K8', stamp('P1')), true],
  ['promoter claims a regular folio came from a CNCA discharge', () => update('P1', 'requests/K5', { cncaFolio: 'K7', ...stamp('P1') }), false],
  ['promoter re-points the linked request\'s CNCA folio', () => update('P1', 'requests/K8-S', { cncaFolio: 'K7', ...stamp('P1') }), false],
  ['promoter removes the linked request\'s CNCA folio', () => update('P1', 'requests/K8-S', { cncaFolio: null, ...stamp('P1') }), false],
  ['promoter creates a folio claiming a CNCA origin', () => set('P1', 'requests/N2', cncaFolio('N2', 'P1', { cncaFolio: 'K7' })), false],
  ['promoter captures the linked request (positive control)', () => update('P1', 'requests/K8-S', { status: 'settleCredits', ...stamp('P1') }), true],
  ['promoter edits the linked request\'s contact (positive control)', () => set('P1', 'requests/K8-S/contact/phone', '5512345678'), true],
];

export function cncaSuite() {
  describe('cnca: the CNCA process under the rules', () => {
    beforeEach(() => seed(Object.fromEntries(Object.entries(seeded).map(([k, v]) => [`requests/${k}`, v]))));
    for (const [name, op, allowed] of cases) {
      it(`${name} → ${allowed ? 'allowed' : 'denied'}`, () => (allowed ? assertSucceeds(op()) : assertFails(op())));
    }
    it('the functions (admin SDK) move the code E0002 → E0003 → E0004', async () => {
      await asOwner((d) => d.ref('requests/K1/cnca').update({ code: 'E0003', inFlight: 1 }));
      await asOwner((d) => d.ref('requests/K1/cnca').update({ code: 'E0004', inFlight: null, discharged: ['CR-1'] }));
      assert.equal(await ownerGet('requests/K1/cnca/code'), 'E0004');
    });
    it('the functions (admin SDK) link, complete and cancel: E0004 → E0006 → E0007, E0002 → E0009', async () => {
      await asOwner((d) => d.ref('requests/K7/cnca').update({ code: 'E0006', linkedRequest: 'K7-S' }));
      await asOwner((d) => d.ref('requests/K7/cnca').update({ code: 'E0007', linkedAt: 1 }));
      await asOwner((d) => d.ref('requests/K1/cnca').update({ code: 'E0009', cancelledAt: 1, cancelledBy: 'P1' }));
      assert.equal(await ownerGet('requests/K7/cnca/code'), 'E0007');
      assert.equal(await ownerGet('requests/K1/cnca/code'), 'E0009');
    });
  });
}
