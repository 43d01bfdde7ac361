// Named attacks on the folio, each beside its positive control (the same operation by the
// allowed actor, or in the allowed state, succeeds), so a denial proves the rule and not a
// broken fixture.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { db, seed, uid, ownerGet } from './harness.mjs';
import { addCustomer, clearance, folio, folioLink, linkIdOf, credentialOf, TS, CHECKED } from './fixtures.mjs';
import { model } from './contract.mjs';

const set = (who, path, value) => db(who).ref(path).set(value);
const update = (who, path, values) => db(who).ref(path).update(values);
const read = (who, path) => db(who).ref(path).once('value');
const stamp = (who) => ({ lastUpdateAt: TS, lastUpdateBy: uid(who) });

// Customers of the attack folios.
addCustomer('CA2', 'A2', 2);
addCustomer('CA4', 'A4', 4);
addCustomer('CA4V', 'A4V', 4);
// links/ says action 4; the token's claim says 2 (the rules must read links/, not the claim).
addCustomer('CA4C', 'A4C', 4, {}, { action: 2 });
// A token for a link that has no links/ record (deleted, or a linkId read off the folio).
addCustomer('CGHOST', 'A7', 1);

const signed = { consent: { done: true, at: 1 }, otp: { done: true, at: 1 }, signature: { done: true, at: 1 } };
const afterCapture = model.sampleStatus('inProcess', 'validation');
// Past E0001 the CNCA check has run (functions/internal/cnca Validate); inFlight marks a SIPRE call.
const cncaChecked = { code: 'E0003', creditIds: ['CR-1'], inFlight: CHECKED, updatedAt: CHECKED };

const extra = {
  'requests/A2': folio('A2', { status: 'signature', uuid: linkIdOf('CA2'), link: folioLink('CA2', 2), customerSteps: signed }),
  'requests/A4': folio('A4', { status: 'signature', uuid: linkIdOf('CA4'), link: folioLink('CA4', 4), customerSteps: signed }),
  'requests/A4C': folio('A4C', { status: 'signature', uuid: linkIdOf('CA4C'), link: folioLink('CA4C', 4), customerSteps: signed }),
  'requests/A4V': folio('A4V', { status: 'signature', uuid: linkIdOf('CA4V'), link: folioLink('CA4V', 4), customerSteps: signed }),
  'requests/A5': folio('A5', { status: afterCapture }),
  'requests/A6': folio('A6', { status: 'internalCNCAProcess', taskIdCnca: 'CNCA-A6', cnca: cncaChecked }),
  'requests/A7': folio('A7', { status: 'waitingProcessCustomer', uuid: linkIdOf('CGHOST'), link: folioLink('CGHOST') }),
  'requests/AC': folio('AC', { status: 'quoterResult', cnca: null }),
  'requests/AL': folio('AL', { status: 'letterLibranza' }),
  'requests/F7': folio('F7', { status: 'waitingProcessCustomer' }),
  'requests/F9': folio('F9', { status: 'waitingProcessCustomer' }),
  'requests/F12': folio('F12', { status: 'waitingProcessCustomer' }),
};
// The alternate CURP the identity probes write is cleared for every folio here, so a refusal is
// the status's, not a missing clearance's (creation.mjs tests the clearance).
for (const id of ['A5', 'A6', 'AC', 'F1']) extra[`uifClearance/${id}`] = clearance({ curp: 'BOXW310820HNERXN09' });
// CGHOST's links/ record is removed: only its claims remain.
const ghost = { [`links/${linkIdOf('CGHOST')}`]: null };

const big = 'x'.repeat(10 * 1024 * 1024); // 10 MB
const many = (n, value) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, value]));
const thousand = (value) => many(1000, value);
// Credits and LCOM letters in the key format the SPA writes (c1, c2, …): every key but the
// bound's is valid, so a refusal is the bound's.
const slots = (n, value) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`c${i + 1}`, value]));

// A page of one status of one branch (lists/branch), as the staff lists read it.
const branchPage = (who, prefix) => db(who).ref('requests').orderByChild('lists/branch')
  .startAt(prefix).endAt(`${prefix}\uf8ff`).limitToLast(50).once('value');

