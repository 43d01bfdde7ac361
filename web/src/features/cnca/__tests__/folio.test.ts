import { describe, expect, it } from 'vitest';

import { cncaRequest, taskIdFor } from '../api/folio';
import { cncaFoliosOf, cncaRanges } from '../hooks/use-cnca-folios';
import type { CncaFolio } from '../model';

const input = {
  bpId: '1000000001',
  uid: 'bp:1000000001',
  customer: {
    bpId: '3000000004',
    curp: 'SABC560626MDFLRN01',
    rfc: 'SABC560626U58',
    nss: '04785634579',
    firstName: 'Concepción',
    lastName: 'Salas',
    secondLastName: 'Bernal',
    birthDate: '1956-06-26',
    gender: 'F' as const,
    phone: '5512345604',
    email: 'concepcion.salas@correo.test',
  },
  quotation: {
    productId: 'PROD-CNCA',
    productName: 'Traspaso interno',
    amount: 40000,
    term: 24,
    payment: 2100.5,
    tasa: 30,
    cat: 40.1,
  },
  branchId: 'SUC-0101',
  agreementGroup: 'G-IMSS',
  agreementItem: 'CONV-IMSS-PEN',
  paymentCapacity: 2500,
};

describe('the CNCA folio the promoter creates', () => {
  it('starts the process: internalCNCAProcess, E0001, its taskIdCnca, the chosen offer', () => {
    const r = cncaRequest('F1', input);
    expect(r).toMatchObject({
      id: 'F1',
      uuid: '',
      status: 'internalCNCAProcess',
      currentPromoterBpId: '1000000001',
      taskIdCnca: 'CNCA-F1',
      curp: 'SABC560626MDFLRN01',
      typeSaleAndOrigin: 'Interna - V. Asistida',
      cnca: { code: 'E0001' },
      capacitySimulator: { paymentCapacity: '2500.00' },
      offer: {
        quoter: {
          agreement: { branch: { branchID: 'SUC-0101' }, agreementItem: 'CONV-IMSS-PEN' },
          amount: 40000,
          term: 24,
          product: 'Traspaso interno',
        },
      },
    });
    expect(taskIdFor('F1')).toBe('CNCA-F1');
  });

  it('writes a letters-only full name (the rules refuse accents and digits there)', () => {
    const r = cncaRequest('F1', input) as { client: { fullName: string } };
    expect(r.client.fullName).toBe('CONCEPCION SALAS BERNAL');
  });

  it('never writes a code past E0001 or any discharge data', () => {
    const r = cncaRequest('F1', input) as { cnca: Record<string, unknown> };
    expect(Object.keys(r.cnca)).toEqual(['code']);
  });
});

describe('Mis solicitudes de baja keeps the CNCA folios of its pages', () => {
  it("drops regular folios and keeps the pages' newest-first order", () => {
    const page: CncaFolio[] = [
      { id: 'C', status: 'internalCNCAProcess', taskIdCnca: 'CNCA-C', createdAt: 2 },
      { id: 'B', status: 'quoter', createdAt: 3 },
      { id: 'A', status: 'internalCNCAProcess', taskIdCnca: 'CNCA-A', createdAt: 1 },
      { id: 'D', status: 'internalCNCAProcess', createdAt: 4 },
    ];
    expect(cncaFoliosOf(page).map((f) => f.id)).toEqual(['C', 'A']);
    expect(cncaFoliosOf([])).toEqual([]);
  });

  it('a promoter pages its CNCA key in each branch; admin staff the CNCA status of theirs', () => {
    expect(cncaRanges(false, '100', ['B1', 'B2']).map((r) => r.prefix)).toEqual([
      '100|B1|cnca|',
      '100|B2|cnca|',
    ]);
    expect(cncaRanges(true, '900', ['B1', 'B2'])).toEqual([
      { orderBy: 'lists/branch', prefix: 'B1|internalCNCAProcess|' },
      { orderBy: 'lists/branch', prefix: 'B2|internalCNCAProcess|' },
    ]);
    expect(cncaRanges(true, '900', [])).toEqual([]);
    expect(cncaRanges(false, '', ['B1'])).toEqual([]);
  });

  it('keeps the CNCA folios of a page, in its order, and leaves the linked requests out', () => {
    const page = [
      { id: 'K', status: 'internalCNCAProcess', taskIdCnca: 'CNCA-K', cnca: { code: 'E0006' } },
      { id: 'K-S', status: 'settleCredits', cncaFolio: 'K' },
      { id: 'L', status: 'internalCNCAProcess', taskIdCnca: 'CNCA-L' },
      { id: 'M', status: 'internalCNCAProcess', taskIdCnca: '' },
    ] as unknown as CncaFolio[];
    expect(cncaFoliosOf(page).map((f) => f.id)).toEqual(['K', 'L']);
  });
});
