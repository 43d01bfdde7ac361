// Every docs/requirements.md §5 field rule stored as a .validate, with valid and invalid
// values (identifiers from the reference's verified examples). The actor the contract lets
// write the field writes each value into a folio in a status where it may (targets below):
// the folio's promoter into F1 (capture) for most.
import { describe, it, before } from 'node:test';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { db, seed } from './harness.mjs';
import { addCustomer, clearance, folio, folioLink, linkIdOf, TS } from './fixtures.mjs';

const dates = {
  valid: ['1956-12-31', '1900-01-01', '2100-12-31', '2000-02-29', ''],
  invalid: ['1899-12-31', '2101-01-01', '31/12/1956', '1956-13-01', '1956-12-32', '1956-1-5', 19561231],
};

// [path under requests/F1, valid values, invalid values]
/** @type {any[][]} */
export const table = [
  ['rfc', ['GODE561231GR8', 'VACE460910SX6', 'gode561231gr8', 'MUÑO800101AB1', ''],
    ['GODE561231GR', 'GODE561231GR89', 'G0DE561231GR8', 'GODE56123AGR8', 'GODE561231-R8', 'GOD&561231GR8', 1234567890123]],
  ['curp', ['SABC560626MDFLRN01', 'BOXW310820HNERXN09', 'MUÑO800101HDFXXX01', 'SA&C560626MDFLRN01', 'sabc560626mdflrn01', ''],
    ['SABC560626MDFLRN0', 'SABC560626MDFLRN011', 'SABC56062AMDFLRN01', 'SABC560626MDFLRN0-', 'SAB1560626MDFLRN01']],
  ['client/phone', ['5512345678', ''], ['551234567', '55123456789', '55-1234567', '55 1234567', 5512345678]],
  ['contact/phone', ['3312345678'], ['331234567']],
  ['contact/mobilePhone', ['3312345678'], ['+523312345678']],
  ['references/ref1/phone', ['5587654321'], ['558765432']],
  ['client/email', ['ana.lopez@gmail.com', 'ANA_LOPEZ+oppnp@empresa.com.mx', ''],
    ['ana@consupago.com', 'x@opcionesempresariales.com', 'y@procesa.com', 'z@tuprestamo.com', 'a@mail.tuprestamo.com',
      'ANA@CONSUPAGO.COM', 'not-an-email', 'a@b', 'a b@c.com', '@gmail.com']],
  ['contact/email', ['ana.lopez@hotmail.com'], ['ana@procesa.com']],
  ['deposit/clabe', ['032180000118359719', '002010077777777771'], ['03218000011835971', '0321800001183597190', '03218000011835971A', 32180000118359719]],
  ['deposit/accountNumber', ['1234567890123456', ''], ['123456789012345', '12345678901234567', '123456789012345A']],
  ['deposit/paymentAccount', ['1234567890123456', '12345678901234567', '123456789012345678', ''], ['123456789012345', '1234567890123456789']],
  ['deposit/paymentMethod', [6, 7, 8], [5, 9, '6', 6.5]],
  ['deposit/bankCode', ['012', '002'], ['12', '0120', 12, 'ABC']],
  ['deposit/accountType', ['ZIFE'], ['CLABE', 'zife', '']],
  ['client/nss', ['12345678903', '97031612340', ''], ['1234567890', '123456789012', '1234567890A']],
  ['client/ocr', ['1234567890123', ''], ['123456789012', '12345678901234', '123456789012A']],
  ['client/electorCode', ['HRGRJN82050602H900', 'hrgrjn82050602h900', ''],
    ['HRGRJN8205060H900', 'HRGRJ182050602H900', 'HRGRJN82050602H90A', 'HRGRJN820506021900', 'HRGRJN82050602H9000']],
  ['client/ineNumber', ['01', '12'], ['1', '001', 'AB']],
  ['client/ineExpirationYear', ['2030'], ['30', '20301', '203A']],
  ['client/cic', ['123456789', '1234567890'], ['12345678', '12345678A']],
  ['client/gender', ['H', 'F', ''], ['M', 'h', 'Masculino']],
  ['client/names', ['María José', "O'Neil", 'Ana-Luisa'], ['Ana3', 'Ana_Luisa', 'x'.repeat(81)]],
  ['client/fullName', ['EMMA GOMEZ DIAZ', 'Emma Gómez Díaz'], ['Emma-Gómez', 'EMMA2']],
  ['client/birthDate', ...Object.values(dates)],
  ['employmentData/fechaTrabajo', ...Object.values(dates)],
  ['offer/quoter/tasa', [35.5, 35.55, 100, 0, 7], [35.555, 100.01, 101, -1, '35.5']],
  ['offer/quoter/cat', [45.2, 1000, 999.9, 45], [45.25, 1000.1, 1001, -2, '45.2']],
  ['offer/quoter/amount', [50000, 50000.5, 50000.55, 999999999.99, 0.01], [0, -5, 50000.555, 1000000000, '50000']],
  ['offer/quoter/payment', [1850.5, 1], [0, -1850.5, 1850.505]],
  ['letterLibranza/totalAmount', [120000.75], [0, 1e10]],
  ['offer/quoter/term', [48, 1, 999], [0, 4.5, 1000, '48']],
  ['offer/quoter/agreement/agreementGroup', ['IMSS'], ['Selecciona', 7]],
  ['offer/quoter/agreement/agreementItem', ['Pensionados'], ['Selecciona']],
  ['offer/quoter/creditType', ['Nuevo'], ['Selecciona']],
  ['offer/quoter/discountAmount', ['1234567890123', 1850.5], ['12345678901234', 12345678901234]],
  ['capacitySimulator/paymentCapacity', ['2400.00', 0, '-150.30', 2400.5], ['2400.001', 'abc', true]],
  ['capacitySimulator/perceptions', [10000, 10000.25, 0], [-1, 100.123, '10000']],
  ['capacitySimulator/deductions', [2000], [-2000]],
  ['employmentData/sueldoMensual', [15000.5], [-1, 'quince mil']],
  ['letterLibranza/letterFolio', ['1234-5678-901', '1234567890123', ''], ['123456789012', '12345678901234', '1234-5678-90A', '1234 5678 901']],
  ['letterLibranza/libranzaFolio', ['LIB-2024-000001', 'ABCDEFGHIJKL'], ['LIB 2024 00001', 'ABCDEFGHIJK', 'ABCDEFGHIJK\t']],
  ['letterLibranza/discountAmount', ['1234567890123'], ['12345678901234']],
  ['customerSteps/consent/customField', [1013], [1014, '1013']],
  ['documents/otros', [], [{ status: 'pending', fileType: 'PDF' }]],
  ['documents/bad key!', [], [{ status: 'pending' }]],
  // What claims an upload: the functions write it once the upload is registered
  // (docs/adr/0049-evidence-held-by-the-server.md), so no client value passes.
  ['customerSteps/lifeTest/customField', [], [1016, 1013]],
  ['customerSteps/video/outcome', [], ['CALL_ENDS_SUCCESSFULLY', 'llamada']],
  ['customerSteps/video/at', [], [TS]],
  ['documents/ineFront/fileType', [], ['JPG', 'PNG']],
  ['documents/ineFront/uploadedAt', [], [TS]],
  ['documents/ineFront/gatewayId', [], ['DOC-1']],
  // Not in any field group: the functions' alone.
  ['bioprocess', [], [true, false, 'true', 1]],
  ['typeSaleAndOrigin', ['Interna - V. Asistida'], [42]],
  ['currentPromoterBpId', [], ['P1', 'P2', '', 7]],
  ['id', [], ['F1', 'F2']],
  // Last: a refused value that the rules accepted would move F1 out of P1's branch.
  ['offer/quoter/agreement/branch/branchID', ['B1', 301], ['B2', 'B 1']],
];

