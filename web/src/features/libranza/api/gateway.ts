/**
 * The carta libranza cotizador's use of the lender gateway (lib/quotation: the customer search with
 * the client's credits, the agreement catalogue and the quotation), and the letter's registration.
 */
import { api } from '@/lib/api';
import { searchCustomer as search } from '@/lib/quotation';
import type { Customer as FullCustomer, CustomerSearchResult as Found } from '@/lib/quotation';

export { agreementGroups, agreements, customerName, obtainQuotation } from '@/lib/quotation';
export type { Option, Quotation } from '@/lib/quotation';

/** What the cotizador keeps of the client. */
export type Customer = Pick<
  FullCustomer,
  'bpId' | 'curp' | 'rfc' | 'firstName' | 'lastName' | 'secondLastName'
>;

export interface CustomerSearchResult extends Pick<Found, 'uif' | 'bulletined'> {
  customer: Customer;
  credits: { creditId: string }[];
}

export function searchCustomer(curp: string): Promise<CustomerSearchResult> {
  return search('curp', curp);
}

export interface LetterRegistration {
  folio: string;
  curp: string;
  agreementId: string;
  amount: number;
  term: number;
  payment: number;
  cat: number;
  letterFolio: string;
  libranzaFolio: string;
}

/** Registers the letter with the lender (idempotent per folio; captured folios re-issued). */
export async function registerLetter(
  input: LetterRegistration,
): Promise<{ letterFolio: string; libranzaFolio: string; status: string }> {
  const res = await api.post<{
    data: { letterFolio: string; libranzaFolio: string; status: string };
  }>('/letters/generate', input);
  return res.data;
}