// [name, attack, positive control]
/** @type {any[][]} rows of [name, attack, control] */
const cases = [
  // 1. The folio's uuid is only a linkId: readable, but links/ (the hash, the folio it opens)
  // is not, for anyone, and the credential is not derivable from it.
  ['promoter reads links/ for its folio\'s uuid', () => read('P1', `links/${linkIdOf('C1')}`), () => read('P1', 'requests/F1/uuid')],
  ['admin reads links/', () => read('GERENTE', 'links'), () => read('GERENTE', 'requests/F1')],
  ['supervisor reads one link', () => read('SUPERVISOR', `links/${linkIdOf('C2')}`), () => read('SUPERVISOR', 'requests/F1/uuid')],
  ['auxiliar queries links/ by requestId', () => db('AUXILIAR').ref('links').orderByChild('requestId').equalTo('F1').once('value'), () => read('AUXILIAR', 'requests/F1/link')],
  ['customer reads its own link record', () => read('C1', `links/${linkIdOf('C1')}`), () => read('C1', 'requests/F1/link')],
  ['a token whose link has no links/ record reads the folio', () => read('CGHOST', 'requests/A7'), () => read('C7', 'requests/F7')],

  // 2. Link action 4 is signature then video: the customer never sends to COX.
  ['customer of action 4 moves signature → sentCOX', () => update('CA4', 'requests/A4', { status: 'sentCOX', ...stamp('CA4') }),
    () => update('CA2', 'requests/A2', { status: 'sentCOX', ...stamp('CA2') })],
  ['customer of action 4 moves signature → sentCOX (control: → videocall)', () => update('CA4', 'requests/A4', { status: 'sentCOX', ...stamp('CA4') }),
    () => update('CA4V', 'requests/A4V', { status: 'videocall', ...stamp('CA4V') })],
  ['customer of action 4 whose token claims action 2 moves signature → sentCOX', () => update('CA4C', 'requests/A4C', { status: 'sentCOX', ...stamp('CA4C') }),
    () => update('CA2', 'requests/A2', { status: 'sentCOX', ...stamp('CA2') })],

  // 3. After capture the offer, deposit, identity and promoter are frozen, for admin staff too.
  ...[
    ['offer/quoter/amount', 99999],
    ['offer/quoter/term', 24],
    ['deposit/clabe', '002010077777777771'],
    ['curp', 'BOXW310820HNERXN09'],
    ['rfc', 'VACE460910SX6'],
    ['client/names', 'Ana'],
    ['client/birthDate', '1960-01-01'],
    ['settleCredits/totalToSettle', 5000],
  ].flatMap(([path, value]) => ['GERENTE', 'SUPERVISOR', 'AUXILIAR'].map((who) => [
    `${who} edits ${path} after capture (${afterCapture})`,
    () => set(who, `requests/A5/${path}`, value),
    () => set(who, `requests/F1/${path}`, value)])),
  // Nobody reassigns a folio from a client (no field group names currentPromoterBpId); the
  // control shows the admin does write that folio in that status.
  ...['GERENTE', 'SUPERVISOR', 'AUXILIAR'].map((who) => [`${who} reassigns the folio after capture`,
    () => set(who, 'requests/A5/currentPromoterBpId', 'P2'), () => set(who, 'requests/A5/statusReason', 'Reasignación')]),
  ['promoter edits offer/quoter/amount after capture', () => set('P1', `requests/A5/offer/quoter/amount`, 99999), () => set('P1', 'requests/F1/offer/quoter/amount', 99999)],

  // 4. A blocked or lapsed identity reads nothing, whatever its claims say.
  ...['BLOCKED', 'BLOCKED_STR', 'LAPSED', 'ADMIN_BLOCKED', 'ADMIN_LAPSED', 'FORGED_ADMIN'].flatMap((who) => [
    [`${who} reads a folio`, () => read(who, 'requests/F1'), () => read('GERENTE', 'requests/F1')],
    [`${who} reads the history`, () => read(who, 'requestHistory/F1'), () => read('GERENTE', 'requestHistory/F1')],
    [`${who} lists a status of branch B1`, () => branchPage(who, 'B1|quoter|'), () => branchPage('GERENTE', 'B1|quoter|')],
  ]),

  // 5. After the CNCA check the CURP is frozen and cnca/* is the functions'.
  ['promoter rewrites the CURP after the CNCA check', () => set('P1', 'requests/A6/curp', 'BOXW310820HNERXN09'), () => set('P1', 'requests/AC/curp', 'BOXW310820HNERXN09')],
  ['admin rewrites the CURP after the CNCA check', () => set('GERENTE', 'requests/A6/curp', 'BOXW310820HNERXN09'), () => set('GERENTE', 'requests/AC/curp', 'BOXW310820HNERXN09')],
  ['promoter deletes cnca/inFlight', () => set('P1', 'requests/A6/cnca/inFlight', null), () => update('P1', 'requests/A6', stamp('P1'))],
  ['admin deletes cnca/inFlight', () => set('GERENTE', 'requests/A6/cnca/inFlight', null), () => update('GERENTE', 'requests/A6', stamp('GERENTE'))],
  ['promoter deletes cnca/inFlight with a stamped update', () => update('P1', 'requests/A6', { 'cnca/inFlight': null, ...stamp('P1') }), () => update('P1', 'requests/A6', stamp('P1'))],
  ['promoter writes cnca/updatedAt', () => set('P1', 'requests/A6/cnca/updatedAt', 1), () => update('P1', 'requests/A6', stamp('P1'))],
  ['promoter moves cnca/code back to E0001 (to redo the check with another CURP)', () => set('P1', 'requests/A6/cnca/code', 'E0001'), () => update('P1', 'requests/A6', stamp('P1'))],
  ['promoter deletes the whole cnca group', () => set('P1', 'requests/A6/cnca', null), () => update('P1', 'requests/A6', stamp('P1'))],
  ['promoter leaves the CNCA process to rewrite the CURP', () => update('P1', 'requests/A6', { status: 'quoter', ...stamp('P1') }), () => update('P1', 'requests/A6', stamp('P1'))],

  // 6. Closed or expired links read nothing.
  ['customer reads after its link was closed', () => read('C12', 'requests/F12'), () => read('C7', 'requests/F7')],
  ['customer reads after its link expired', () => read('C9', 'requests/F9'), () => read('C7', 'requests/F7')],

  // 7. Size bounds: 10 MB and 1,000-key writes under the groups whose shape is open-ended.
  ['10 MB answer under questionnaires', () => set('P1', 'requests/F1/questionnaires/medical', { answers: { health: big } }),
    () => set('P1', 'requests/F1/questionnaires/medical', { answers: { health: 'no' } })],
  ['1,000 answers under questionnaires', () => set('P1', 'requests/F1/questionnaires/medical', { answers: thousand('x') }),
    () => set('P1', 'requests/F1/questionnaires/medical', { answers: { health: 'no', conditions: { 0: 'a', 1: 'b' } } })],
  ['1,000 options of one answer', () => set('P1', 'requests/F1/questionnaires/medical/answers/health', thousand('x')),
    () => set('P1', 'requests/F1/questionnaires/medical/answers/health', { 0: 'a', 9: 'b' })],
  ['10 MB under settleCredits (70,000 credits)', () => set('P1', 'requests/F1/settleCredits', { count: 1, credits: slots(70_000, { lender: 'L'.repeat(120), balance: 1 }) }),
    () => set('P1', 'requests/F1/settleCredits', { count: 2, credits: slots(2, { lender: 'L'.repeat(120), balance: 1 }) })],
  ['1,000 credits under settleCredits', () => set('P1', 'requests/F1/settleCredits/credits', slots(1000, { balance: 1 })),
    () => set('P1', 'requests/F1/settleCredits/credits', { c1: { balance: 1 } })],
  ['21 credits under settleCredits (one past the bound)', () => set('P1', 'requests/F1/settleCredits/credits', slots(21, { creditId: 'CR-1', lender: 'L'.repeat(120), balance: 1 })),
    () => set('P1', 'requests/F1/settleCredits/credits', slots(20, { creditId: 'CR-1', lender: 'L'.repeat(120), balance: 1 }))],
  ['10 MB lender name under settleCredits', () => set('P1', 'requests/F1/settleCredits/credits/c1', { lender: big, balance: 1 }),
    () => set('P1', 'requests/F1/settleCredits/credits/c1', { lender: 'Banco X', balance: 1 })],
  ['1,000 letters under lcom', () => set('P1', 'requests/F1/lcom/letters', slots(1000, { letterFolio: '2026-11-00017', amount: 1, validUntil: '2026-12-15' })),
    () => set('P1', 'requests/F1/lcom/letters', { c1: { letterFolio: '2026-11-00017', amount: 1, validUntil: '2026-12-15' } })],
  ['10 MB under contact', () => set('P1', 'requests/F1/contact', { email: 'emma.gomez@gmail.com', street: big }),
    () => set('P1', 'requests/F1/contact', { email: 'emma.gomez@gmail.com', phone: '5512345678' })],
  ['1,000 keys under contact', () => set('P1', 'requests/F1/contact', { email: 'emma.gomez@gmail.com', ...thousand('x') }),
    () => set('P1', 'requests/F1/contact', { email: 'emma.gomez@gmail.com', phone: '5512345678' })],
  // Uploads are registered by the functions (docs/adr/0049-evidence-held-by-the-server.md): no
  // client writes an upload's id, of any size, and the copy attack — another folio's gateway ids
  // written into one's own folio for the desk to serve — has nowhere to write them.
  ['10 MB document id', () => set('P1', 'requests/F1/documents/ineBack', { status: 'pending', gatewayId: big, uploadedAt: TS, fileType: 'JPG' }),
    () => set('P1', 'requests/F1/client/phone', '5512345678')],
  ["another folio's gateway ids copied into the admin's own folio", () => update('GERENTE', 'requests/F1', {
    'documents/ineFront': { status: 'uploaded', gatewayId: 'DOC-OF-F2', uploadedAt: TS, fileType: 'JPG' }, folioIt: 'F2',
  }), () => update('GERENTE', 'requests/F1', { folioIt: 'F2' })],

  // 8. Closed shapes: unknown keys are refused.
  ['unknown key under contact', () => set('P1', 'requests/F1/contact/notes', 'x'), () => set('P1', 'requests/F1/contact/phone', '5599999999')],
  ['unknown key under references/$r', () => set('P1', 'requests/F1/references/ref1/notes', 'x'), () => set('P1', 'requests/F1/references/ref1/phone', '5599999999')],
  ['unknown reference key', () => set('P1', 'requests/F1/references/r99', { fullName: 'X' }), () => set('P1', 'requests/F1/references/ref9', { fullName: 'X' })],
  ['unknown key under letterLibranza', () => set('P1', 'requests/AL/letterLibranza/notes', 'x'), () => set('P1', 'requests/AL/letterLibranza/letterFolio', '9999-5678-901')],
  ['unknown key under offer/quoter/agreement', () => set('P1', 'requests/F1/offer/quoter/agreement/notes', 'x'), () => set('P1', 'requests/F1/offer/quoter/agreement/agreementItem', 'Jubilados')],
  ['unknown key under offer/quoter/agreement/branch', () => set('P1', 'requests/F1/offer/quoter/agreement/branch/notes', 'x'), () => set('P1', 'requests/F1/offer/quoter/agreement/branch/branchID', 'B1')],
  ['unknown key under settleCredits', () => set('P1', 'requests/F1/settleCredits/notes', 'x'), () => set('P1', 'requests/F1/settleCredits/count', 2)],
  ['unknown key under settleCredits/credits/$c', () => set('P1', 'requests/F1/settleCredits/credits/c1/notes', 'x'), () => set('P1', 'requests/F1/settleCredits/credits/c1/balance', 2000)],
  ['unknown key under a questionnaire', () => set('P1', 'requests/F1/questionnaires/medical/notes', 'x'), () => set('P1', 'requests/F1/questionnaires/medical/answers/treatment', 'no')],
  ['unknown key under customerSteps/consent', () => set('C7', 'requests/F7/customerSteps/consent/extra', 'x'), () => set('C7', 'requests/F7/customerSteps/consent/done', true)],
];

export function attackSuite() {
  describe('attacks, each beside its positive control', () => {
    // One seed per pair: a refused attack changes nothing, so its control runs on the same data.
    for (const [name, attack, control] of cases) {
      it(`${name} → denied`, async () => {
        await seed({ ...extra, ...ghost });
        await assertFails(attack());
      });
      it(`${name} — control → allowed`, () => assertSucceeds(control()));
    }
    it('the uuid a promoter reads is the linkId, not the credential', async () => {
      await seed({ ...extra, ...ghost });
      const snap = await read('P1', 'requests/F1/uuid');
      assert.equal(snap.val(), linkIdOf('C1'));
      assert.notEqual(snap.val(), credentialOf('C1'));
      assert.ok(!JSON.stringify(await ownerGet('requests/F1')).includes(credentialOf('C1')));
    });
  });
}
