import { describe, expect, it } from 'vitest';

import { libranza as t } from '@/copy/libranza';

import { letterFolioRecord } from '../api/folio';
import { letterView, myLetters } from '../model';

const offer = { quoter: { amount: 50000, payment: 2950.12, term: 24, cat: 48.7 } };
const client = { names: 'José', firstLastName: 'Hernández', secondLastName: 'Cruz' };

describe('letterView', () => {
  it('shows the chosen offer in pesos while the letter is pending', () => {
    const v = letterView({ id: 'F1', status: 'letterLibranza', client, offer });
    expect(v).toMatchObject({
      client: 'José Hernández Cruz',
      amount: '$50,000.00',
      discount: '$2,950.12',
      term: '24 meses',
      cat: '48.7 %',
      status: t.letter.pending,
      generated: false,
    });
  });

  it("shows the generated letter's own values and status", () => {
    const v = letterView({
      id: 'F1',
      client,
      offer,
      letterLibranza: {
        letterFolio: '2026-00000001',
        libranzaFolio: 'LIB202600000001',
        discountAmount: 1234.5,
        totalAmount: 1234567.891,
        term: 36,
        cat: 45,
        status: 'GENERADA',
      },
    });
    expect(v).toMatchObject({
      amount: '$1,234,567.89',
      discount: '$1,234.50',
      term: '36 meses',
      cat: '45.0 %',
      status: 'Generada',
      letterFolio: '2026-00000001',
      generated: true,
    });
  });
});

describe('myLetters', () => {
  it('keeps the carta libranza folios, newest first', () => {
    const list = myLetters({
      A: { status: 'quoter', lastUpdateAt: 5 },
      B: { status: 'letterLibranza', lastUpdateAt: 1 },
      C: { status: 'contactInformation', letterLibranza: { letterFolio: 'x' }, lastUpdateAt: 3 },
    });
    expect(list.map((f) => f.id)).toEqual(['C', 'B']);
    expect(myLetters(null)).toEqual([]);
  });
});

describe('letterFolioRecord', () => {
  it('starts the folio at letterLibranza with the chosen offer', () => {
    const r = letterFolioRecord('ID1', {
      bpId: '1000000001',
      uid: 'bp:1000000001',
      customer: {
        bpId: '3',
        curp: 'HECJ600305HPLRRS04',
        rfc: 'HECJ600305M27',
        firstName: 'José',
        lastName: 'Hernández',
        secondLastName: 'Cruz',
      },
      branchId: 'SUC-0101',
      agreementGroup: 'G-IMSS',
      agreementItem: 'CONV-IMSS-PEN',
      paymentCapacity: 3000,
      quotation: {
        productId: 'P',
        productName: 'Crédito',
        amount: 50000,
        term: 24,
        payment: 2950.12,
        tasa: 36.5,
        cat: 48.7,
      },
    });
    expect(r).toMatchObject({
      id: 'ID1',
      status: 'letterLibranza',
      currentPromoterBpId: '1000000001',
      curp: 'HECJ600305HPLRRS04',
      typeSaleAndOrigin: 'Interna - V. Asistida',
      offer: {
        quoter: {
          amount: 50000,
          term: 24,
          payment: 2950.12,
          cat: 48.7,
          agreement: { branch: { branchID: 'SUC-0101' } },
        },
      },
      lastUpdateBy: 'bp:1000000001',
    });
  });
});
