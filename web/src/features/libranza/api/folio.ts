/**
 * The carta libranza folio under requests/{id}: the resultados screen creates it straight at the
 * letterLibranza step (an initial status for promoters holding the libranza claim, DESIGN §4), with
 * the chosen offer; the rules refuse it to anyone without the claim, whatever the cookie says.
 */
import { push, ref, serverTimestamp, set } from 'firebase/database';
import type { Database } from 'firebase/database';

import type { Customer, Quotation } from './gateway';

export const REQUESTS = 'requests';
export const ORIGIN_TYPE = 'Interna - V. Asistida';

export interface LetterFolioInput {
  bpId: string;
  uid: string;
  customer: Customer;
  branchId: string;
  agreementGroup: string;
  agreementItem: string;
  paymentCapacity: number;
  quotation: Quotation;
}

export function letterFolioRecord(id: string, input: LetterFolioInput): Record<string, unknown> {
  const { customer: c, quotation: q } = input;
  return {
    id,
    uuid: '',
    status: 'letterLibranza',
    currentPromoterBpId: input.bpId,
    taskIdCnca: '',
    taskId: '',
    folioIt: '',
    bioprocess: false,
    rfc: c.rfc,
    curp: c.curp,
    typeSaleAndOrigin: ORIGIN_TYPE,
    capacitySimulator: { perceptions: 0, deductions: 0, paymentCapacity: input.paymentCapacity },
    client: { names: c.firstName, firstLastName: c.lastName, secondLastName: c.secondLastName },
    offer: {
      quoter: {
        agreement: {
          branch: { branchID: input.branchId },
          agreementGroup: input.agreementGroup,
          agreementItem: input.agreementItem,
        },
        amount: q.amount,
        term: q.term,
        payment: q.payment,
        tasa: q.tasa,
        cat: q.cat,
        product: q.productName,
      },
    },
    createdAt: serverTimestamp(),
    createdBy: input.uid,
    lastUpdateAt: serverTimestamp(),
    lastUpdateBy: input.uid,
  };
}

/** Creates requests/{pushId} at letterLibranza and resolves to its id. */
export async function createLetterFolio(db: Database, input: LetterFolioInput): Promise<string> {
  const node = push(ref(db, REQUESTS));
  const id = node.key!;
  await set(node, letterFolioRecord(id, input));
  return id;
}
