// Corrections after capture (docs/contract.md, "Correcting a folio after capture"): staff name
// what must change (the contract's correction items) and ONE writer; the generated rules open
// exactly those items' paths to exactly that writer, in its statuses, only while the correction
// is open. A second admin closes it (four-eyes). Each refusal sits beside its positive control.
import { describe, it, before } from 'node:test';
import assert from 'node:assert/strict';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { db, uid, seed, ownerGet } from './harness.mjs';
import { addCustomer, folio, staff, TS } from './fixtures.mjs';

for (const id of ['K1', 'K2', 'K3', 'K5']) addCustomer(`C${id}`, id, 5);
addCustomer('CK4', 'K4', 1); // a biometric link on a folio under a customer correction

const bp = (who) => staff[who].claims.bpId;
const stamp = (who) => ({ lastUpdateAt: TS, lastUpdateBy: uid(who) });
const move = (who, id, status, extra = {}) => db(who).ref(`requests/${id}`).update({ status, ...stamp(who), ...extra });
const put = (who, id, path, value) => db(who).ref(`requests/${id}/${path}`).set(value);
const correction = (writer, items, over = {}) => ({
  open: true, writer, items: Object.fromEntries(items.map((i) => [i, 'requested'])),
  reason: 'La CLABE no corresponde al estado de cuenta', requestedBy: 'A1', requestedAt: 1700000000000, ...over,
});
const CLABE = '012180001234567897';

