/**
 * The lender gateway's quotation calls (emulators/gateway/openapi.json) that the capture, CNCA,
 * carta libranza and Salesforce flows share: the customer search (UIF list, bulletin, credits), the
 * agreement catalogue by branch and the quotation. All go through the app's one HTTP client.
 */
import { api } from '@/lib/api';
import type { HttpClient } from '@/lib/http';

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

/** One entry of a gateway catalogue (agreement group, agreement). */
export interface Option {
  id: string;
  name: string;
}

/** How a customer is looked up: its CURP, RFC or NSS, or its bpId (the client page). */
export type SearchKey = 'curp' | 'rfc' | 'nss' | 'bpId';

export interface QuotationInput {
  branchId: string;
  agreementId: string;
  paymentCapacity: number;
  /** Quote the internal CNCA product only (the CNCA flow). */
  internalCnca?: boolean;
}

type Post = Pick<HttpClient, 'post'>;

export async function searchCustomer(
  by: SearchKey,
  value: string,
  http: Post = api,
): Promise<CustomerSearchResult> {
  const res = await http.post<{ data: CustomerSearchResult }>('/customers/search', { [by]: value });
  return res.data;
}

export async function agreementGroups(branchId: string, http: Post = api): Promise<Option[]> {
  const res = await http.post<{ data: { groups: { groupId: string; name: string }[] } }>(
    '/agreement/getGroupListByBranch',
    { branchId },
  );
  return res.data.groups.map((g) => ({ id: g.groupId, name: g.name }));
}

export async function agreements(
  branchId: string,
  groupId: string,
  http: Post = api,
): Promise<Option[]> {
  const res = await http.post<{ data: { convenios: { agreementId: string; name: string }[] } }>(
    '/agreement/getConveniosByBranchGroupFilter',
    { branchId, groupId },
  );
  return res.data.convenios.map((c) => ({ id: c.agreementId, name: c.name }));
}

/** The branch's products for the capacity; none gives an empty list (and maybe a message). */
export async function obtainQuotation(
  input: QuotationInput,
  http: Post = api,
): Promise<{ quotations: Quotation[]; message?: string }> {
  const res = await http.post<{ data: { quotations?: Quotation[]; message?: string } }>(
    '/quoter/obtainQuotation',
    input,
  );
  return { ...res.data, quotations: res.data.quotations ?? [] };
}

/** The client's full name. */
export function customerName(c: Pick<Customer, 'firstName' | 'lastName' | 'secondLastName'>) {
  return [c.firstName, c.lastName, c.secondLastName].filter(Boolean).join(' ');
}
