/**
 * A folio started from a Salesforce offer: the SPEC §3 blank request (status quoter, payment
 * capacity 0, origin type) with the client's data, the offer in offer.quoter and folioIt stored,
 * in the shape database.rules.json validates.
 */
import { push, ref, serverTimestamp, set } from 'firebase/database';
import type { Database } from 'firebase/database';

import { ACCOUNT_TYPE, DEFAULT_BANK_CODE, ORIGIN_TYPE } from '@/lib/request-model';

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
  const request: Record<string, unknown> = {
    id,
    uuid: '',
    status: 'quoter',
    currentPromoterBpId: input.bpId,
    taskIdCnca: '',
    taskId: '',
    folioIt: input.folioIt,
    bioprocess: false,
    rfc: c.rfc.toUpperCase(),
    curp: c.curp.toUpperCase(),
    typeSaleAndOrigin: ORIGIN_TYPE,
    capacitySimulator: { perceptions: 0, deductions: 0, paymentCapacity: 0 },
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
    createdAt: serverTimestamp(),
    createdBy: input.uid,
    lastUpdateAt: serverTimestamp(),
    lastUpdateBy: input.uid,
  };
  if (c.clabe) {
    request.deposit = {
      paymentMethod: 6,
      bankCode: c.clabe.slice(0, 3) || DEFAULT_BANK_CODE,
      clabe: c.clabe,
      accountType: ACCOUNT_TYPE,
    };
  }
  return request;
}

/** Creates requests/{pushId} from the offer and resolves to its id. */
export async function startFolioFromOffer(db: Database, input: OfferFolioInput): Promise<string> {
  const node = push(ref(db, 'requests'));
  const id = node.key!;
  await set(node, folioFromOffer(id, input));
  return id;
}
