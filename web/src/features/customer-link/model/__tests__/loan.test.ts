import { describe, expect, it } from 'vitest';

import { customer as t } from '@/copy/es';

import type { CustomerFolio } from '../../api/folio';
import { confirmationMessage } from '../../screens/confirmation-screen';
import { summaryDocument } from '../../screens/download-screen';
import { depositText, money, productName, summaryRows } from '../loan';

const nbsp = (s: string) => s.replace(/\u00a0/g, ' ');

describe('loan summary', () => {
  it('formats money in MXN', () => {
    expect(nbsp(money(45000))).toBe('$45,000.00');
    expect(nbsp(money(1234.5))).toBe('$1,234.50');
    expect(money(undefined)).toBe(t.summary.notAvailable);
  });

  const products = [
    { q: { product: 'PROD-PEN' }, want: t.summary.pensioner },
    { q: { agreement: { name: 'IMSS Pensionados' } }, want: t.summary.pensioner },
    { q: { creditType: 'Jubilados IMSS' }, want: t.summary.retiree },
    { q: { product: 'Nómina SEP' }, want: 'Nómina SEP' },
    { q: undefined, want: t.summary.notAvailable },
  ];
  for (const tt of products) {
    it(`names ${JSON.stringify(tt.q)} as ${tt.want}`, () =>
      expect(productName(tt.q)).toBe(tt.want));
  }

  it('describes the deposit without the whole account', () => {
    expect(depositText({ paymentMethod: 6, clabe: '012180015555555556' })).toBe(
      t.summary.clabe('5556'),
    );
    expect(depositText({ paymentMethod: 6, accountNumber: '1234567890123456' })).toBe(
      t.summary.account('3456'),
    );
    expect(depositText({ paymentMethod: 7 })).toBe(t.summary.window);
    expect(depositText({ paymentMethod: 8 })).toBe(t.summary.cheque);
  });

  it('rows and the downloadable copy carry the loan, escaped', () => {
    const folio: CustomerFolio = {
      client: { fullName: 'Emma <Gómez> Díaz' },
      offer: {
        quoter: {
          amount: 30000,
          term: 24,
          payment: 1850.25,
          tasa: 35.5,
          cat: 48.7,
          product: 'PROD-PEN',
        },
      },
      deposit: { paymentMethod: 6, clabe: '012180015555555556' },
    };
    const rows = Object.fromEntries(summaryRows(folio).map(([k, v]) => [k, nbsp(v)]));
    expect(rows[t.summary.amount]).toBe('$30,000.00');
    expect(rows[t.summary.term]).toBe('24 meses');
    expect(rows[t.summary.payment]).toBe('$1,850.25');
    expect(rows[t.summary.tasa]).toBe('35.50 %');
    expect(rows[t.summary.cat]).toBe('48.7 %');
    const html = summaryDocument(folio);
    expect(html).toContain('Emma &lt;Gómez&gt; Díaz');
    expect(html).toContain(t.summary.pensioner);
  });
});

describe('confirmationMessage', () => {
  const tests = [
    { status: 'bioprocess', docs: false, want: t.confirmation.validating },
    { status: 'biometricValidation', docs: false, want: t.confirmation.executive },
    { status: 'rejectionBiometric', docs: false, want: t.confirmation.rejected },
    { status: 'fileValidation', docs: false, want: t.confirmation.sent },
    { status: 'fileValidation', docs: true, want: t.confirmation.documentsSent },
    { status: 'rejectionSignature', docs: false, want: t.confirmation.rejectedSignature },
    { status: 'documents', docs: false, want: t.confirmation.nothingToDo },
  ];
  for (const tt of tests) {
    it(`${tt.status}${tt.docs ? ' (documents link)' : ''}`, () =>
      expect(confirmationMessage(tt.status, tt.docs)).toBe(tt.want));
  }
  it('uses the docs/requirements.md §8 text while an executive reviews', () =>
    expect(t.confirmation.executive).toBe(
      'Espera un momento por favor, enseguida te atenderá un ejecutivo',
    ));
});
