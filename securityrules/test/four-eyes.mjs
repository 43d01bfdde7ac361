// Four-eyes on sending a folio to signature (docs/adr/0040-staff-desk-and-four-eyes.md): the
// contract's fileValidation → validation transition carries `stamp: documentsValidatedBy` (the
// admin who validates writes its own bpId with the move) and validation → sentForSignature
// carries `fourEyes: documentsValidatedBy` (that admin may not send it). Each refusal sits beside
// its positive control.
import { describe, it, before } from 'node:test';
import assert from 'node:assert/strict';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { db, uid, seed, ownerGet } from './harness.mjs';
import { folio, staff, TS } from './fixtures.mjs';

const bp = (who) => staff[who].claims.bpId;
const stamp = (who) => ({ lastUpdateAt: TS, lastUpdateBy: uid(who) });
const move = (who, id, status, extra = {}) => db(who).ref(`requests/${id}`).update({ status, ...stamp(who), ...extra });
const validated = (by) => ({ status: 'validation', documentsValidatedBy: bp(by), requestedAction: 2 });

export function fourEyesSuite() {
  describe('four-eyes: the admin who validated the documents does not send to signature', () => {
    before(() => seed({
      // Documents under review: GERENTE validates them.
      'requests/E1': folio('E1', { status: 'fileValidation' }),
      'requests/E2': folio('E2', { status: 'fileValidation' }),
      'requests/E3': folio('E3', { status: 'fileValidation' }),
      'requests/E4': folio('E4', { status: 'fileValidation' }),
      // Validated by GERENTE: one for the same admin, one for a second admin.
      'requests/V1': folio('V1', validated('GERENTE')),
      'requests/V2': folio('V2', validated('GERENTE')),
      'requests/V3': folio('V3', validated('GERENTE')),
      'requests/V4': folio('V4', validated('GERENTE')),
    }));

    it('validating the documents records the admin (control)', async () => {
      await assertSucceeds(move('GERENTE', 'E1', 'validation', { documentsValidatedBy: bp('GERENTE') }));
      assert.equal(await ownerGet('requests/E1/documentsValidatedBy'), bp('GERENTE'));
    });
    it('validating the documents without recording who is refused', () =>
      assertFails(move('GERENTE', 'E2', 'validation')));
    it('a forged documentsValidatedBy (another admin\'s bpId) is refused', () =>
      assertFails(move('GERENTE', 'E2', 'validation', { documentsValidatedBy: bp('SUPERVISOR') })));
    it('the forged value alone, before moving, is refused (control: its own bpId passes)', async () => {
      await assertFails(db('GERENTE').ref('requests/E3/documentsValidatedBy').set(bp('SUPERVISOR')));
      await assertSucceeds(db('GERENTE').ref('requests/E3/documentsValidatedBy').set(bp('GERENTE')));
    });
    it('a promoter does not record a validation', () =>
      assertFails(db('P1').ref('requests/E4/documentsValidatedBy').set(bp('P1'))));
    it('rejecting the documents needs no record (control of the split transition)', () =>
      assertSucceeds(move('AUXILIAR', 'E4', 'rejectionDocuments', { statusReason: 'INE ilegible' })));

    it('the same admin sends the folio to signature → refused', () =>
      assertFails(move('GERENTE', 'V1', 'sentForSignature')));
    it('a second admin sends it → allowed', () =>
      assertSucceeds(move('SUPERVISOR', 'V1', 'sentForSignature')));
    it('the validating admin rewrites documentsValidatedBy to another admin, then sends → refused', async () => {
      await assertFails(db('GERENTE').ref('requests/V2/documentsValidatedBy').set(bp('SUPERVISOR')));
      await assertFails(move('GERENTE', 'V2', 'sentForSignature', { documentsValidatedBy: bp('SUPERVISOR') }));
      await assertSucceeds(move('AUXILIAR', 'V2', 'sentForSignature'));
    });
    it('the validating admin erases the record, then sends → refused', async () => {
      await assertFails(db('GERENTE').ref('requests/V3/documentsValidatedBy').remove());
      await assertFails(move('GERENTE', 'V3', 'sentForSignature', { documentsValidatedBy: null }));
    });
    it('the same admin may still move the folio to incidence (only signature is four-eyes)', () =>
      assertSucceeds(move('GERENTE', 'V4', 'incidence', { statusReason: 'Revisar domicilio' })));
  });
}
