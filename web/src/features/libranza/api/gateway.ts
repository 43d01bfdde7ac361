/**
 * The lender gateway calls of the carta libranza cotizador (emulators/gateway/openapi.json): the
 * customer search (with the client's credits), the agreement catalogue and the quotation.
 */
import { api } from '@/lib/api';

export interface Customer {
  bpId: string;
  curp: string;
  rfc: string;
  firstName: string;
  lastName: string;
  secondLastName: string;
}

export interface CustomerSearchResult {
  customer: Customer;
  uif: boolean;
  bulletined: boolean;
  credits: { creditId: string }[];
}

export interface Quotation {
  productId: string;
  productName: string;
  amount: number;
  term: number;
  payment: number;
  tasa: number;
  cat: number;
}

export interface Option {
  id: string;
  name: string;
}

export async function searchCustomer(curp: string): Promise<CustomerSearchResult> {
  const res = await api.post<{ data: CustomerSearchResult }>('/customers/search', { curp });
  return res.data;
}

export async function agreementGroups(branchId: string): Promise<Option[]> {
  const res = await api.post<{ data: { groups: { groupId: string; name: string }[] } }>(
    '/agreement/getGroupListByBranch',
    { branchId },
  );
  return res.data.groups.map((g) => ({ id: g.groupId, name: g.name }));
}

export async function agreements(branchId: string, groupId: string): Promise<Option[]> {
  const res = await api.post<{ data: { convenios: { agreementId: string; name: string }[] } }>(
    '/agreement/getConveniosByBranchGroupFilter',
    { branchId, groupId },
  );
  return res.data.convenios.map((c) => ({ id: c.agreementId, name: c.name }));
}

export async function obtainQuotation(input: {
  branchId: string;
  agreementId: string;
  paymentCapacity: number;
}): Promise<{ quotations: Quotation[]; message?: string }> {
  const res = await api.post<{ data: { quotations: Quotation[]; message?: string } }>(
    '/quoter/obtainQuotation',
    input,
  );
  return res.data;
}

/** The client's full name. */
export function customerName(c: Pick<Customer, 'firstName' | 'lastName' | 'secondLastName'>) {
  return [c.firstName, c.lastName, c.secondLastName].filter(Boolean).join(' ');
}
