import { describe, expect, it, vi } from 'vitest';

import {
  agreementDetail,
  agreementGroups,
  agreements,
  checkBranch,
  customerName,
  obtainQuotation,
  obtainQuotationByAmount,
  quotableBranches,
  searchCustomer,
} from '@/entities/quote/quotation';
import type { HttpClient } from '@/lib/http';

function fake(data: unknown) {
  const post = vi.fn(async () => ({ data }));
  return { http: { post } as unknown as Pick<HttpClient, 'post'>, post };
}

describe('the quotation gateway calls', () => {
  it.each([
    ['curp', 'SABC560626MDFLRN01'],
    ['rfc', 'SABC560626U58'],
    ['nss', '04785634579'],
  ] as const)('search the customer by %s', async (by, value) => {
    const { http, post } = fake({ uif: false });
    await expect(searchCustomer(by, value, http)).resolves.toEqual({ uif: false });
    expect(post).toHaveBeenCalledWith('/customers/search', { [by]: value });
  });

  it('map the agreement groups and agreements to options', async () => {
    const g = fake({ groups: [{ groupId: 'G-IMSS', name: 'IMSS' }] });
    await expect(agreementGroups('SUC-1', g.http)).resolves.toEqual([
      { id: 'G-IMSS', name: 'IMSS' },
    ]);
    expect(g.post).toHaveBeenCalledWith('/agreement/getGroupListByBranch', { branchId: 'SUC-1' });
    const a = fake({ convenios: [{ agreementId: 'CONV', name: 'Pensionados' }] });
    await expect(agreements('SUC-1', 'G-IMSS', a.http)).resolves.toEqual([
      { id: 'CONV', name: 'Pensionados' },
    ]);
    expect(a.post).toHaveBeenCalledWith('/agreement/getConveniosByBranchGroupFilter', {
      branchId: 'SUC-1',
      groupId: 'G-IMSS',
    });
  });

  it.each([
    ['a list', { quotations: [{ productId: 'P' }] }, { quotations: [{ productId: 'P' }] }],
    [
      'none, with a message',
      { message: 'Sin producto' },
      { quotations: [], message: 'Sin producto' },
    ],
  ])('quote: %s', async (_, data, want) => {
    const { http, post } = fake(data);
    const input = { branchId: 'S', agreementId: 'A', paymentCapacity: 2500, internalCnca: true };
    await expect(obtainQuotation(input, http)).resolves.toEqual(want);
    expect(post).toHaveBeenCalledWith('/quoter/obtainQuotation', input);
  });

  it.each([
    [{ firstName: 'Ana', lastName: 'Ruiz', secondLastName: 'Paz' }, 'Ana Ruiz Paz'],
    [{ firstName: 'Ana', lastName: 'Ruiz', secondLastName: '' }, 'Ana Ruiz'],
  ])('name the customer %#', (c, want) => {
    expect(customerName(c)).toBe(want);
  });
});

describe('quote by amount and the agreement detail', () => {
  it('posts the amount (and a term) to obtainQuotationByAmountFilter', async () => {
    const q = { productId: 'P', productName: 'Pensión', amount: 50000, term: 24 };
    const { http, post } = fake({ quotations: [q] });
    const input = { branchId: 'SUC-1', agreementId: 'A', amount: 50000, term: 24 };
    await expect(obtainQuotationByAmount(input, http)).resolves.toEqual({ quotations: [q] });
    expect(post).toHaveBeenCalledWith('/quoter/obtainQuotationByAmountFilter', input);
  });

  it('reads no quotations as an empty list, with the message', async () => {
    const { http } = fake({ message: 'No se encontraron los resultados' });
    await expect(
      obtainQuotationByAmount({ branchId: 'S', agreementId: 'A', amount: 1 }, http),
    ).resolves.toEqual({ quotations: [], message: 'No se encontraron los resultados' });
  });

  it('reads the agreement out of getDetail', async () => {
    const agreement = { agreementId: 'A', name: 'Pensionados', products: [] };
    const { http, post } = fake({ agreement });
    await expect(agreementDetail('A', http)).resolves.toEqual(agreement);
    expect(post).toHaveBeenCalledWith('/convenios/getDetail', { agreementId: 'A' });
  });
});

describe('checkBranch (docs/requirements.md §6, live before quoting)', () => {
  function answering(active: unknown, verified: unknown) {
    const post = vi.fn(async (path: string) => ({
      data: path === '/agreement/getBranchActive' ? active : verified,
    }));
    return { http: { post } as unknown as Pick<HttpClient, 'post'>, post };
  }
  it.each([
    ['active and configured', { active: true }, { configured: true }, null, 2],
    ['inactive (not verified further)', { active: false }, { configured: true }, 'inactive', 1],
    ['misconfigured', { active: true }, { configured: false }, 'misconfigured', 2],
    ['inactive and misconfigured', { active: false }, { configured: false }, 'inactive', 1],
  ] as const)('%s', async (_, active, verified, want, calls) => {
    const { http, post } = answering(active, verified);
    await expect(checkBranch('SUC-1', http)).resolves.toBe(want);
    expect(post).toHaveBeenCalledTimes(calls);
    expect(post).toHaveBeenNthCalledWith(1, '/agreement/getBranchActive', { branchId: 'SUC-1' });
    if (calls === 2) {
      expect(post).toHaveBeenNthCalledWith(2, '/agreement/verifyBranchGroup', {
        branchId: 'SUC-1',
      });
    }
  });

  it('a failed call rejects (the form shows its message)', async () => {
    const post = vi.fn(async () => Promise.reject(new Error('Error de conexión')));
    await expect(
      checkBranch('SUC-1', { post } as unknown as Pick<HttpClient, 'post'>),
    ).rejects.toThrow('Error de conexión');
  });
});

describe('quotableBranches', () => {
  it('offers the branches with an id the session does not know to be inactive or misconfigured', () => {
    expect(
      quotableBranches([
        { branchID: 'SUC-0101', active: true, configured: true },
        { branchID: 'SUC-0203' },
        { branchID: 'SUC-0301', active: false },
        { branchID: 'SUC-0401', configured: false },
        { branchID: '' },
      ]),
    ).toEqual(['SUC-0101', 'SUC-0203']);
  });
});
