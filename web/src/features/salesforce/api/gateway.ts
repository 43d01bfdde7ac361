/**
 * The lender gateway's Salesforce calls (emulators/gateway/openapi.json): the promoter's requests
 * and a request's offers, plus the customer search that fills the new folio's client data. All go
 * through the app's one HTTP client (client id, device header, promoter Bearer, applicationId).
 */
import { searchCustomer } from '@/entities/quote/quotation';
import type { Customer } from '@/entities/quote/quotation';
import { api } from '@/lib/api';
import type { GatewayData, GatewaySchema } from '@/lib/gateway-types';
import type { HttpClient } from '@/lib/http';

export type SalesforceRequest = GatewaySchema<'SfRequest'>;

/** An offer is a quotation with the Salesforce offer's id instead of the product's. */
export type SalesforceOffer = GatewaySchema<'Offer'>;

/** What the new folio keeps of the client found by CURP. */
export type SalesforceCustomer = Omit<Customer, 'bpId' | 'pensioner'>;

export interface CustomerLookup {
  customer: SalesforceCustomer;
  uif: boolean;
}

export async function salesforceRequests(
  promotorBP: string,
  http: HttpClient = api,
): Promise<SalesforceRequest[]> {
  const res = await http.post<{ data: GatewayData<'salesforceRequests'> }>('/salesforce/requests', {
    promotorBP,
  });
  return res.data.requests ?? [];
}

export async function salesforceOffers(
  folioIt: string,
  http: HttpClient = api,
): Promise<SalesforceOffer[]> {
  const res = await http.post<{ data: GatewayData<'salesforceOffers'> }>('/salesforce/offers', {
    folioIt,
  });
  return res.data.offers ?? [];
}

export function customerByCurp(curp: string, http: HttpClient = api): Promise<CustomerLookup> {
  return searchCustomer('curp', curp, http);
}
