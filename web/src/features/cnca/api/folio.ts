/**
 * The CNCA folio under requests/{id} (docs/design.md §3): created by the promoter with the CNCA flag at
 * status internalCNCAProcess and cnca.code E0001, in the shape database.rules.json validates. From
 * there only the functions move cnca.code.
 */
import type { Database } from 'firebase/database';

import { clientNames, newFolioRecord, pushFolio, quoterOffer } from '@/entities/folio/folio-record';
import { customerName } from '@/entities/quote/quotation';

import { CNCA_STATUS } from '../codes';
import type { CncaCustomer, CncaQuotation } from './gateway';

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
  const client: Record<string, unknown> = {
    ...clientNames(c),
    fullName: onlyLetters(customerName(c)),
    birthDate: c.birthDate,
    gender: c.gender,
    nss: c.nss,
    email: c.email,
    phone: c.phone,
  };
  return newFolioRecord(
    id,
    {
      status: CNCA_STATUS,
      bpId: input.bpId,
      uid: input.uid,
      rfc: c.rfc,
      curp: c.curp,
      client,
      paymentCapacity: input.paymentCapacity.toFixed(2),
      taskIdCnca: taskIdFor(id),
    },
    { offer: quoterOffer(input, input.quotation), cnca: { code: 'E0001' } },
  );
}

/** Creates requests/{pushId} as a CNCA folio and resolves to its id. */
export function createCncaFolio(db: Database, input: NewCncaFolio): Promise<string> {
  return pushFolio(db, input.customer.curp, (id) => cncaRequest(id, input));
}
