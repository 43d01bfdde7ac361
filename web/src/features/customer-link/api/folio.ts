/**
 * The customer's reads and writes of requests/{requestId}: exactly what the rules let a customer
 * link do (securityrules/README.md). Every status change carries lastUpdateAt = server time and
 * lastUpdateBy = the link's uid in the same write.
 */
import { onValue, ref, serverTimestamp, update } from 'firebase/database';
import type { Database } from 'firebase/database';

import type { Correction } from '@/entities/corrections/corrections';

import type { CustomerSteps } from '../model/steps';

/** The parts of the folio the customer screens show. */
export interface CustomerFolio {
  id?: string;
  uuid?: string;
  status?: string;
  /** What staff asked to correct (action 5), or why they rejected. */
  statusReason?: string;
  folioIt?: string;
  curp?: string;
  customerSteps?: CustomerSteps;
  link?: { action?: number; expiresAt?: number };
  client?: {
    names?: string;
    firstLastName?: string;
    secondLastName?: string;
    fullName?: string;
    birthDate?: string;
    phone?: string;
  };
  offer?: {
    quoter?: {
      amount?: number;
      term?: number;
      payment?: number;
      tasa?: number;
      cat?: number;
      product?: string;
      creditType?: string;
      agreement?: { name?: string; agreementGroup?: string; agreementItem?: string };
    };
  };
  deposit?: { paymentMethod?: number; clabe?: string; accountNumber?: string; bankCode?: string };
  contact?: { email?: string; phone?: string; mobilePhone?: string; homePhone?: string };
  /** What staff asked to correct after capture, and of whom (docs/contract.md). */
  correction?: Correction;
  documents?: Record<string, { status?: string; fileName?: string }>;
}

export const folioPath = (requestId: string) => `requests/${requestId}`;

/**
 * The SDK opens its WebSocket on a database's first reference: opening it while the link's session
 * is being started, rather than after it, brings a phone's first screen sooner.
 */
export function openConnection(db: Database): void {
  ref(db);
}

/** Live folio; `onError` gets permission errors (another link, signed out). */
export function watchFolio(
  db: Database,
  requestId: string,
  onData: (folio: CustomerFolio | null) => void,
  onError: (err: Error) => void,
): () => void {
  return onValue(
    ref(db, folioPath(requestId)),
    (snap) => onData(snap.val() as CustomerFolio | null),
    onError,
  );
}

/**
 * The one step the customer writes itself: consent. The steps that claim an upload (life test,
 * signature) are written by the functions once they registered it
 * (docs/adr/0049-evidence-held-by-the-server.md).
 */
export type CustomerStepName = 'consent';

/** docs/requirements.md §3 custom fields: consent 1013, life test 1016. */
export const CUSTOM_FIELD = { consent: 1013, otp: 1014, lifeTest: 1016 } as const;

export function saveCustomerStep(
  db: Database,
  requestId: string,
  step: CustomerStepName,
): Promise<void> {
  const value = { done: true, at: serverTimestamp(), customField: CUSTOM_FIELD[step] };
  return update(ref(db, folioPath(requestId)), { [`customerSteps/${step}`]: value });
}

/** A status change by the customer, stamped; `extra` paths are written in the same update. */
export function moveStatus(
  db: Database,
  requestId: string,
  uid: string,
  to: string,
  extra: Record<string, unknown> = {},
): Promise<void> {
  return update(ref(db, folioPath(requestId)), {
    ...extra,
    status: to,
    lastUpdateAt: serverTimestamp(),
    lastUpdateBy: uid,
  });
}
