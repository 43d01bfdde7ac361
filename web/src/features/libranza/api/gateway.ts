/**
 * The carta libranza cotizador's use of the lender gateway (entities/quote/quotation: the customer search with
 * the client's credits and the quotation; the catalogue and branch checks are the shared form's). The letter's registration is
 * the function's (POST /api/letters/{id}).
 */
import { searchCustomer as search } from '@/entities/quote/quotation';
import type {
  Customer as FullCustomer,
  CustomerSearchResult as Found,
} from '@/entities/quote/quotation';

export { customerName, obtainQuotation } from '@/entities/quote/quotation';
export type { Quotation } from '@/entities/quote/quotation';

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
