// Who may write what: folios, customer-stage fields, staff-only paths,
// blocked promoters, foreign branches, stamps, and multi-path atomicity.
import { describe, it, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { asOwner, db, seed, uid, ownerGet } from './harness.mjs';
import { addCustomer, folio, folioLink, linkIdOf, TS } from './fixtures.mjs';

addCustomer('C14', 'F14', 4);

const set = (who, path, value) => db(who).ref(path).set(value);
const update = (who, path, values) => db(who).ref(path).update(values);
const stamp = (who) => ({ lastUpdateAt: TS, lastUpdateBy: uid(who) });
/** A new folio as the SPA creates it: stamped, no link, no verifier results. */
const fresh = (id, who, over = {}) => {
  const f = folio(id, {
    uuid: '', currentPromoterBpId: 'P1', createdAt: TS, createdBy: uid(who), ...stamp(who),
  });
  delete f.link;
  delete f.documents;
  delete f.customerSteps;
  delete f.cnca;
  delete f.letterLibranza;
  return { ...f, ...over };
};
const bp = { P1: 'P1', P2: 'P2', BLOCKED: 'PB', BLOCKED_STR: 'PS', LAPSED: 'PL', NOROLE: 'PX', FORGED_ADMIN: 'PF' };
const own = (who, id, over = {}) => fresh(id, who, { currentPromoterBpId: bp[who] ?? 'P1', ...over });
const branch = (branchID) => ({ quoter: { agreement: { branch: { branchID } }, amount: 50000 } });

/** @type {any[][]} rows of [name, operation, allowed] */
const cases = [
  // Creating a folio.
  ['promoter creates its folio (status quoter)', () => set('P1', 'requests/N1', own('P1', 'N1')), true],
  ['promoter creates with initial status created', () => set('P1', 'requests/N1', own('P1', 'N1', { status: 'created' })), true],
  ['promoter creates with initial status capacitySimulator', () => set('P1', 'requests/N1', own('P1', 'N1', { status: 'capacitySimulator' })), true],
  ['promoter creates with a non-initial status', () => set('P1', 'requests/N1', own('P1', 'N1', { status: 'documents' })), false],
  ['promoter creates with an unknown status', () => set('P1', 'requests/N1', own('P1', 'N1', { status: 'aprobada' })), false],
  ['promoter creates without stamps', () => set('P1', 'requests/N1', { ...own('P1', 'N1'), lastUpdateAt: 1, lastUpdateBy: 'bp:P1' }), false],
  ['promoter creates a blank folio (no offer yet)', () => set('P1', 'requests/N1', { id: 'N1', uuid: '', status: 'quoter', currentPromoterBpId: 'P1', capacitySimulator: { paymentCapacity: 0 }, rfc: '', curp: 'SABC560626MDFLRN01', uif: { checkedAt: 1700000000000 }, typeSaleAndOrigin: 'Interna - V. Asistida', ...stamp('P1') }), true],
  ['promoter creates a folio already carrying an INE id', () => set('P1', 'requests/N1', own('P1', 'N1', { documents: { ineFront: { status: 'uploaded', gatewayId: 'g-1', uploadedAt: TS, fileType: 'JPG' } } })), false],
  ['promoter creates a folio for another promoter', () => set('P1', 'requests/N1', own('P1', 'N1', { currentPromoterBpId: 'P2' })), false],
  ['promoter creates in a foreign branch', () => set('P1', 'requests/N1', own('P1', 'N1', { offer: branch('B2') })), false],
  ['promoter creates in its numeric branch id', () => set('P1', 'requests/N1', own('P1', 'N1', { offer: branch(301) })), true],
  ['promoter P2 creates in its branch B2', () => set('P2', 'requests/N2', own('P2', 'N2', { offer: branch('B2') })), true],
  ['blocked promoter creates', () => set('BLOCKED', 'requests/N1', own('BLOCKED', 'N1')), false],
  ["promoter blocked with the string 'true' creates", () => set('BLOCKED_STR', 'requests/N1', own('BLOCKED_STR', 'N1')), false],
  ['promoter without a role record creates', () => set('NOROLE', 'requests/N1', own('NOROLE', 'N1')), false],
  ['lapsed promoter (validUntil past) creates', () => set('LAPSED', 'requests/N1', own('LAPSED', 'N1')), false],
  ['promoter with an admin claim but a Promotor role creates for another promoter', () => set('FORGED_ADMIN', 'requests/N1', fresh('N1', 'FORGED_ADMIN', { currentPromoterBpId: 'P2' })), false],
  ['signed out creates', () => set(null, 'requests/N1', folio('N1')), false],
  ['customer creates', () => set('C1', 'requests/N1', folio('N1')), false],
  ['admin creates a folio for a promoter', () => set('GERENTE', 'requests/N1', fresh('N1', 'GERENTE', { currentPromoterBpId: 'P2' })), true],
  ['folio id differs from its key', () => set('P1', 'requests/N1', own('P1', 'N1', { id: 'N9' })), false],
  ['new folio with a uuid chosen by the client', () => set('P1', 'requests/N1', own('P1', 'N1', { uuid: linkIdOf('C1') })), false],
  ['new folio with a link chosen by the client', () => set('P1', 'requests/N1', own('P1', 'N1', { link: folioLink('C1') })), false],
  ['new folio without an id', () => { const f = own('P1', 'N1'); delete f.id; return set('P1', 'requests/N1', f); }, false],

  // Editing a folio.
  ['promoter edits its folio', () => set('P1', 'requests/F1/client/phone', '5599999999'), true],
  ['promoter edits another promoter\'s folio', () => set('P1', 'requests/F2/client/phone', '5599999999'), false],
  ['promoter reassigns its folio', () => set('P1', 'requests/F1/currentPromoterBpId', 'P2'), false],
  ['promoter moves its folio to a foreign branch', () => set('P1', 'requests/F1/offer/quoter/agreement/branch/branchID', 'B2'), false],
  ['promoter rewrites its offer into a foreign branch', () => set('P1', 'requests/F1/offer', branch('B2')), false],
  ['promoter rewrites its offer in its own branch', () => set('P1', 'requests/F1/offer', branch('B1')), true],
  ['admin moves a folio of its branch to another branch', () => set('GERENTE', 'requests/F1/offer/quoter/agreement/branch/branchID', 'B2'), false],
  ['promoter edits its folio once staff hold it (fileValidation)', () => set('P1', 'requests/F3/client/phone', '5599999999'), false],
  ['blocked promoter edits its own folio', () => set('BLOCKED', 'requests/FB/client/phone', '5599999999'), false],
  ["promoter blocked with the string 'true' edits its own folio", () => set('BLOCKED_STR', 'requests/FS/client/phone', '5599999999'), false],
  ['lapsed promoter edits its own folio', () => set('LAPSED', 'requests/FL/client/phone', '5599999999'), false],
  ['promoter with an admin claim but a Promotor role edits a foreign folio', () => set('FORGED_ADMIN', 'requests/F2/client/phone', '5599999999'), false],
  ['promoter deletes its folio', () => set('P1', 'requests/F1', null), false],
  ['promoter deletes a field of its folio (fields are overwritten, never removed)', () => set('P1', 'requests/F1/client/cic', null), false],
  ['promoter blanks a field of its folio', () => set('P1', 'requests/F1/client/cic', ''), true],
  ['admin deletes a folio', () => set('GERENTE', 'requests/F1', null), false],
  ['admin edits a folio of its branch', () => set('SUPERVISOR', 'requests/F1/client/phone', '5599999999'), true],
  ['admin edits a folio of another branch', () => set('SUPERVISOR', 'requests/F2/client/phone', '5599999999'), false],
  ['admin reassigns a folio to a known promoter (no field group names it)', () => set('GERENTE', 'requests/F1/currentPromoterBpId', 'P2'), false],
  ['admin reassigns a folio to an unknown promoter', () => set('GERENTE', 'requests/F1/currentPromoterBpId', 'PZ'), false],
  ['blocked admin edits', () => set('ADMIN_BLOCKED', 'requests/F1/client/phone', '5599999999'), false],
  ['lapsed admin edits', () => set('ADMIN_LAPSED', 'requests/F1/client/phone', '5599999999'), false],
  ['unknown child at the folio', () => set('P1', 'requests/F1/notes', 'x'), false],
  ['unknown child in client', () => set('P1', 'requests/F1/client/nickname', 'x'), false],
  ['unknown child in deposit', () => set('P1', 'requests/F1/deposit/swift', 'x'), false],
  ['unknown child in customerSteps', () => set('P1', 'requests/F1/customerSteps/selfie', { done: true }), false],
  ['promoter sets the uuid', () => set('P1', 'requests/F1/uuid', linkIdOf('C2')), false],
  ['promoter writes the uuid back unchanged (functions only)', () => set('P1', 'requests/F1/uuid', linkIdOf('C1')), false],
  ['promoter points the folio at another link', () => set('P1', 'requests/F1/link/id', linkIdOf('C2')), false],
  ['promoter extends the link', () => set('P1', 'requests/F1/link/expiresAt', 4200000000000), false],
  ['admin sets the link action', () => set('GERENTE', 'requests/F1/link/action', 2), false],
  ['promoter sets the OTP step done', () => set('P1', 'requests/F1/customerSteps/otp/done', false), false],
  ['admin sets the biometric result', () => set('GERENTE', 'requests/F1/customerSteps/biometric/result', 'ACEPTADO'), false],
  ['promoter records the customer\'s consent', () => set('P1', 'requests/F1/customerSteps/consent', { done: true, at: TS, customField: 1013 }), false],
  ['admin records the customer\'s consent', () => set('GERENTE', 'requests/F7/customerSteps/consent', { done: true, at: TS, customField: 1013 }), false],
  // Creating a folio grants no field the creator could not write afterwards.
  ['promoter creates a folio with the customer\'s consent already given', () => set('P1', 'requests/N1', own('P1', 'N1', { customerSteps: { consent: { done: true, at: TS, customField: 1013 } } })), false],
  ['promoter creates a folio with the life test done', () => set('P1', 'requests/N1', own('P1', 'N1', { customerSteps: { lifeTest: { done: true, at: TS, customField: 1016 } } })), false],
  ['promoter creates a folio already signed', () => set('P1', 'requests/N1', own('P1', 'N1', { customerSteps: { signature: { done: true, at: TS } } })), false],
  ['promoter creates a folio with a staff review (requestedAction, statusReason)', () => set('P1', 'requests/N1', own('P1', 'N1', { requestedAction: 3, statusReason: 'ok' })), false],
  ['promoter without the libranza flag creates a folio with letter values', () => set('PNOFLAGS', 'requests/N3', own('PNOFLAGS', 'N3', { currentPromoterBpId: 'P3', letterLibranza: { letterFolio: '9999-5678-901' } })), false],
  ['promoter without the CNCA flag creates a folio with a CNCA code', () => set('PNOFLAGS', 'requests/N3', own('PNOFLAGS', 'N3', { currentPromoterBpId: 'P3', cnca: { code: 'E0001' } })), false],
  ['admin creates a folio with the customer\'s signature', () => set('GERENTE', 'requests/N1', fresh('N1', 'GERENTE', { customerSteps: { signature: { done: true, at: TS } } })), false],
  // Fields written with a staff transition, and the functions' COX receipt.
  ['admin requests signature and video (action 4) while validating', () => set('GERENTE', 'requests/F3/requestedAction', 4), true],
  ['admin requests an unknown action', () => set('GERENTE', 'requests/F3/requestedAction', 5), false],
  ['admin sets the requested action during capture', () => set('GERENTE', 'requests/F1/requestedAction', 4), false],
  ['promoter sets the requested action', () => set('P1', 'requests/F1/requestedAction', 2), false],
  ["admin rewrites the medical questionnaire while validating (the client's declaration is frozen with the capture)", () => set('GERENTE', 'requests/F3/questionnaires/medical', { answers: { health: 'si' } }), false],
  ['admin records the vulnerability questionnaire while validating', () => set('GERENTE', 'requests/F3/questionnaires/vulnerability', { answers: { readWrite: 'si' } }), true],
  ['admin writes a status reason while validating', () => set('GERENTE', 'requests/F3/statusReason', 'INE ilegible'), true],
  ['status reason longer than 500', () => set('GERENTE', 'requests/F3/statusReason', 'x'.repeat(501)), false],
  ['promoter writes a status reason', () => set('P1', 'requests/F1/statusReason', 'x'), false],
  ['admin forges a COX probank number', () => set('GERENTE', 'requests/F2/probankNumber', 'PB-1'), false],
  ['promoter forges a COX id', () => set('P1', 'requests/F1/coxId', 'COX-1'), false],
  ['promoter discards its folio', () => set('P1', 'requests/F1/discarded', { by: 'bp:P1', reason: 'Cliente desistió', at: TS }), true],
  ['discarded in another\'s name', () => set('P1', 'requests/F1/discarded', { by: 'bp:P2', reason: 'x', at: TS }), false],
  ['discarded at a client time', () => set('P1', 'requests/F1/discarded', { by: 'bp:P1', reason: 'x', at: 1 }), false],
  ['discarded without a reason', () => set('P1', 'requests/F1/discarded', { by: 'bp:P1', at: TS }), false],
  ['promoter without the CNCA flag sets the CNCA code', () => set('PNOFLAGS', 'requests/F4/cnca/code', 'E0002'), false],
  ['promoter with the CNCA flag forges the CNCA code (the functions move it)', () => set('P1', 'requests/F1/cnca/code', 'E0002'), false],
  ['promoter without the libranza flag sets a letter folio', () => set('PNOFLAGS', 'requests/F4/letterLibranza/letterFolio', '9999-5678-901'), false],
  ['promoter without flags edits other fields', () => set('PNOFLAGS', 'requests/F4/client/phone', '5599999999'), true],

  // Status changes and their stamps.
  ['status change stamped with server time and uid', () => update('P1', 'requests/F1', { status: 'quoterResult', ...stamp('P1') }), true],
  ['status change with lastUpdateAt not now', () => update('P1', 'requests/F1', { status: 'quoterResult', lastUpdateAt: Date.now() - 60_000, lastUpdateBy: 'bp:P1' }), false],
  ['status change with lastUpdateBy someone else', () => update('P1', 'requests/F1', { status: 'quoterResult', lastUpdateAt: TS, lastUpdateBy: 'bp:P2' }), false],
  ['admin moves a capture folio of its branch', () => update('SUPERVISOR', 'requests/F1', { status: 'quoterResult', ...stamp('SUPERVISOR') }), true],
  ['admin moves a capture folio of another branch', () => update('SUPERVISOR', 'requests/F2', { status: 'quoterResult', ...stamp('SUPERVISOR') }), false],
  ['admin of another branch validates documents (staff-stage moves are per branch too)', () => update('SUPERVISOR', 'requests/F3B2', { status: 'validation', documentsValidatedBy: 'A2', ...stamp('SUPERVISOR') }), false],
  ['status change without stamps', () => set('P1', 'requests/F1/status', 'quoterResult'), false],
  ['same status written back without stamps', () => set('P1', 'requests/F1/status', 'quoter'), true],
  ['lastUpdateAt alone set to a client time', () => set('P1', 'requests/F1/lastUpdateAt', 5), false],
  ['lastUpdateAt alone set to server time', () => set('P1', 'requests/F1/lastUpdateAt', TS), true],
  ['lastUpdateBy set to another uid', () => set('P1', 'requests/F1/lastUpdateBy', 'bp:P2'), false],
  ['promoter without the libranza flag enters letterLibranza', () => update('PNOFLAGS', 'requests/F4', { status: 'letterLibranza', ...stamp('PNOFLAGS') }), false],
  ['promoter with the libranza flag enters letterLibranza', () => update('P1', 'requests/F1', { status: 'letterLibranza', ...stamp('P1') }), true],
  ['promoter without the CNCA flag enters internalCNCAProcess', () => update('PNOFLAGS', 'requests/F5', { status: 'internalCNCAProcess', ...stamp('PNOFLAGS') }), false],
  ['promoter with the CNCA flag enters internalCNCAProcess', () => update('P1', 'requests/F6', { status: 'internalCNCAProcess', ...stamp('P1') }), true],

  // The customer link: each customer acts on the folio its link names (F7 C7 action 1, F8 C8,
  // F9 C9 expired, F10 C10 action 5, F11 C11 action 2, F12 C12 closed).
  ['customer records consent while waiting for it', () => update('C7', 'requests/F7', { 'customerSteps/consent': { done: true, at: TS, customField: 1013 }, ...stamp('C7') }), true],
  ['customer records consent while the promoter captures', () => set('C1', 'requests/F1/customerSteps/consent', { done: true, at: TS }), false],
  // The uploads' fields are the functions' (docs/adr/0049-evidence-held-by-the-server.md): a
  // customer records consent (control) but not its life test, signature, video or INE.
  ['customer records its life test itself', () => set('C7', 'requests/F7/customerSteps/lifeTest', { done: true, at: TS, customField: 1016 }), false],
  ['customer records the OTP itself', () => set('C7', 'requests/F7/customerSteps/otp', { done: true, at: TS }), false],
  ['customer sets its biometric result', () => set('C7', 'requests/F7/customerSteps/biometric/result', 'ACEPTADO'), false],
  ['customer edits client data', () => set('C7', 'requests/F7/client/email', 'otra@gmail.com'), false],
  ['customer edits the offer', () => set('C7', 'requests/F7/offer/quoter/amount', 99999), false],
  ['customer extends its link', () => set('C7', 'requests/F7/link/expiresAt', 4200000000000), false],
  ['customer changes its link action', () => set('C7', 'requests/F7/link/action', 2), false],
  ['customer writes links/', () => set('C7', `links/${linkIdOf('C7')}/action`, 2), false],
  ['customer reopens its closed link', () => set('C12', `links/${linkIdOf('C12')}/closedAt`, null), false],
  ['customer moves to bioprocess after consent and OTP', () => update('C7', 'requests/F7', { status: 'bioprocess', ...stamp('C7') }), true],
  ['customer moves to bioprocess without OTP', () => update('C8', 'requests/F8', { status: 'bioprocess', ...stamp('C8') }), false],
  ['customer moves a folio whose link expired', () => update('C9', 'requests/F9', { status: 'bioprocess', ...stamp('C9') }), false],
  ['customer writes steps once the link expired', () => set('C9', 'requests/F9/customerSteps/consent', { done: true, at: TS }), false],
  ['customer moves a folio whose link is closed', () => update('C12', 'requests/F12', { status: 'bioprocess', ...stamp('C12') }), false],
  ['customer writes steps once the link is closed', () => set('C12', 'requests/F12/customerSteps/lifeTest', { done: true, at: TS, customField: 1016 }), false],
  ["customer of another folio moves F7", () => update('C2', 'requests/F7', { status: 'bioprocess', ...stamp('C2') }), false],
  ["customer of another folio records consent on F7", () => set('C2', 'requests/F7/customerSteps/consent', { done: true, at: TS }), false],
  ['customer with a forged requestId claim writes F1', () => set('CFORGED', 'requests/F1/customerSteps/lifeTest', { done: true, at: TS, customField: 1016 }), false],
  ['customer writes its INE id while reprocessing', () => set('C10', 'requests/F10/documents/ineBack', { status: 'uploaded', gatewayId: 'g-2', uploadedAt: TS, fileType: 'JPEG' }), false],
  ['customer moves its reprocessing on (control)', () => update('C10', 'requests/F10', { status: 'uploadingDocuments', ...stamp('C10') }), true],
  ['customer moves to fileValidation with its INE ids', () => update('C10', 'requests/F10', { status: 'uploadingDocuments', 'documents/ineFront': { status: 'uploaded', gatewayId: 'g-1', uploadedAt: TS, fileType: 'JPG' }, ...stamp('C10') }), false],
  ['customer uploads a PNG official ID', () => set('C10', 'requests/F10/documents/ineBack', { status: 'uploaded', gatewayId: 'g-2', uploadedAt: TS, fileType: 'PNG' }), false],
  ['customer uploads a document outside reprocessing', () => set('C7', 'requests/F7/documents/ineBack', { status: 'uploaded', gatewayId: 'g-2', uploadedAt: TS }), false],
  ['customer writes its signature step and signs', () => update('C11', 'requests/F11', { 'customerSteps/signature': { done: true, at: TS }, status: 'signature', ...stamp('C11') }), false],
  ['customer writes customerSteps/signature with any gatewayId', () => set('C11', 'requests/F11/customerSteps/signature', { done: true, at: TS, gatewayId: 'DOC-OTRO' }), false],
  ['customer signs once the functions registered its signature (control)', async () => {
    await asOwner((d) => d.ref('requests/F11/customerSteps/signature').set({ done: true, at: 1, gatewayId: 'DOC-1' }));
    return update('C11', 'requests/F11', { status: 'signature', ...stamp('C11') });
  }, true],
  ['customer writes its video step', () => set('C14', 'requests/F14/customerSteps/video', { done: true, at: TS, outcome: 'CALL_ENDS_SUCCESSFULLY' }), false],
  ['customer moves on to its video call (control)', () => update('C14', 'requests/F14', { status: 'videocall', ...stamp('C14') }), true],
  ['promoter writes its INE id in capture', () => set('P1', 'requests/F1/documents/ineFront', { status: 'uploaded', gatewayId: 'g-9', uploadedAt: TS, fileType: 'JPG' }), false],
  ['admin of the branch writes an INE id in capture', () => set('GERENTE', 'requests/F1/documents/ineBack', { status: 'uploaded', gatewayId: 'g-9', uploadedAt: TS, fileType: 'JPG' }), false],
  ['admin writes a customer step', () => set('GERENTE', 'requests/F11/customerSteps/signature', { done: true, at: TS, gatewayId: 'g-9' }), false],
  ['customer moves to signature without signing', () => update('C11', 'requests/F11', { status: 'signature', ...stamp('C11') }), false],
  ['customer rejects the signature', () => update('C11', 'requests/F11', { status: 'rejectionSignature', ...stamp('C11') }), true],

  // Functions-only paths: the UIF notice's hourly counter (functions/README.md) is no one's to reset.
  ['promoter resets its UIF notice counter', () => set('P1', 'limits/uif/P1', null), false],
  ['promoter lowers its UIF notice counter', () => set('P1', 'limits/uif/P1', { windowStart: TS, count: 0 }), false],
  ['admin resets a UIF notice counter', () => set('GERENTE', 'limits/uif/P1', null), false],

  // Staff-only paths.
  ['admin marks an error attended', () => set('GERENTE', 'errors/cox/9001/attended', true), true],
  ['admin marks an error attended by update', () => update('AUXILIAR', 'errors/cox/9001', { attended: true }), true],
  ['admin marks attended with a non-boolean', () => set('GERENTE', 'errors/cox/9001/attended', 'sí'), false],
  ['admin marks a missing error attended', () => set('GERENTE', 'errors/cox/9999/attended', true), false],
  ['admin edits an error message', () => set('GERENTE', 'errors/cox/9001/message', 'x'), false],
  ['admin writes an error record', () => set('GERENTE', 'errors/cox/9002', { probankNumber: '9002', attended: false }), false],
  ['admin deletes an error', () => set('GERENTE', 'errors/cox/9001', null), false],
  ['blocked admin marks an error attended', () => set('ADMIN_BLOCKED', 'errors/cox/9001/attended', true), false],
  ['lapsed admin marks an error attended', () => set('ADMIN_LAPSED', 'errors/cox/9001/attended', true), false],
  ['promoter with an admin claim marks an error attended', () => set('FORGED_ADMIN', 'errors/cox/9001/attended', true), false],
  ['promoter marks an error attended', () => set('P1', 'errors/cox/9001/attended', true), false],
  ['customer marks an error attended', () => set('C1', 'errors/cox/9001/attended', true), false],
  ['promoter writes its role', () => set('P1', 'roles/P1/blocked', false), false],
  ['promoter adds itself a branch', () => set('P1', 'roles/P1/branches/B2', true), false],
  ['admin writes a role', () => set('GERENTE', 'roles/P2/blocked', true), false],
  ['admin writes a link', () => set('GERENTE', `links/${linkIdOf('C1')}/expiresAt`, 4200000000000), false],
  ['promoter writes a link', () => set('P1', `links/${linkIdOf('C1')}`, { requestId: 'F1', action: 2 }), false],
  ['admin writes history', () => set('GERENTE', 'requestHistory/F1/k2', { from: 'quoter', to: 'created' }), false],
  ['promoter writes history', () => set('P1', 'requestHistory/F1/k2', { from: 'quoter', to: 'created' }), false],
  ['anyone writes the root', () => set('GERENTE', 'x', 1), false],

  // The evidence registry and its claim index: the functions' alone, read by nobody else.
  ['admin reads the evidence registry', () => db('GERENTE').ref('evidence/F1').once('value'), false],
  ["customer reads its folio's evidence", () => db('C7').ref('evidence/F7').once('value'), false],
  ['promoter writes an evidence entry', () => set('P1', 'evidence/F1/ineFront', { gatewayId: 'DOC-1', sha256: '0'.repeat(64) }), false],
  ['customer writes its evidence entry', () => set('C11', 'evidence/F11/signature', { gatewayId: 'DOC-1', sha256: '0'.repeat(64) }), false],
  ['admin claims a gateway document', () => set('GERENTE', 'evidenceClaims/DOC-1', 'F1'), false],
  ['promoter reads the claim index', () => db('P1').ref('evidenceClaims').once('value'), false],
];

// Folios beyond F1–F3 that the cases above use.
const extra = {
  'requests/F4': folio('F4', { currentPromoterBpId: 'P3' }),
  'requests/F5': folio('F5', { currentPromoterBpId: 'P3', status: 'quoterResult' }),
  'requests/F6': folio('F6', { status: 'quoterResult' }),
  'requests/F7': folio('F7', { status: 'waitingProcessCustomer', customerSteps: { consent: { done: true, at: 1 }, otp: { done: true, at: 1 } } }),
  'requests/F8': folio('F8', { status: 'waitingProcessCustomer', customerSteps: { consent: { done: true, at: 1 } } }),
  'requests/F9': folio('F9', { status: 'waitingProcessCustomer' }),
  'requests/F10': folio('F10', { status: 'documentsReprocessing' }),
  'requests/F11': folio('F11', { status: 'waitingSignature' }),
  'requests/F14': folio('F14', { status: 'signature', uuid: linkIdOf('C14'), link: folioLink('C14', 4) }),
  'requests/F12': folio('F12', { status: 'waitingProcessCustomer', customerSteps: { consent: { done: true, at: 1 }, otp: { done: true, at: 1 } } }),
  'requests/F3B2': folio('F3B2', { status: 'fileValidation', currentPromoterBpId: 'P2', offer: { quoter: { agreement: { branch: { branchID: 'B2' } }, amount: 20000 } } }),
  'requests/FB': folio('FB', { currentPromoterBpId: 'PB' }),
  'requests/FS': folio('FS', { currentPromoterBpId: 'PS' }),
  'requests/FL': folio('FL', { currentPromoterBpId: 'PL' }),
};

export function writeSuite() {
  describe('writes: who may write what', () => {
    beforeEach(() => seed(extra));
    for (const [name, op, ok] of cases) {
      it(`${name} → ${ok ? 'allowed' : 'denied'}`, async () => {
        await (ok ? assertSucceeds(op()) : assertFails(op()));
      });
    }
  });

  describe('multi-path updates are all-or-nothing', () => {
    beforeEach(() => seed(extra));
    it('two own folios in one update → allowed, both applied', async () => {
      await assertSucceeds(update('P1', '/', {
        'requests/F1/client/phone': '5511111111', 'requests/F6/client/phone': '5522222222',
      }));
      assert.equal(await ownerGet('requests/F1/client/phone'), '5511111111');
      assert.equal(await ownerGet('requests/F6/client/phone'), '5522222222');
    });
    it('own folio plus a foreign folio → denied, nothing applied', async () => {
      await assertFails(update('P1', '/', {
        'requests/F1/client/phone': '5511111111', 'requests/F2/client/phone': '5522222222',
      }));
      assert.equal(await ownerGet('requests/F1/client/phone'), '5512345678');
      assert.equal(await ownerGet('requests/F2/client/phone'), '5512345678');
    });
    it('a valid and an invalid field in one folio → denied, nothing applied', async () => {
      await assertFails(update('P1', 'requests/F1', {
        'client/phone': '5511111111', 'client/email': 'ana@consupago.com',
      }));
      assert.equal(await ownerGet('requests/F1/client/phone'), '5512345678');
      assert.equal(await ownerGet('requests/F1/client/email'), 'emma.gomez@gmail.com');
    });
    it('a status change with its stamps in one update → allowed, stamps are server time', async () => {
      const before = Date.now();
      await assertSucceeds(update('P1', 'requests/F1', { status: 'quoterResult', ...stamp('P1') }));
      const f = await ownerGet('requests/F1');
      assert.equal(f.status, 'quoterResult');
      assert.equal(f.lastUpdateBy, 'bp:P1');
      assert.ok(f.lastUpdateAt >= before - 60_000, `lastUpdateAt ${f.lastUpdateAt} is the server's time`);
    });
    it('a customer step, status and stamps in one update, one of them refused → nothing applied', async () => {
      await assertFails(update('C7', 'requests/F7', {
        'customerSteps/lifeTest': { done: true, at: TS, customField: 1016 },
        status: 'bioprocess', ...stamp('C7'), 'client/phone': '5500000000',
      }));
      assert.equal(await ownerGet('requests/F7/status'), 'waitingProcessCustomer');
      assert.equal(await ownerGet('requests/F7/customerSteps/lifeTest'), null);
    });
  });
}
