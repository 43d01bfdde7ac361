// requests/{id}/lcom (capture step LCOM, ADR 0021): the settlement letters of other lenders'
// credits. The folio's promoter writes them into its folio F1; the shape is closed.
import { describe, it, before } from 'node:test';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { db, seed } from './harness.mjs';

const good = { creditId: 'CR-3003-1', lender: 'Financiera del Norte', letterFolio: '2026-11-00017', amount: 22340.75, validUntil: '2026-12-15' };

export const lcomCases = [
  ['a complete letter', good, true],
  ['a letter without lender', { letterFolio: '1234567890123', amount: 100, validUntil: '2027-01-31' }, true],
  ['a folio of 12 characters', { ...good, letterFolio: '2026-11-0001' }, false],
  ['a folio with a space', { ...good, letterFolio: '2026 11-00017' }, false],
  ['a zero amount', { ...good, amount: 0 }, false],
  ['an amount as text', { ...good, amount: '22340.75' }, false],
  ['a day/month/year date', { ...good, validUntil: '15/12/2026' }, false],
  ['no validity date', { lender: 'X', letterFolio: '2026-11-00017', amount: 1 }, false],
  ['an unknown field', { ...good, notes: 'x' }, false],
  ['a credit id with a space', { ...good, creditId: 'CR 3003' }, false],
];

export function lcomSuite() {
  describe('lcom: settlement letters of other lenders’ credits', () => {
    before(() => seed());
    for (const [name, letter, ok] of lcomCases) {
      it(`${name} → ${ok ? 'accepted' : 'refused'}`, () => {
        const write = db('P1').ref('requests/F1/lcom/letters/c1').set(letter);
        return ok ? assertSucceeds(write) : assertFails(write);
      });
    }
    // The rules cannot count children: the key space is bounded instead, one slot per credit of
    // settleCredits/credits, c1..c20 (docs/contract.md).
    it('a letter in slot c20 → accepted', () =>
      assertSucceeds(db('P1').ref('requests/F1/lcom/letters/c20').set(good)));
    for (const key of ['c0', 'c21', 'c01', 'CR-3003-1']) {
      it(`a letter keyed ${key} → refused`, () =>
        assertFails(db('P1').ref(`requests/F1/lcom/letters/${key}`).set(good)));
    }
    it('an unknown child of lcom → refused', () =>
      assertFails(db('P1').ref('requests/F1/lcom/other').set({ a: 1 })));
    it('another promoter → refused', () =>
      assertFails(db('P2').ref('requests/F1/lcom/letters/c1').set(good)));
  });
}
