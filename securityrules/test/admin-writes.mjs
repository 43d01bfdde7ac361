// Admin staff write only in their own branches (docs/contract.md, "Identities"): every write the
// contract grants the staff actor (status moves, statusReason, requestedAction, the vulnerability
// questionnaire, the four-eyes record and step, capture fields, the change stamps) needs, besides
// live standing, the folio's agreement branch in roles/{bpId}/branches. The fixtures' admins hold
// B1; each case runs on a fresh folio of B2 (another branch: refused), of B1 (its own: the
// positive control) and with no branch (a promoter's draft: no admin's, refused).
import { describe, it, before } from 'node:test';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { db, uid, seed } from './harness.mjs';
import { folio, staff, TS } from './fixtures.mjs';

const bp = (who) => staff[who].claims.bpId;
const stamp = (who) => ({ lastUpdateAt: TS, lastUpdateBy: uid(who) });

/** A folio of promoter P2 in `status`, of `branch` (null: none yet). */
const at = (id, branch, status, over = {}) => {
  const f = folio(id, { currentPromoterBpId: 'P2', lastUpdateBy: 'bp:P2', createdBy: 'bp:P2', status, ...over });
  if (branch) f.offer.quoter.agreement.branch.branchID = branch;
  else delete f.offer.quoter.agreement.branch;
  return f;
};
// Validated by an admin who is none of the personas below: any of them may send it (four-eyes).
const validated = { requestedAction: 2, documentsValidatedBy: 'A9' };

// [what, status of the folio, its extra fields, the write as `who` on folio `id`]
const writes = [
  ['validates the documents (fileValidation → validation)', 'fileValidation', {},
    (who, id) => db(who).ref(`requests/${id}`).update({ status: 'validation', documentsValidatedBy: bp(who), ...stamp(who) })],
  ['rejects the documents with a reason', 'fileValidation', {},
    (who, id) => db(who).ref(`requests/${id}`).update({ status: 'rejectionDocuments', statusReason: 'INE ilegible', ...stamp(who) })],
  ['sends to reprocessing', 'fileValidation', {},
    (who, id) => db(who).ref(`requests/${id}`).update({ status: 'documentsReprocessing', statusReason: 'Sube tu INE', ...stamp(who) })],
  ['sends to signature (the four-eyes step)', 'validation', validated,
    (who, id) => db(who).ref(`requests/${id}`).update({ status: 'sentForSignature', ...stamp(who) })],
  ['moves validation → incidence', 'validation', validated,
    (who, id) => db(who).ref(`requests/${id}`).update({ status: 'incidence', statusReason: 'Revisar domicilio', ...stamp(who) })],
  ['resends to COX (errorSentCOX → sentCOX)', 'errorSentCOX', validated,
    (who, id) => db(who).ref(`requests/${id}`).update({ status: 'sentCOX', ...stamp(who) })],
  ['writes statusReason', 'fileValidation', {},
    (who, id) => db(who).ref(`requests/${id}/statusReason`).set('INE ilegible')],
  ['writes requestedAction', 'validation', validated,
    (who, id) => db(who).ref(`requests/${id}/requestedAction`).set(3)],
  ['records the vulnerability questionnaire', 'validation', validated,
    (who, id) => db(who).ref(`requests/${id}/questionnaires/vulnerability`).set({ answers: { readWrite: 'si' } })],
  ['records itself as the documents\' validator', 'fileValidation', {},
    (who, id) => db(who).ref(`requests/${id}/documentsValidatedBy`).set(bp(who))],
  ['stamps a change (lastUpdateAt, lastUpdateBy)', 'fileValidation', {},
    (who, id) => db(who).ref(`requests/${id}`).update(stamp(who))],
  ['edits a capture field', 'quoter', {},
    (who, id) => db(who).ref(`requests/${id}/client/phone`).set('5599999999')],
  ['moves a capture step', 'quoter', {},
    (who, id) => db(who).ref(`requests/${id}`).update({ status: 'quoterResult', ...stamp(who) })],
  ['discards a folio in capture', 'quoter', {},
    (who, id) => db(who).ref(`requests/${id}/discarded`).set({ by: uid(who), reason: 'Cliente desistió', at: TS })],
];

const ADMINS = ['GERENTE', 'SUPERVISOR', 'AUXILIAR'];
// [name, folio id, branch, status, extra, op, allowed]
const cases = [];
writes.forEach(([what, status, over, op], i) => {
  for (const who of ADMINS) {
    cases.push([`${who} ${what} on its own branch's folio`, `WO${i}${who}`, 'B1', status, over, who, op, true]);
    cases.push([`${who} ${what} on another branch's folio`, `WX${i}${who}`, 'B2', status, over, who, op, false]);
    cases.push([`${who} ${what} on a folio with no branch`, `WN${i}${who}`, null, status, over, who, op, false]);
  }
  // An admin holding both branches writes the B2 folio; a blocked or lapsed admin nothing.
  cases.push([`ADMIN_TWO ${what} on a folio of its second branch`, `WT${i}`, 'B2', status, over, 'ADMIN_TWO', op, true]);
  for (const who of ['ADMIN_BLOCKED', 'ADMIN_LAPSED']) {
    cases.push([`${who} ${what} on its branch's folio`, `WL${i}${who}`, 'B1', status, over, who, op, false]);
  }
});

export function adminWriteScopeSuite() {
  describe('admin staff write only in their own branches', () => {
    before(() => seed(Object.fromEntries(cases.map(([, id, branch, status, over]) =>
      [`requests/${id}`, at(id, branch, status, over)]))));
    for (const [name, id, , , , who, op, ok] of cases) {
      it(`${name} → ${ok ? 'allowed' : 'denied'}`, async () => {
        await (ok ? assertSucceeds(op(who, id)) : assertFails(op(who, id)));
      });
    }
  });
}
