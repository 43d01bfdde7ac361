/**
 * The lender gateway's quotation calls (emulators/gateway/openapi.json) that the capture, CNCA,
 * carta libranza and Salesforce flows share: the customer search (UIF list, bulletin, credits), the
 * branch checks, the agreement catalogue by branch, the agreement's detail and the quotation by
 * payment capacity or by amount. All go through the app's one HTTP client.
 */
import { api } from '@/lib/api';
import type { GatewayData, GatewaySchema } from '@/lib/gateway-types';
import type { HttpClient } from '@/lib/http';
import type { Branch } from '@/stores/session';

/** A customer as the gateway answers it (its contract, through lib/gateway.gen.ts). */
export type Customer = GatewaySchema<'Customer'>;

export type Credit = GatewaySchema<'Credit'>;

/** POST /customers/search's answer. */
export type CustomerSearchResult = GatewayData<'searchCustomer'>;

export type Quotation = GatewaySchema<'Quotation'>;

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
  const res = await http.post<{ data: GatewayData<'getGroupListByBranch'> }>(
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
  const res = await http.post<{ data: GatewayData<'getConveniosByBranchGroupFilter'> }>(
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
  const res = await http.post<{ data: GatewayData<'obtainQuotation'> }>(
    '/quoter/obtainQuotation',
    input,
  );
  return { ...res.data, quotations: res.data.quotations ?? [] };
}

export interface AmountQuotationInput {
  branchId: string;
  agreementId: string;
  /** The amount the client asks for, in pesos. */
  amount: number;
  /** Only this term, in months (all terms when absent). */
  term?: number;
  internalCnca?: boolean;
}

/** The payment of each product and term for the amount; none gives an empty list. */
export async function obtainQuotationByAmount(
  input: AmountQuotationInput,
  http: Post = api,
): Promise<{ quotations: Quotation[]; message?: string }> {
  const res = await http.post<{ data: GatewayData<'obtainQuotationByAmount'> }>(
    '/quoter/obtainQuotationByAmountFilter',
    input,
  );
  return { ...res.data, quotations: res.data.quotations ?? [] };
}

export type AgreementDetail = GatewaySchema<'Agreement'>;

/** POST /convenios/getDetail: the agreement with its products. */
export async function agreementDetail(
  agreementId: string,
  http: Post = api,
): Promise<AgreementDetail> {
  const res = await http.post<{ data: GatewayData<'getAgreementDetail'> }>('/convenios/getDetail', {
    agreementId,
  });
  return res.data.agreement;
}

/** Why a branch cannot quote (docs/requirements.md §6 messages), or null when it can. */
export type BranchProblem = 'inactive' | 'misconfigured' | null;

/**
 * The live branch checks before quoting: POST /agreement/getBranchActive (inactive first, as the
 * home screen orders them) then POST /agreement/verifyBranchGroup (groups and agreements configured).
 */
export async function checkBranch(branchId: string, http: Post = api): Promise<BranchProblem> {
  const active = await http.post<{ data: GatewayData<'getBranchActive'> }>(
    '/agreement/getBranchActive',
    {
      branchId,
    },
  );
  if (active.data.active === false) return 'inactive';
  const verified = await http.post<{ data: GatewayData<'verifyBranchGroup'> }>(
    '/agreement/verifyBranchGroup',
    { branchId },
  );
  return verified.data.configured === false ? 'misconfigured' : null;
}

/**
 * The branches a promoter is offered in a cotizador: those with an id that the session does not
 * already know to be inactive or misconfigured (the live checks catch what it does not know).
 */
export function quotableBranches(branches: readonly Branch[]): string[] {
  return branches
    .filter((b) => b.branchID && b.active !== false && b.configured !== false)
    .map((b) => b.branchID);
}

/** The client's full name. */
export function customerName(c: Pick<Customer, 'firstName' | 'lastName' | 'secondLastName'>) {
  return [c.firstName, c.lastName, c.secondLastName].filter(Boolean).join(' ');
}