// [path prefix, identity, folio]: the first match writes the value.
addCustomer('CV', 'FV', 4);
const targets = [
  ['letterLibranza/', 'P1', 'FLL'],
  ['customerSteps/consent/', 'C7', 'F7'],
  ['customerSteps/lifeTest/', 'C7', 'F7'],
  ['customerSteps/video/', 'CV', 'FV'],
  ['', 'P1', 'F1'],
];
const target = (path) => targets.find(([prefix]) => path.startsWith(prefix));
const extra = {
  'requests/FLL': folio('FLL', { status: 'letterLibranza' }),
  'requests/F7': folio('F7', { status: 'waitingProcessCustomer' }),
  'requests/FV': folio('FV', { status: 'signature', uuid: linkIdOf('CV'), link: folioLink('CV', 4), customerSteps: { video: { done: false, at: 1 } } }),
};

// A folio's CURP changes only to the one the functions cleared for it (creation.mjs): each CURP
// value goes to its own capture folio, cleared for exactly that value, so only the pattern decides.
const curpFolio = (kind, i) => `FCURP${kind}${i}`;
for (const [path, valid, invalid] of table) {
  if (path !== 'curp') continue;
  for (const [kind, values] of [['v', valid], ['i', invalid]]) {
    values.forEach((v, i) => {
      extra[`requests/${curpFolio(kind, i)}`] = folio(curpFolio(kind, i));
      extra[`uifClearance/${curpFolio(kind, i)}`] = clearance({ curp: v });
    });
  }
}
const folioOf = (path, id, kind, i) => (path === 'curp' ? curpFolio(kind, i) : id);

export function validateSuite() {
  describe('validate: docs/requirements.md §5 field rules, valid and invalid values', () => {
    before(() => seed(extra));
    for (const [path, valid, invalid] of table) {
      const [, who, id] = target(path);
      valid.forEach((v, i) => {
        it(`${path} = ${JSON.stringify(v)} → accepted`, () => assertSucceeds(db(who).ref(`requests/${folioOf(path, id, 'v', i)}/${path}`).set(v)));
      });
      invalid.forEach((v, i) => {
        it(`${path} = ${JSON.stringify(v)} → refused`, () => assertFails(db(who).ref(`requests/${folioOf(path, id, 'i', i)}/${path}`).set(v)));
      });
    }
  });
}
