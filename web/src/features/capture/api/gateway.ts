/**
 * The lender gateway calls of the capture flow (emulators/gateway/openapi.json): customer search,
 * agreement catalogue, quotation and the client's credits. All go through the app's one HTTP client.
 */
import { api } from '@/lib/api';

export interface Customer {
  bpId: string;
  curp: string;
  rfc: string;
  nss: string;
  firstName: string;
  lastName: string;
  secondLastName: string;
  birthDate: string;
  gender: 'H' | 'F';
  phone: string;
  email: string;
  clabe: string;
  pensioner: boolean;
}

export interface Credit {
  creditId: string;
  lender: string;
  product: string;
  balance: number;
  payment: number;
  remainingTerms: number;
  internal: boolean;
  settleable: boolean;
}

export interface CustomerSearchResult {
  customer: Customer;
  uif: boolean;
  bulletined: boolean;
  credits: Credit[];
  cncaEligible: boolean;
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

export type SearchKey = 'curp' | 'rfc' | 'nss';

export async function searchCustomer(by: SearchKey, value: string): Promise<CustomerSearchResult> {
  const res = await api.post<{ data: CustomerSearchResult }>('/customers/search', { [by]: value });
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

export async function customerCredits(
  curp: string,
): Promise<{ credits: Credit[]; totalToSettle: number }> {
  const res = await api.post<{ data: { credits: Credit[]; totalToSettle: number } }>(
    '/credits/getCreditsCustomeroICBSCSB',
    { curp },
  );
  return res.data;
}
