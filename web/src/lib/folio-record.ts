/**
 * What every new folio under requests/{id} starts with (docs/requirements.md §3, docs/design.md §3), whichever flow creates
 * it (capture, CNCA, carta libranza, Salesforce offer): the ids, the promoter, the origin type, the
 * capacity simulator, the client and the created/lastUpdate stamps database.rules.json requires.
 * Each flow adds what differs: its status and the offer, CNCA code or deposit it starts with.
 */
import { push, ref, serverTimestamp, set } from 'firebase/database';
import type { Database } from 'firebase/database';

import { requireId, requireRecord } from '@/lib/data-guards';
import type { Quotation } from '@/lib/quotation';
import { ACCOUNT_TYPE, DEFAULT_BANK_CODE, ORIGIN_TYPE } from '@/lib/request-model';

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
    curp: base.curp,
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

/** Creates requests/{pushId} with the record built for its id, and resolves to that id. */
export async function pushFolio(
  db: Database,
  record: (id: string) => Record<string, unknown>,
): Promise<string> {
  const node = push(ref(db, REQUESTS));
  const id = requireId('request', node.key);
  await set(node, requireRecord(record(id)));
  return id;
}
