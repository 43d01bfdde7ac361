/**
 * What every new folio under requests/{id} starts with (docs/requirements.md §3, docs/design.md §3), whichever flow creates
 * it (capture, CNCA, carta libranza, Salesforce offer): the ids, the promoter, the origin type, the
 * capacity simulator, the client and the created/lastUpdate stamps database.rules.json requires.
 * Each flow adds what differs: its status and the offer, CNCA code or deposit it starts with.
 */
import { ref, serverTimestamp, set } from 'firebase/database';
import type { Database } from 'firebase/database';

import { ACCOUNT_TYPE, DEFAULT_BANK_CODE, ORIGIN_TYPE } from '@/entities/folio/request-model';
import type { Quotation } from '@/entities/quote/quotation';
import { api } from '@/lib/api';
import { API } from '@/lib/api-paths';
import { requireId, requireRecord } from '@/lib/data-guards';
import { withIdToken } from '@/lib/http';
import type { HttpClient } from '@/lib/http';

export const REQUESTS = 'requests';

export interface FolioBase {
  status: string;
  /** The promoter's bpId. */
  bpId: string;
  /** The Firebase uid that creates it. */
  uid: string;
  rfc: string;
  curp: string;
  client: object;
  /** capacitySimulator.paymentCapacity (0 until the quoter step). */
  paymentCapacity?: number | string;
  taskIdCnca?: string;
  folioIt?: string;
}

/** The common part of a new folio record; `extra` adds (or replaces) the flow's own fields. */
export function newFolioRecord(
  id: string,
  base: FolioBase,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    id,
    uuid: '',
    status: base.status,
    currentPromoterBpId: base.bpId,
    taskIdCnca: base.taskIdCnca ?? '',
    taskId: '',
    folioIt: base.folioIt ?? '',
    bioprocess: false,
    rfc: base.rfc,
    curp: base.curp.toUpperCase(),
    typeSaleAndOrigin: ORIGIN_TYPE,
    capacitySimulator: {
      perceptions: 0,
      deductions: 0,
      paymentCapacity: base.paymentCapacity ?? 0,
    },
    client: base.client,
    ...extra,
    createdAt: serverTimestamp(),
    createdBy: base.uid,
    lastUpdateAt: serverTimestamp(),
    lastUpdateBy: base.uid,
  };
}

/** The client's names as a folio keeps them, from the gateway's customer (CNCA, carta libranza). */
export function clientNames(c: { firstName: string; lastName: string; secondLastName?: string }): {
  names: string;
  firstLastName: string;
  secondLastName: string;
} {
  return { names: c.firstName, firstLastName: c.lastName, secondLastName: c.secondLastName ?? '' };
}

/** The deposit a CLABE the gateway already knows starts from (payment method 6, its bank). */
export function depositFromClabe(clabe: string): Record<string, unknown> {
  return {
    paymentMethod: 6,
    bankCode: clabe.slice(0, 3) || DEFAULT_BANK_CODE,
    clabe,
    accountType: ACCOUNT_TYPE,
  };
}

export interface QuoterChoice {
  branchId: string;
  agreementGroup: string;
  agreementItem: string;
}

/** offer.quoter for a quotation chosen with the cotizador's branch and agreement. */
export function quoterOffer(choice: QuoterChoice, q: Quotation): Record<string, unknown> {
  return {
    quoter: {
      agreement: {
        branch: { branchID: choice.branchId },
        agreementGroup: choice.agreementGroup,
        agreementItem: choice.agreementItem,
      },
      amount: q.amount,
      term: q.term,
      payment: q.payment,
      tasa: q.tasa,
      cat: q.cat,
      product: q.productName,
    },
  };
}

/**
 * The functions' clearance of a new folio's CURP (docs/adr/0055-folio-creation-cleared-by-the-functions.md):
 * they checked the UIF list and the client's other folios in flight, and name the folio. The rules
 * create requests/{requestId} only with that CURP and this checkedAt (and exceptionBy) in uif/.
 */
export interface Clearance {
  requestId: string;
  checkedAt: number;
  exceptionBy?: string;
}

/** Asks the functions to clear `curp` for a new folio; a UIF or duplicate refusal is an ApiError. */
export function clearFolio(
  idToken: string,
  curp: string,
  client: Pick<HttpClient, 'post'> = api,
): Promise<Clearance> {
  return client.post<Clearance>(API.clearance, { curp }, withIdToken(idToken));
}

/** uif/ as the folio keeps its clearance. */
export function uifOf(c: Clearance): Record<string, unknown> {
  return c.exceptionBy
    ? { checkedAt: c.checkedAt, exceptionBy: c.exceptionBy }
    : { checkedAt: c.checkedAt };
}

/**
 * Creates requests/{id} under the functions' clearance of `curp` with the record built for its id,
 * and resolves to that id.
 */
export async function pushFolio(
  db: Database,
  curp: string,
  record: (id: string) => Record<string, unknown>,
): Promise<string> {
  // The app's Auth instance (lib/firebase.ts), not getAuth's: getAuth would bring the popup and
  // redirect resolver into the chunk every database page shares, before a list's first row.
  const idToken = await (await import('@/lib/firebase')).currentIdToken();
  if (!idToken) throw new Error('not signed in to Firebase');
  const c = await clearFolio(idToken, curp.toUpperCase());
  const id = requireId('request', c.requestId);
  await set(ref(db, `${REQUESTS}/${id}`), requireRecord({ ...record(id), uif: uifOf(c) }));
  return id;
}
