/**
 * A folio started from a Salesforce offer: the docs/requirements.md §3 blank request (status quoter, payment
 * capacity 0, origin type) with the client's data, the offer in offer.quoter and folioIt stored,
 * in the shape database.rules.json validates.
 */
import type { Database } from 'firebase/database';

import { depositFromClabe, newFolioRecord, pushFolio } from '@/entities/folio/folio-record';

import type { SalesforceCustomer, SalesforceOffer } from './gateway';

export interface OfferFolioInput {
  bpId: string;
  uid: string;
  folioIt: string;
  offer: SalesforceOffer;
  customer: SalesforceCustomer;
}

const cents = (n: number) => Math.round(n * 100) / 100;

export function folioFromOffer(id: string, input: OfferFolioInput): Record<string, unknown> {
  const c = input.customer;
  const o = input.offer;
  return newFolioRecord(
    id,
    {
      status: 'quoter',
      bpId: input.bpId,
      uid: input.uid,
      rfc: c.rfc.toUpperCase(),
      curp: c.curp.toUpperCase(),
      folioIt: input.folioIt,
      client: {
        names: c.firstName,
        firstLastName: c.lastName,
        secondLastName: c.secondLastName ?? '',
        birthDate: c.birthDate,
        gender: c.gender,
        nss: c.nss ?? '',
        phone: c.phone ?? '',
        email: c.email ?? '',
      },
    },
    {
      offer: {
        quoter: {
          amount: cents(o.amount),
          term: o.term,
          payment: cents(o.payment),
          tasa: cents(o.tasa),
          cat: Math.round(o.cat * 10) / 10,
          product: o.productName,
        },
      },
      ...(c.clabe ? { deposit: depositFromClabe(c.clabe) } : {}),
    },
  );
}

/** Creates requests/{pushId} from the offer and resolves to its id. */
export function startFolioFromOffer(db: Database, input: OfferFolioInput): Promise<string> {
  return pushFolio(db, input.customer.curp, (id) => folioFromOffer(id, input));
}