export function correctionSuite() {
  describe('corrections: only the named writer, only the named items, only while open', () => {
    before(() => seed({
      // The customer corrects the CLABE on its action-5 link.
      'requests/K1': folio('K1', { status: 'documentsReprocessing', correction: correction('customer', ['clabe']) }),
      // The same, closed (approved by a second admin).
      'requests/K2': folio('K2', { status: 'documentsReprocessing',
        correction: correction('customer', ['clabe'], { open: false, approvedBy: 'A2', approvedAt: 1700000000000 }) }),
      // Open, but its writer is the promoter.
      'requests/K3': folio('K3', { status: 'documentsReprocessing', correction: correction('promoter', ['clabe']) }),
      // Open for the customer, but the folio's link is a biometric one (action 1).
      'requests/K4': folio('K4', { status: 'documentsReprocessing', correction: correction('customer', ['clabe']) }),
      // The customer corrects in uploadingDocuments too, and returns the folio to review.
      'requests/K5': folio('K5', { status: 'uploadingDocuments', correction: correction('customer', ['clabe', 'phone']) }),
      // The promoter's return to capture: the phones only.
      'requests/R1': folio('R1', { status: 'captureCorrection', correction: correction('promoter', ['phone']) }),
      'requests/R2': folio('R2', { status: 'captureCorrection', correction: correction('promoter', ['phone'], { open: false, approvedBy: 'A2' }) }),
      'requests/R3': folio('R3', { status: 'captureCorrection', correction: correction('customer', ['phone']) }),
      // Under review: staff open corrections here.
      'requests/S1': folio('S1', { status: 'fileValidation' }),
      'requests/S2': folio('S2', { status: 'validation', documentsValidatedBy: 'A3' }),
      'requests/S3': folio('S3', { status: 'fileValidation' }),
      // Back from the customer, still open: a second admin approves.
      'requests/Q1': folio('Q1', { status: 'fileValidation', correction: correction('customer', ['clabe'], { items: { clabe: 'corrected' } }) }),
      'requests/Q2': folio('Q2', { status: 'fileValidation', correction: correction('customer', ['clabe']) }),
      // Staff correcting in place: the requesting admin (A1) edits, another approves.
      'requests/T1': folio('T1', { status: 'fileValidation', correction: correction('staff', ['clabe']) }),
      'requests/T2': folio('T2', { status: 'validation', documentsValidatedBy: 'A3', correction: correction('staff', ['clabe']) }),
      'requests/T3': folio('T3', { status: 'fileValidation', correction: correction('staff', ['clabe'], { open: false, approvedBy: 'A2' }) }),
      'requests/T4': folio('T4', { status: 'incidence', correction: correction('staff', ['phone']) }),
      'requests/S4': folio('S4', { status: 'fileValidation' }),
      'requests/S5': folio('S5', { status: 'fileValidation' }),
    }));

    describe('the customer writer', () => {
      it('writes a named item\'s path while open (control)', async () => {
        await assertSucceeds(put('CK1', 'K1', 'deposit/clabe', CLABE));
        assert.equal(await ownerGet('requests/K1/deposit/clabe'), CLABE);
        await assertSucceeds(put('CK1', 'K1', 'deposit/bankCode', '012'));
      });
      it('writes the item with its stamps in one update (control)', () =>
        assertSucceeds(db('CK1').ref('requests/K1').update({ 'deposit/clabe': CLABE, ...stamp('CK1') })));
      it('writes a path of an item not named → refused', async () => {
        await assertFails(put('CK1', 'K1', 'client/phone', '5511112222'));
        await assertFails(put('CK1', 'K1', 'contact/email', 'otra@gmail.com'));
      });
      it('writes the rest of the frozen group the item sits in → refused', async () => {
        await assertFails(put('CK1', 'K1', 'deposit/paymentMethod', 7));
        await assertFails(put('CK1', 'K1', 'deposit', { paymentMethod: 6, clabe: CLABE }));
        await assertFails(put('CK1', 'K1', 'offer/quoter/amount', 90000));
      });
      it('the item in one update with a path not named → refused whole', () =>
        assertFails(db('CK1').ref('requests/K1').update({ 'deposit/clabe': CLABE, 'client/phone': '5511112222', ...stamp('CK1') })));
      it('writes the named item once the correction is closed → refused', () =>
        assertFails(put('CK2', 'K2', 'deposit/clabe', CLABE)));
      it('writes the named item when the writer is the promoter → refused', () =>
        assertFails(put('CK3', 'K3', 'deposit/clabe', CLABE)));
      it('writes the named item on a link of another action → refused', () =>
        assertFails(put('CK4', 'K4', 'deposit/clabe', CLABE)));
      it('rewrites the correction (names another item, closes it) → refused', async () => {
        await assertFails(put('CK1', 'K1', 'correction/items/phone', 'requested'));
        await assertFails(put('CK1', 'K1', 'correction/open', false));
      });
      it('a second named item in uploadingDocuments, then the return to review (control)', async () => {
        await assertSucceeds(put('CK5', 'K5', 'client/phone', '5511112222'));
        await assertSucceeds(move('CK5', 'K5', 'fileValidation'));
        await assertFails(put('CK5', 'K5', 'deposit/clabe', CLABE)); // out of its stage now
      });
    });

    describe('other identities on a customer correction', () => {
      it('the folio\'s promoter writes the named item → refused', () =>
        assertFails(put('P1', 'K1', 'deposit/clabe', CLABE)));
      it('an admin of the folio writes the named item → refused', () =>
        assertFails(put('GERENTE', 'K1', 'deposit/clabe', CLABE)));
    });

    describe('the promoter writer (a return to capture)', () => {
      it('writes the named item\'s paths while open (control)', async () => {
        await assertSucceeds(put('P1', 'R1', 'client/phone', '5511112222'));
        await assertSucceeds(put('P1', 'R1', 'contact/mobilePhone', '5533334444'));
      });
      it('writes another capture path → refused', async () => {
        await assertFails(put('P1', 'R1', 'deposit/clabe', CLABE));
        await assertFails(put('P1', 'R1', 'client/nss', '12345678901'));
        await assertFails(put('P1', 'R1', 'curp', 'SABC560626MDFLRN02'));
      });
      it('another promoter writes the named item → refused', () =>
        assertFails(put('P2', 'R1', 'client/phone', '5511112222')));
      it('the customer writes the named item of a promoter correction → refused', () =>
        assertFails(put('CK1', 'R1', 'client/phone', '5511112222')));
      it('writes the named item once closed → refused', () =>
        assertFails(put('P1', 'R2', 'client/phone', '5511112222')));
      it('writes the named item of a correction whose writer is the customer → refused', () =>
        assertFails(put('P1', 'R3', 'client/phone', '5511112222')));
      it('submits the correction back to review (control)', () =>
        assertSucceeds(move('P1', 'R1', 'fileValidation')));
    });

    describe('the staff writer (the requesting admin, in place)', () => {
      it('the requesting admin writes the named item in fileValidation (control)', async () => {
        await assertSucceeds(put('GERENTE', 'T1', 'deposit/clabe', CLABE));
        assert.equal(await ownerGet('requests/T1/deposit/clabe'), CLABE);
        await assertSucceeds(put('GERENTE', 'T4', 'contact/mobilePhone', '5533334444'));
      });
      it('another admin of the branch writes the named item → refused', () =>
        assertFails(put('SUPERVISOR', 'T1', 'deposit/clabe', CLABE)));
      it('the requesting admin writes an item not named → refused', async () => {
        await assertFails(put('GERENTE', 'T1', 'client/phone', '5511112222'));
        await assertFails(put('GERENTE', 'T1', 'deposit/paymentMethod', 7));
      });
      it('the named item outside the staff writer\'s statuses (validation) → refused', () =>
        assertFails(put('GERENTE', 'T2', 'deposit/clabe', CLABE)));
      it('the named item once the correction is closed → refused', () =>
        assertFails(put('GERENTE', 'T3', 'deposit/clabe', CLABE)));
      it('the folio\'s promoter or the customer writes a staff correction\'s item → refused', async () => {
        await assertFails(put('P1', 'T1', 'deposit/clabe', CLABE));
        await assertFails(put('CK1', 'T1', 'deposit/clabe', CLABE));
      });
      it('an admin opens a staff correction in place, with no move (control)', () =>
        assertSucceeds(put('GERENTE', 'S4', 'correction', correction('staff', ['offer'], { requestedBy: bp('GERENTE'), requestedAt: TS }))));
      it('the admin who edited closes its own correction → refused; another admin approves (control)', async () => {
        await assertFails(db('GERENTE').ref('requests/T1/correction').update({ open: false, approvedBy: bp('GERENTE'), approvedAt: TS }));
        await assertSucceeds(db('SUPERVISOR').ref('requests/T1/correction').update({ open: false, approvedBy: bp('SUPERVISOR'), approvedAt: TS }));
      });
    });

    describe('items and annexes only for the writers the contract names', () => {
      it('a customer correction naming references or employment data → refused', async () => {
        await assertFails(put('GERENTE', 'S5', 'correction', correction('customer', ['references'], { requestedBy: bp('GERENTE'), requestedAt: TS })));
        await assertFails(put('GERENTE', 'S5', 'correction', correction('staff', ['employment'], { requestedBy: bp('GERENTE'), requestedAt: TS })));
      });
      it('annexes asked of the promoter or of staff → refused', async () => {
        await assertFails(put('GERENTE', 'S5', 'correction', correction('promoter', ['phone'], { requestedBy: bp('GERENTE'), requestedAt: TS, annexes: { otros: 'requested' } })));
        await assertFails(put('GERENTE', 'S5', 'correction', correction('staff', ['phone'], { requestedBy: bp('GERENTE'), requestedAt: TS, annexes: { ineFront: 'requested' } })));
      });
      it('annexes asked of the customer (control)', () =>
        assertSucceeds(put('GERENTE', 'S5', 'correction', correction('customer', ['phone'], { requestedBy: bp('GERENTE'), requestedAt: TS, annexes: { otros: 'requested' } }))));
      it('references asked of the promoter (control)', () =>
        assertSucceeds(put('GERENTE', 'S5', 'correction', correction('promoter', ['references'], { requestedBy: bp('GERENTE'), requestedAt: TS }))));
    });

    describe('staff open and close', () => {
      it('an admin opens a customer correction and sends the action-5 link (control)', async () => {
        await assertSucceeds(move('GERENTE', 'S1', 'documentsReprocessing', {
          correction: correction('customer', ['clabe'], { requestedBy: bp('GERENTE'), requestedAt: TS }),
          statusReason: 'Corrige tu CLABE',
        }));
        assert.equal(await ownerGet('requests/S1/correction/writer'), 'customer');
      });
      it('an admin opens a promoter correction from validation (control)', () =>
        assertSucceeds(move('SUPERVISOR', 'S2', 'captureCorrection', {
          correction: correction('promoter', ['phone'], { requestedBy: bp('SUPERVISOR'), requestedAt: TS }),
        })));
      it('a correction naming another admin as requester → refused', () =>
        assertFails(put('GERENTE', 'S3', 'correction', correction('customer', ['clabe'], { requestedBy: bp('SUPERVISOR') }))));
      it('a correction naming an item the contract does not have → refused', () =>
        assertFails(put('GERENTE', 'S3', 'correction', correction('customer', ['curp'], { requestedBy: bp('GERENTE') }))));
      it('a promoter opens a correction → refused', () =>
        assertFails(put('P1', 'S3', 'correction', correction('promoter', ['phone'], { requestedBy: bp('P1') }))));
      it('a return to capture without an open correction → refused', () =>
        assertFails(move('GERENTE', 'S3', 'captureCorrection')));
      it('a return to capture for a correction whose writer is the customer → refused', () =>
        assertFails(move('GERENTE', 'S3', 'captureCorrection', {
          correction: correction('customer', ['phone'], { requestedBy: bp('GERENTE') }),
        })));
      it('the customer\'s link for a correction whose writer is the promoter → refused', () =>
        assertFails(move('GERENTE', 'S3', 'documentsReprocessing', {
          correction: correction('promoter', ['phone'], { requestedBy: bp('GERENTE') }),
        })));

      it('the requesting admin closes its own correction → refused', async () => {
        await assertFails(db('GERENTE').ref('requests/Q1/correction').update({ open: false, approvedBy: bp('GERENTE'), approvedAt: TS }));
        await assertFails(put('GERENTE', 'Q1', 'correction/open', false));
      });
      it('closing it in another admin\'s name → refused', () =>
        assertFails(db('GERENTE').ref('requests/Q1/correction').update({ open: false, approvedBy: bp('SUPERVISOR') })));
      it('validating the documents while the correction is open → refused', () =>
        assertFails(move('SUPERVISOR', 'Q2', 'validation', { documentsValidatedBy: bp('SUPERVISOR') })));
      it('a second admin approves and validates in one write (control)', async () => {
        await assertSucceeds(move('SUPERVISOR', 'Q1', 'validation', {
          'correction/open': false, 'correction/approvedBy': bp('SUPERVISOR'), 'correction/approvedAt': TS,
          documentsValidatedBy: bp('SUPERVISOR'),
        }));
        assert.equal(await ownerGet('requests/Q1/correction/approvedBy'), bp('SUPERVISOR'));
      });
    });
  });
}
