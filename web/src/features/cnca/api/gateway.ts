/**
 * The CNCA flow's use of the lender gateway (entities/quote/quotation): the client by CURP (UIF list,
 * bulletin, credits) and the quotation of the internal CNCA product (`internalCnca: true`). The
 * agreement catalogue and branch checks are the shared cotizador's.
 */
import { obtainQuotation, searchCustomer } from '@/entities/quote/quotation';
import type { Credit, Customer, CustomerSearchResult, Quotation } from '@/entities/quote/quotation';

/** What a CNCA folio keeps of the client. */
export type CncaCustomer = Omit<Customer, 'clabe' | 'pensioner'>;
export type CncaCredit = Omit<Credit, 'remainingTerms'>;
export type CncaQuotation = Quotation;

export interface CncaSearchResult extends Omit<CustomerSearchResult, 'customer' | 'credits'> {
  customer: CncaCustomer;
  credits: CncaCredit[];
}

export function searchCncaCustomer(curp: string): Promise<CncaSearchResult> {
  return searchCustomer('curp', curp);
}

/** Quotes the internal CNCA product only; none configured at the branch gives an empty list. */
export async function obtainCncaQuotation(input: {
  branchId: string;
  agreementId: string;
  paymentCapacity: number;
}): Promise<CncaQuotation[]> {
  return (await obtainQuotation({ ...input, internalCnca: true })).quotations;
}
