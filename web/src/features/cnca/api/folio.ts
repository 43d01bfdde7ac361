/**
 * The CNCA folio under requests/{id} (DESIGN §3): created by the promoter with the CNCA flag at
 * status internalCNCAProcess and cnca.code E0001, in the shape database.rules.json validates. From
 * there only the functions move cnca.code.
 */
import { push, ref, serverTimestamp, set } from 'firebase/database';
import type { Database } from 'firebase/database';

import { ORIGIN_TYPE } from '@/lib/request-model';

import { CNCA_STATUS } from '../codes';
import type { CncaCustomer, CncaQuotation } from './gateway';

export const REQUESTS = 'requests';

export interface NewCncaFolio {
  bpId: string;
  uid: string;
  customer: CncaCustomer;
  quotation: CncaQuotation;
  branchId: string;
  agreementGroup: string;
  agreementItem: string;
  paymentCapacity: number;
}

const onlyLetters = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-zÑñ ]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase();

/** The task id the CNCA list queries by (taskIdCnca): one per folio. */
export function taskIdFor(id: string): string {
  return `CNCA-${id}`;
}

export function cncaRequest(id: string, input: NewCncaFolio): Record<string, unknown> {
  const c = input.customer;
  const q = input.quotation;
  const client: Record<string, unknown> = {
    names: c.firstName,
    firstLastName: c.lastName,
    fullName: onlyLetters([c.firstName, c.lastName, c.secondLastName].filter(Boolean).join(' ')),
    birthDate: c.birthDate,
    gender: c.gender,
    nss: c.nss,
    email: c.email,
    phone: c.phone,
  };
  if (c.secondLastName) client.secondLastName = c.secondLastName;
  return {
    id,
    uuid: '',
    status: CNCA_STATUS,
    currentPromoterBpId: input.bpId,
    taskIdCnca: taskIdFor(id),
    taskId: '',
    folioIt: '',
    bioprocess: false,
    rfc: c.rfc,
    curp: c.curp,
    typeSaleAndOrigin: ORIGIN_TYPE,
    capacitySimulator: {
      perceptions: 0,
      deductions: 0,
      paymentCapacity: input.paymentCapacity.toFixed(2),
    },
    client,
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
    cnca: { code: 'E0001' },
    createdAt: serverTimestamp(),
    createdBy: input.uid,
    lastUpdateAt: serverTimestamp(),
    lastUpdateBy: input.uid,
  };
}

/** Creates requests/{pushId} as a CNCA folio and resolves to its id. */
export async function createCncaFolio(db: Database, input: NewCncaFolio): Promise<string> {
  const node = push(ref(db, REQUESTS));
  const id = node.key!;
  await set(node, cncaRequest(id, input));
  return id;
}
