// Carta libranza under the rules: a folio may start at the letter step only
// with the libranza claim (a forged access cookie has none); the letter's
// generated status and the signature image are the functions' alone; mis
// cartas (login only) reads the promoter's own folios, with or without flag.
import { describe, it, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { db, seed, uid, ownerGet } from './harness.mjs';
import { folio, TS } from './fixtures.mjs';

const set = (who, path, value) => db(who).ref(path).set(value);
const stamp = (who) => ({ lastUpdateAt: TS, lastUpdateBy: uid(who) });
/** A folio as the libranza resultados screen creates it: straight at letterLibranza. */
const letterFolio = (id, who, bpId) => {
  const f = folio(id, {
    uuid: '', status: 'letterLibranza', currentPromoterBpId: bpId, createdAt: TS, createdBy: uid(who), ...stamp(who),
  });
  for (const k of ['link', 'customerSteps', 'documents', 'cnca', 'letterLibranza']) delete f[k];
  return f;
};
const generated = {
  letterFolio: '2026-00000001', libranzaFolio: 'LIB202600000001', discountAmount: 1850.5, totalAmount: 50000,
  term: 48, cat: 45.2, status: 'GENERADA', generatedAt: 1700000000000, generatedBy: 'bp:P1',
};
const extra = {
  'requests/L1': folio('L1', { status: 'letterLibranza', letterLibranza: generated }),
  'requests/L4': folio('L4', { status: 'letterLibranza', currentPromoterBpId: 'PL', letterLibranza: generated }),
  'requests/L3': folio('L3', { status: 'letterLibranza', currentPromoterBpId: 'P3', letterLibranza: generated }),
  'letterSignatures/L1': { image: '/9j/4AAQSkZJRg==', at: 1700000000000, by: 'bp:P1' },
};
// Mis cartas: a page of the promoter's capture-group list key in its branch B1 (lists.mjs).
const mine = (who, bpId) => db(who).ref('requests').orderByChild('lists/promoter')
  .startAt(`${bpId}|B1|capture|`).endAt(`${bpId}|B1|capture|\uf8ff`).limitToLast(50).once('value');

/** @type {any[][]} rows of [name, operation, allowed] */
const cases = [
  ['promoter with the flag creates a folio at letterLibranza', () => set('P1', 'requests/N1', letterFolio('N1', 'P1', 'P1')), true],
  ['promoter without the flag (forged cookie) creates a folio at letterLibranza', () => set('PNOFLAGS', 'requests/N3', letterFolio('N3', 'PNOFLAGS', 'P3')), false],
  ['blocked promoter creates a folio at letterLibranza', () => set('BLOCKED', 'requests/N4', letterFolio('N4', 'BLOCKED', 'PB')), false],
  ['customer creates a folio at letterLibranza', () => set('C1', 'requests/N5', letterFolio('N5', 'P1', 'P1')), false],
  ['promoter marks its letter generated', () => set('P1', 'requests/L1/letterLibranza/status', 'CANCELADA'), false],
  ['promoter rewrites when its letter was generated', () => set('P1', 'requests/L1/letterLibranza/generatedAt', 1800000000000), false],
  ['promoter with the flag corrects the letter term', () => set('P1', 'requests/L1/letterLibranza/term', 36), true],
  ['promoter without the flag (roles/P3 libranza false, claim true) corrects its letter term', () => set('PNOFLAGS', 'requests/L3/letterLibranza/term', 36), false],
  ['admin with the flag corrects a letter of its branch', () => set('GERENTE', 'requests/L1/letterLibranza/term', 36), true],
  ['admin without the flag (roles/A6 libranza false, claim true) corrects a letter', () => set('ADMIN_NOFLAGS', 'requests/L1/letterLibranza/term', 36), false],
  ['lapsed promoter corrects its letter', () => set('LAPSED', 'requests/L4/letterLibranza/term', 36), false],
  ['promoter sets a libranza folio with a space', () => set('P1', 'requests/L1/letterLibranza/libranzaFolio', 'LIB 20260000001'), false],
  ['promoter sets a 12-character letter folio', () => set('P1', 'requests/L1/letterLibranza/letterFolio', '2026-0000001'), false],
  ['promoter reads its letter', () => db('P1').ref('requests/L1/letterLibranza').once('value'), true],
  ["promoter reads another promoter's letter", () => db('P2').ref('requests/L1/letterLibranza').once('value'), false],
  ['promoter reads the signature image', () => db('P1').ref('letterSignatures/L1').once('value'), false],
  ['admin reads the signature image', () => db('GERENTE').ref('letterSignatures/L1').once('value'), false],
  ['customer reads the signature image', () => db('C1').ref('letterSignatures/L1').once('value'), false],
  ['promoter writes a signature image', () => set('P1', 'letterSignatures/L1', { image: 'x' }), false],
  ['mis cartas: promoter with the flag lists its folios', () => mine('P1', 'P1'), true],
  ['mis cartas: promoter without the flag lists its folios (login only)', () => mine('PNOFLAGS', 'P3'), true],
  ["mis cartas: promoter lists another promoter's folios", () => mine('PNOFLAGS', 'P1'), false],
];

export function libranzaSuite() {
  describe('carta libranza', () => {
    beforeEach(() => seed(extra));
    for (const [name, op, ok] of cases) {
      it(`${name} → ${ok ? 'allowed' : 'denied'}`, async () => {
        await (ok ? assertSucceeds(op()) : assertFails(op()));
      });
    }
    it('a folio created at letterLibranza keeps its offer and stamps', async () => {
      await assertSucceeds(set('P1', 'requests/N1', letterFolio('N1', 'P1', 'P1')));
      const f = await ownerGet('requests/N1');
      assert.equal(f.status, 'letterLibranza');
      assert.equal(f.offer.quoter.amount, 50000);
      assert.equal(typeof f.lastUpdateAt, 'number');
    });
  });
}
