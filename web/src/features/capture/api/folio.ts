/**
 * Folio writes under requests/{id} in the shape database.rules.json validates (docs/design.md §3): every
 * write stamps lastUpdateAt (server time) and lastUpdateBy (the Firebase uid), which the rules
 * require whenever the status is written.
 */
import { ref, serverTimestamp, update } from 'firebase/database';
import type { Database } from 'firebase/database';

import {
  depositFromClabe,
  newFolioRecord,
  pushFolio,
  REQUESTS,
} from '@/entities/folio/folio-record';
import type { ClientData } from '@/entities/folio/request-model';

export { REQUESTS };

export interface NewFolioInput {
  bpId: string;
  uid: string;
  curp: string;
  rfc: string;
  client: ClientData;
  /** A CLABE the gateway already knows for the client: the deposit step starts from it. */
  clabe?: string;
}

/** docs/requirements.md §3 blank request: status quoter, payment capacity 0, empty strings, origin type. */
export function blankRequest(id: string, input: NewFolioInput): Record<string, unknown> {
  return newFolioRecord(
    id,
    { ...input, status: 'quoter' },
    input.clabe ? { deposit: depositFromClabe(input.clabe) } : {},
  );
}

/** Creates requests/{pushId} and resolves to its id. */
export function createFolio(db: Database, input: NewFolioInput): Promise<string> {
  return pushFolio(db, input.curp, (id) => blankRequest(id, input));
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
