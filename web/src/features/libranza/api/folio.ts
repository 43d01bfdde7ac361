/**
 * The carta libranza folio under requests/{id}: the resultados screen creates it straight at the
 * letterLibranza step (an initial status for promoters holding the libranza claim, docs/design.md §4), with
 * the chosen offer; the rules refuse it to anyone without the claim, whatever the cookie says.
 */
import type { Database } from 'firebase/database';

import { clientNames, newFolioRecord, pushFolio, quoterOffer } from '@/entities/folio/folio-record';

import type { Customer, Quotation } from './gateway';

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
  const c = input.customer;
  return newFolioRecord(
    id,
    {
      status: 'letterLibranza',
      bpId: input.bpId,
      uid: input.uid,
      rfc: c.rfc,
      curp: c.curp,
      client: clientNames(c),
      paymentCapacity: input.paymentCapacity,
    },
    { offer: quoterOffer(input, input.quotation) },
  );
}

/** Creates requests/{pushId} at letterLibranza and resolves to its id. */
export function createLetterFolio(db: Database, input: LetterFolioInput): Promise<string> {
  return pushFolio(db, input.customer.curp, (id) => letterFolioRecord(id, input));
}
