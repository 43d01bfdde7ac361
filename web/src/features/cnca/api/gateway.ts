/**
 * The lender gateway calls of the CNCA flow (emulators/gateway/openapi.json): the client by CURP
 * (UIF list, bulletin, credits), the agreement catalogue and the quotation of the internal CNCA
 * product (`internalCnca: true`). All go through the app's one HTTP client.
 */
import { api } from '@/lib/api';

export interface CncaCustomer {
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
}

export interface CncaCredit {
  creditId: string;
  lender: string;
  product: string;
  balance: number;
  payment: number;
  internal: boolean;
  settleable: boolean;
}

export interface CncaSearchResult {
  customer: CncaCustomer;
  uif: boolean;
  bulletined: boolean;
  credits: CncaCredit[];
  cncaEligible: boolean;
}

export interface CncaQuotation {
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

export async function searchCncaCustomer(curp: string): Promise<CncaSearchResult> {
  const res = await api.post<{ data: CncaSearchResult }>('/customers/search', { curp });
  return res.data;
}

export async function cncaAgreementGroups(branchId: string): Promise<Option[]> {
  const res = await api.post<{ data: { groups: { groupId: string; name: string }[] } }>(
    '/agreement/getGroupListByBranch',
    { branchId },
  );
  return res.data.groups.map((g) => ({ id: g.groupId, name: g.name }));
}

export async function cncaAgreements(branchId: string, groupId: string): Promise<Option[]> {
  const res = await api.post<{ data: { convenios: { agreementId: string; name: string }[] } }>(
    '/agreement/getConveniosByBranchGroupFilter',
    { branchId, groupId },
  );
  return res.data.convenios.map((c) => ({ id: c.agreementId, name: c.name }));
}

/** Quotes the internal CNCA product only; none configured at the branch gives an empty list. */
export async function obtainCncaQuotation(input: {
  branchId: string;
  agreementId: string;
  paymentCapacity: number;
}): Promise<CncaQuotation[]> {
  const res = await api.post<{ data: { quotations: CncaQuotation[] } }>('/quoter/obtainQuotation', {
    ...input,
    internalCnca: true,
  });
  return res.data.quotations ?? [];
}
