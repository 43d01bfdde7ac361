/**
 * Staff writes (securityrules/README.md): a status change carries lastUpdateAt (server time) and
 * lastUpdateBy (uid), plus requestedAction for validation → sentForSignature, an optional
 * statusReason and the contract's stamps (documentsValidatedBy with fileValidation → validation); errors/cox/{n}/attended; requests/{id}/questionnaires/{kind}.
 */
import { ref, serverTimestamp, update } from 'firebase/database';
import type { Database } from 'firebase/database';

export interface TransitionExtra {
  requestedAction?: number;
  statusReason?: string;
  /** Fields the move stamps with the taker's bpId (the contract's `stamp`: documentsValidatedBy). */
  stamps?: Record<string, string>;
  /** A correction opened with the move (docs/contract.md, corrections after capture). */
  correction?: Record<string, unknown>;
}

/** The multi-path update that moves folio `id` to `to` (exported for its test). */
export function transitionUpdate(
  uid: string,
  to: string,
  extra: TransitionExtra = {},
): Record<string, unknown> {
  const patch: Record<string, unknown> = {
    status: to,
    lastUpdateAt: serverTimestamp(),
    lastUpdateBy: uid,
  };
  if (extra.requestedAction !== undefined) patch.requestedAction = extra.requestedAction;
  if (extra.statusReason) patch.statusReason = extra.statusReason.slice(0, 500);
  Object.assign(patch, extra.stamps);
  if (extra.correction) patch.correction = extra.correction;
  return patch;
}

/** A multi-path write to folio `id`, stamped with its writer and the server's time. */
function stampedUpdate(db: Database, id: string, uid: string, patch: Record<string, unknown>) {
  return update(ref(db, `requests/${id}`), {
    ...patch,
    lastUpdateAt: serverTimestamp(),
    lastUpdateBy: uid,
  });
}

export async function transitionFolio(
  db: Database,
  id: string,
  uid: string,
  to: string,
  extra?: TransitionExtra,
): Promise<void> {
  await update(ref(db, `requests/${id}`), transitionUpdate(uid, to, extra));
}

export async function markCoxErrorAttended(db: Database, probankNumber: string): Promise<void> {
  await setCoxErrorAttended(db, probankNumber, true);
}

/** The attended toggle of errors/cox/{n} (admin staff; the rules allow only this field). */
export async function setCoxErrorAttended(
  db: Database,
  probankNumber: string,
  attended: boolean,
): Promise<void> {
  await update(ref(db, `errors/cox/${probankNumber}`), { attended });
}

export type QuestionnaireKind = 'medical' | 'vulnerability';

export async function saveQuestionnaire(
  db: Database,
  id: string,
  uid: string,
  kind: QuestionnaireKind,
  answers: Record<string, unknown>,
  extra: Record<string, unknown> = {},
): Promise<void> {
  await stampedUpdate(db, id, uid, {
    ...extra,
    [`questionnaires/${kind}`]: { answers, savedBy: uid, savedAt: serverTimestamp() },
  });
}

/**
 * A second admin approves an open correction: closes it and records who (the rules refuse the
 * admin who requested it; docs/adr/0053-corrections-after-capture.md).
 */
export async function approveCorrection(db: Database, id: string, uid: string, bpId: string) {
  await stampedUpdate(db, id, uid, {
    'correction/open': false,
    'correction/approvedBy': bpId,
    'correction/approvedAt': serverTimestamp(),
  });
}

/**
 * The promoter submits its correction (captureCorrection → fileValidation): the corrected paths and
 * the move in one write; the rules open only the items the correction names.
 */
export async function submitPromoterCorrection(
  db: Database,
  id: string,
  uid: string,
  patch: Record<string, unknown>,
) {
  await stampedUpdate(db, id, uid, {
    ...patch,
    status: 'fileValidation',
  });
}

/**
 * Staff correcting in place (docs/contract.md, corrections): the admin writes the correction that
 * names itself as the writer, with no move; the rules open the named items to it alone.
 */
export async function openStaffCorrection(
  db: Database,
  id: string,
  uid: string,
  correction: Record<string, unknown>,
) {
  await stampedUpdate(db, id, uid, {
    correction,
  });
}

/** The requesting admin's corrected paths (the rules refuse any other path and any other admin). */
export async function saveStaffCorrection(
  db: Database,
  id: string,
  uid: string,
  patch: Record<string, unknown>,
) {
  await stampedUpdate(db, id, uid, {
    ...patch,
  });
}
