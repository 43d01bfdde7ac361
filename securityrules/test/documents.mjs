// The document catalogue's slots (docs/adr/0054-document-catalogue.md): documents/annexes/{type}/dN
// and documents/complete are written by the functions only, once the evidence registry accepted an
// upload; fileValidation → validation needs documents/complete (every required type registered), and
// once the functions named the catalogue it was computed for (documents/completeFor), that it is the
// one in force (documentCatalogue/required).
// Each refusal sits beside its positive control.
import { describe, it, before } from 'node:test';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { db, uid, seed } from './harness.mjs';
import { folio, staff, TS } from './fixtures.mjs';

const bp = (who) => staff[who].claims.bpId;
const stamp = (who) => ({ lastUpdateAt: TS, lastUpdateBy: uid(who) });
const validate = (who, id) =>
  db(who).ref(`requests/${id}`).update({ status: 'validation', documentsValidatedBy: bp(who), ...stamp(who) });
const slot = { status: 'uploaded', gatewayId: 'DOC-9', uploadedAt: TS, fileName: 'otro.pdf', fileType: 'PDF' };
const incomplete = (id, over = {}) => {
  const f = folio(id, { status: 'fileValidation', ...over });
  f.documents.complete = false;
  return f;
};

export function documentsSuite() {
  describe('document catalogue slots: functions only; required documents gate validation', () => {
    before(() => seed({
      'requests/F10': folio('F10', { status: 'documentsReprocessing' }),
      'requests/D1': folio('D1', { status: 'documents' }),
      'requests/D2': (() => { const f = folio('D2', { status: 'fileValidation' }); delete f.documents.complete; return f; })(),
      'requests/D3': incomplete('D3'),
      'requests/D4': folio('D4', { status: 'fileValidation' }),
      'requests/D5': incomplete('D5'),
      'requests/D6': folio('D6', { status: 'fileValidation', documents: { complete: true, completeFor: 'ineBack,ineFront' } }),
      'requests/D7': folio('D7', { status: 'fileValidation', documents: { complete: true, completeFor: 'ineBack,ineFront,otros' } }),
      'documentCatalogue/required': 'ineBack,ineFront,otros',
    }));

    it('a customer on its action-5 link writes an annex slot → refused', () =>
      assertFails(db('C10').ref('requests/F10/documents/annexes/otros/d2').set(slot)));
    it('a customer writes documents/complete → refused', () =>
      assertFails(db('C10').ref('requests/F10/documents/complete').set(true)));
    it('the customer moves its reprocessing on (control)', () =>
      assertSucceeds(db('C10').ref('requests/F10').update({ status: 'uploadingDocuments', ...stamp('C10') })));

    it('the promoter writes an annex slot in capture → refused', () =>
      assertFails(db('P1').ref('requests/D1/documents/annexes/informe-prestamo/d1').set(slot)));
    it('the promoter replaces a registered slot → refused', () =>
      assertFails(db('P1').ref('requests/D1/documents/annexes/otros/d1/gatewayId').set('DOC-OTRO')));
    it('the promoter removes a registered slot → refused', () =>
      assertFails(db('P1').ref('requests/D1/documents/annexes/otros/d1').remove()));
    it('the promoter writes a capture field (control)', () =>
      assertSucceeds(db('P1').ref('requests/D1/client/phone').set('5599999999')));

    it('admin staff write an annex slot → refused', () =>
      assertFails(db('GERENTE').ref('requests/D5/documents/annexes/cub/d1').set(slot)));
    it('admin staff set documents/complete → refused', () =>
      assertFails(db('GERENTE').ref('requests/D5/documents/complete').set(true)));
    it('validating with documents/complete false → refused', () => assertFails(validate('GERENTE', 'D3')));
    it('validating with no documents/complete → refused', () => assertFails(validate('GERENTE', 'D2')));
    it('validating while writing documents/complete in the same update → refused', () =>
      assertFails(db('GERENTE').ref('requests/D3').update({
        status: 'validation', documentsValidatedBy: bp('GERENTE'), 'documents/complete': true, ...stamp('GERENTE'),
      })));
    it('sending an incomplete folio back to reprocessing is allowed (control)', () =>
      assertSucceeds(db('GERENTE').ref('requests/D5').update({ status: 'documentsReprocessing', statusReason: 'Falta la INE', ...stamp('GERENTE') })));
    it('validating once the functions marked the documents complete (control)', () =>
      assertSucceeds(validate('GERENTE', 'D4')));

    it('validating documents complete for another catalogue than the one in force → refused', () =>
      assertFails(validate('GERENTE', 'D6')));
    it('admin staff write documents/completeFor → refused', () =>
      assertFails(db('GERENTE').ref('requests/D6/documents/completeFor').set('ineBack,ineFront,otros')));
    it('admin staff write the catalogue in force → refused', () =>
      assertFails(db('GERENTE').ref('documentCatalogue/required').set('ineBack,ineFront')));
    it('admin staff read the catalogue in force → refused', () =>
      assertFails(db('GERENTE').ref('documentCatalogue/required').get()));
    it('validating documents complete for the catalogue in force (control)', () =>
      assertSucceeds(validate('GERENTE', 'D7')));
  });
}
