import { describe, expect, it, vi } from 'vitest';

import type { HttpClient } from '@/lib/http';
import {
  agreementGroups,
  agreements,
  customerName,
  obtainQuotation,
  searchCustomer,
} from '@/lib/quotation';

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
