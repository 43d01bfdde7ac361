/**
 * Folio writes under requests/{id} in the shape database.rules.json validates (DESIGN §3): every
 * write stamps lastUpdateAt (server time) and lastUpdateBy (the Firebase uid), which the rules
 * require whenever the status is written.
 */
import { push, ref, serverTimestamp, set, update } from 'firebase/database';
import type { Database } from 'firebase/database';

import { ACCOUNT_TYPE, DEFAULT_BANK_CODE, ORIGIN_TYPE } from '@/lib/request-model';
import type { ClientData } from '@/lib/request-model';

export const REQUESTS = 'requests';

export interface NewFolioInput {
  bpId: string;
  uid: string;
  curp: string;
  rfc: string;
  client: ClientData;
  /** A CLABE the gateway already knows for the client: the deposit step starts from it. */
  clabe?: string;
}

/** SPEC §3 blank request: status quoter, payment capacity 0, empty strings, origin type. */
export function blankRequest(id: string, input: NewFolioInput): Record<string, unknown> {
  const request: Record<string, unknown> = {
    id,
    uuid: '',
    status: 'quoter',
    currentPromoterBpId: input.bpId,
    taskIdCnca: '',
    taskId: '',
    folioIt: '',
    bioprocess: false,
    rfc: input.rfc,
    curp: input.curp,
    typeSaleAndOrigin: ORIGIN_TYPE,
    capacitySimulator: { perceptions: 0, deductions: 0, paymentCapacity: 0 },
    client: input.client,
    createdAt: serverTimestamp(),
    createdBy: input.uid,
    lastUpdateAt: serverTimestamp(),
    lastUpdateBy: input.uid,
  };
  if (input.clabe) {
    request.deposit = {
      paymentMethod: 6,
      bankCode: input.clabe.slice(0, 3) || DEFAULT_BANK_CODE,
      clabe: input.clabe,
      accountType: ACCOUNT_TYPE,
    };
  }
  return request;
}

/** Creates requests/{pushId} and resolves to its id. */
export async function createFolio(db: Database, input: NewFolioInput): Promise<string> {
  const node = push(ref(db, REQUESTS));
  const id = node.key!;
  await set(node, blankRequest(id, input));
  return id;
}

/**
 * Saves one capture step: `patch` is keyed by paths under the folio ('client/phone', 'deposit'…),
 * so a step replaces only what it owns; `status` moves the folio along the capture order.
 */
export async function saveStep(
  db: Database,
  id: string,
  uid: string,
  patch: Record<string, unknown>,
  status?: string,
): Promise<void> {
  const changes: Record<string, unknown> = {
    ...patch,
    lastUpdateAt: serverTimestamp(),
    lastUpdateBy: uid,
  };
  if (status) changes.status = status;
  await update(ref(db, `${REQUESTS}/${id}`), changes);
}

/** Marks a folio as discarded by its promoter (the "rechazadas por promotor" list). */
export async function discardFolio(
  db: Database,
  id: string,
  uid: string,
  reason: string,
): Promise<void> {
  await saveStep(db, id, uid, { discarded: { by: uid, reason, at: serverTimestamp() } });
}
