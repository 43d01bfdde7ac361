import { serverTimestamp } from 'firebase/database';
import { describe, expect, it } from 'vitest';

import { depositFromClabe, newFolioRecord, quoterOffer } from '@/entities/folio/folio-record';

const stamp = serverTimestamp();
const base = { status: 'quoter', bpId: '1000000001', uid: 'bp:1000000001', rfc: 'R', curp: 'C' };

describe('newFolioRecord', () => {
  it('is the docs/requirements.md §3 blank request with the created and lastUpdate stamps', () => {
    expect(newFolioRecord('F1', { ...base, client: { names: 'Ana' } })).toEqual({
      id: 'F1',
      uuid: '',
      status: 'quoter',
      currentPromoterBpId: '1000000001',
      taskIdCnca: '',
      taskId: '',
      folioIt: '',
      bioprocess: false,
      rfc: 'R',
      curp: 'C',
      typeSaleAndOrigin: 'Interna - V. Asistida',
      capacitySimulator: { perceptions: 0, deductions: 0, paymentCapacity: 0 },
      client: { names: 'Ana' },
      createdAt: stamp,
      createdBy: 'bp:1000000001',
      lastUpdateAt: stamp,
      lastUpdateBy: 'bp:1000000001',
    });
  });

  it('takes the flow’s capacity, task id, Salesforce folio and extra fields', () => {
    const r = newFolioRecord(
      'F2',
      { ...base, client: {}, paymentCapacity: '2500.00', taskIdCnca: 'CNCA-F2', folioIt: 'IT-9' },
      { cnca: { code: 'E0001' }, createdBy: 'ignored' },
    );
    expect(r).toMatchObject({
      taskIdCnca: 'CNCA-F2',
      folioIt: 'IT-9',
      capacitySimulator: { paymentCapacity: '2500.00' },
      cnca: { code: 'E0001' },
      createdBy: 'bp:1000000001',
    });
  });
});

describe('depositFromClabe', () => {
  it.each([
    ['012180015555555555', '012'],
    ['002180015555555555', '002'],
  ])('%s starts at bank %s, payment method 6', (clabe, bankCode) => {
    expect(depositFromClabe(clabe)).toEqual({
      paymentMethod: 6,
      bankCode,
      clabe,
      accountType: 'ZIFE',
    });
  });
});

describe('quoterOffer', () => {
  it('keeps the agreement chosen and the quotation', () => {
    const q = {
      productId: 'P',
      productName: 'Prod',
      amount: 1,
      term: 2,
      payment: 3,
      tasa: 4,
      cat: 5,
    };
    expect(quoterOffer({ branchId: 'SUC-1', agreementGroup: 'G', agreementItem: 'A' }, q)).toEqual({
      quoter: {
        agreement: { branch: { branchID: 'SUC-1' }, agreementGroup: 'G', agreementItem: 'A' },
        amount: 1,
        term: 2,
        payment: 3,
        tasa: 4,
        cat: 5,
        product: 'Prod',
      },
    });
  });
});
