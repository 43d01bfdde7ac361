import { describe, expect, it } from 'vitest';

import {
  annexesFor,
  closedByCorrection,
  correctionFields,
  hasInput,
  itemsFor,
  correctionPatch,
  fieldKey,
  newCorrection,
  valueAt,
} from '@/entities/corrections/corrections';
import { openFor, requestedAnnexes } from '@/entities/corrections/requested';
import { CORRECTION_ITEMS } from '@/lib/folio-contract.gen';

describe('corrections', () => {
  it('the fields of the named items only, leaf paths with a rule', () => {
    const paths = correctionFields({ items: { clabe: 'requested', references: 'requested' } }).map(
      (f) => f.path,
    );
    expect(paths).toEqual(['deposit/clabe', 'deposit/bankCode', 'deposit/accountNumber']);
    expect(correctionFields(undefined)).toEqual([]);
  });

  it('references and employment data are offered to the promoter only', () => {
    expect(itemsFor('promoter')).toContain('references');
    expect(itemsFor('promoter')).toContain('employment');
    for (const w of ['customer', 'staff'] as const) {
      expect(itemsFor(w)).not.toContain('references');
      expect(itemsFor(w)).not.toContain('employment');
      expect(itemsFor(w)).toContain('clabe');
    }
    expect(annexesFor('customer')).toEqual(expect.arrayContaining(['ineFront', 'otros']));
    expect(annexesFor('promoter')).toEqual([]);
    expect(annexesFor('staff')).toEqual([]);
  });

  it('every item the customer or staff can be asked for has an input for each of its paths', () => {
    for (const w of ['customer', 'staff'] as const) {
      for (const item of itemsFor(w)) {
        for (const p of CORRECTION_ITEMS[item]!.paths)
          expect([w, item, p, hasInput(p)]).toEqual([w, item, p, true]);
      }
    }
  });

  it('every leaf input is a path of a contract item', () => {
    const all = Object.values(CORRECTION_ITEMS).flatMap((i) => i.paths);
    const items = Object.fromEntries(
      Object.keys(CORRECTION_ITEMS).map((k) => [k, 'requested' as const]),
    );
    for (const f of correctionFields({ items })) expect(all).toContain(f.path);
  });

  it('the patch writes numbers as numbers and leaves blanks out', () => {
    const fields = correctionFields({ items: { offer: 'requested', clabe: 'requested' } });
    const patch = correctionPatch(fields, {
      [fieldKey('offer/quoter/amount')]: '60000',
      [fieldKey('deposit/clabe')]: '012180001234567899',
      [fieldKey('deposit/accountNumber')]: '',
    });
    expect(patch).toEqual({ 'offer/quoter/amount': 60000, 'deposit/clabe': '012180001234567899' });
  });

  it('a new correction names its writer, requester and only what was picked', () => {
    const c = newCorrection('customer', [], ['ineFront'], 'INE borrosa', 'A1', {
      '.sv': 'timestamp',
    });
    expect(c).toEqual({
      open: true,
      writer: 'customer',
      reason: 'INE borrosa',
      requestedBy: 'A1',
      annexes: { ineFront: 'requested' },
      requestedAt: { '.sv': 'timestamp' },
    });
    expect(requestedAnnexes(c)).toEqual(['ineFront']);
    expect(openFor(c, 'customer')).toBe(true);
    expect(openFor(c, 'promoter')).toBe(false);
  });

  it('an open correction closes validation and signature, nothing else', () => {
    const c = { open: true };
    expect(closedByCorrection(c, 'validation')).toBe(true);
    expect(closedByCorrection(c, 'sentForSignature')).toBe(true);
    expect(closedByCorrection(c, 'rejectionDocuments')).toBe(false);
    expect(closedByCorrection({ open: false }, 'validation')).toBe(false);
  });

  it('valueAt reads a nested path as text', () => {
    expect(valueAt({ offer: { quoter: { amount: 5 } } }, 'offer/quoter/amount')).toBe('5');
    expect(valueAt({}, 'deposit/clabe')).toBe('');
  });
});
