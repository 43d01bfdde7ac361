import { serverTimestamp } from 'firebase/database';
import { useState } from 'react';
import { useAuth, useDatabase } from 'reactfire';

import { Dialog } from '@/components/ui/dialog';
import { corrections, documents as docCopy, validation as t } from '@/copy/es';
import { missingRequired, useDocumentCatalogue } from '@/entities/catalogue/document-catalogue';
import {
  closedByCorrection,
  newCorrection,
  type Correction,
} from '@/entities/corrections/corrections';
import { statusLabel } from '@/entities/folio/request-model';
import { logger } from '@/lib/logger';
import { toast } from '@/stores/notifications';

import { transitionFolio } from '../api';
import type { TransitionExtra } from '../api';
import {
  asksReason,
  blockedByFourEyes,
  bpIdOf,
  correctionWriter,
  isCorrection,
  isRejection,
  lacksRequired,
  requestedActionsFor,
  staffTargets,
  stampFor,
} from '../transitions';
import { CorrectionRequestForm } from './correction-request-form';
import { ReasonForm } from './reason-form';
import { SignatureForm } from './signature-form';

/** The label of the button that moves a folio to `to`. */
export function targetLabel(to: string): string {
  return t.targets[to] ?? statusLabel(to);
}

/** One button per staff target of `status` (the folio contract), or a note when there is none. */
export function ActionButtons({
  status,
  disabled,
  onChoose,
}: {
  status: string;
  disabled?: boolean;
  onChoose: (to: string) => void;
}) {
  const targets = staffTargets(status);
  if (targets.length === 0) return <p>{t.noActions}</p>;
  return (
    <p style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      {targets.map((to) => (
        <button
          key={to}
          type="button"
          data-target={to}
          className={isRejection(to) ? 'danger' : undefined}
          disabled={disabled}
          onClick={() => onChoose(to)}
        >
          {targetLabel(to)}
        </button>
      ))}
    </p>
  );
}

/**
 * The action buttons the folio contract allows admin staff from the folio's current status.
 * Rejections ask for the reason; action 5 (documentsReprocessing) asks what the customer must
 * correct, and the functions text the customer a link with action 5; validation →
 * sentForSignature asks for the link action. A move the contract stamps writes the taker's bpId
 * (documentsValidatedBy); a four-eyes move by the staff member the folio records is explained,
 * not written (the rules refuse it too; docs/adr/0040-staff-desk-and-four-eyes.md).
 */
export function StaffActions({
  id,
  status,
  folio,
}: {
  id: string;
  status: string;
  /** The folio as read, for the four-eyes fields (documentsValidatedBy). */
  folio?: Record<string, unknown>;
}) {
  const db = useDatabase();
  const auth = useAuth();
  const [open, setOpen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const me = bpIdOf(auth.currentUser?.uid);
  const catalogue = useDocumentCatalogue();

  const move = async (to: string, extra: TransitionExtra = {}) => {
    const uid = auth.currentUser?.uid;
    setBusy(true);
    try {
      if (!uid) throw new Error('not signed in to Firebase');
      const field = stampFor(status, to);
      await transitionFolio(
        db,
        id,
        uid,
        to,
        field ? { ...extra, stamps: { [field]: bpIdOf(uid) } } : extra,
      );
      setOpen(null);
      toast(t.saved, { kind: 'success' });
    } catch (err) {
      logger.error('staff transition refused', { id, from: status, to }, err);
      toast(t.saveError, { kind: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const click = (to: string) => {
    setRefused(null);
    if (blockedByFourEyes(folio, status, to, me)) setRefused(t.fourEyes.sameStaff);
    else if (closedByCorrection(folio?.correction as Correction | undefined, to))
      setRefused(corrections.panel.closeFirst);
    else if (lacksRequired(folio, status, to)) {
      const names = missingRequired(catalogue, folio?.documents).map((d) => d.name);
      setRefused(names.length ? docCopy.missingRequired(names.join(', ')) : docCopy.missingSome);
    } else if (asksReason(to) || requestedActionsFor(status, to).length > 0) setOpen(to);
    else void move(to);
  };

  return (
    <section aria-labelledby="staff-actions-title">
      <h2 id="staff-actions-title">{t.actionsTitle}</h2>
      <ActionButtons status={status} disabled={busy} onChoose={click} />
      {refused && (
        <p role="alert" className="alert" data-four-eyes>
          {refused}
        </p>
      )}
      {open && isRejection(open) && (
        <Dialog title={t.reasonTitle} onClose={() => setOpen(null)}>
          <ReasonForm
            onCancel={() => setOpen(null)}
            onSubmit={({ statusReason }) => move(open, { statusReason })}
          />
        </Dialog>
      )}
      {open && isCorrection(open) && (
        <Dialog
          title={
            correctionWriter(open) === 'customer'
              ? corrections.request.titleCustomer
              : corrections.request.titlePromoter
          }
          onClose={() => setOpen(null)}
        >
          <CorrectionRequestForm
            writer={correctionWriter(open)}
            onCancel={() => setOpen(null)}
            onSubmit={({ items, annexes, reason }) =>
              move(open, {
                statusReason: reason,
                correction: newCorrection(
                  correctionWriter(open),
                  items,
                  annexes,
                  reason,
                  me,
                  serverTimestamp(),
                ) as Record<string, unknown>,
              })
            }
          />
        </Dialog>
      )}
      {open && !asksReason(open) && (
        <Dialog title={t.signatureTitle} onClose={() => setOpen(null)}>
          <SignatureForm
            actions={requestedActionsFor(status, open)}
            onCancel={() => setOpen(null)}
            onSubmit={({ requestedAction }) =>
              move(open, { requestedAction: Number(requestedAction) })
            }
          />
        </Dialog>
      )}
    </section>
  );
}
