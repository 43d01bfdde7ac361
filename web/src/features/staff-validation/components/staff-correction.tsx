import { serverTimestamp } from 'firebase/database';
import { useState } from 'react';
import { useAuth, useDatabase } from 'reactfire';

import { Dialog } from '@/components/ui/dialog';
import { corrections as t } from '@/copy/es';
import { CorrectionFieldsForm } from '@/entities/corrections/correction-fields-form';
import {
  correctionFields,
  newCorrection,
  type Correction,
} from '@/entities/corrections/corrections';
import { openFor } from '@/entities/corrections/requested';
import { CORRECTION_WRITER_STATUSES, type FolioStatus } from '@/lib/folio-contract.gen';
import { logger } from '@/lib/logger';
import { toast } from '@/stores/notifications';

import { openStaffCorrection, saveStaffCorrection } from '../api';
import { bpIdOf } from '../transitions';
import { CorrectionRequestForm } from './correction-request-form';

/**
 * Staff correcting in place (validacion-edicion): in the statuses the contract gives the staff
 * writer, an admin names the items it will correct itself and then edits exactly those; the rules
 * open them to that admin alone, and another admin approves (four-eyes, the correction panel).
 */
export function StaffCorrection({
  folio,
}: {
  folio: { id: string; status?: string; correction?: Correction };
}) {
  const db = useDatabase();
  const auth = useAuth();
  const me = bpIdOf(auth.currentUser?.uid);
  const [asking, setAsking] = useState(false);
  const statuses: readonly string[] = CORRECTION_WRITER_STATUSES.staff;
  if (!me || !statuses.includes(folio.status as FolioStatus)) return null;
  const c = folio.correction;
  const uid = auth.currentUser!.uid;
  if (c?.open) {
    if (!openFor(c, 'staff') || c.requestedBy !== me) return null;
    const save = async (patch: Record<string, unknown>) => {
      try {
        await saveStaffCorrection(db, folio.id, uid, patch);
        toast(t.form.saved, { kind: 'success' });
        return null;
      } catch (err) {
        logger.error('staff correction refused', { id: folio.id }, err);
        return t.form.sendError;
      }
    };
    return (
      <section aria-labelledby="staff-correction-title" data-staff-correction>
        <h2 id="staff-correction-title">{t.request.titleStaff}</h2>
        <CorrectionFieldsForm fields={correctionFields(c)} folio={folio} onSend={save} />
      </section>
    );
  }
  return (
    <section data-staff-correction>
      <p>
        <button
          type="button"
          className="secondary"
          data-staff-correct
          onClick={() => setAsking(true)}
        >
          {t.request.titleStaff}
        </button>
      </p>
      {asking && (
        <Dialog title={t.request.titleStaff} onClose={() => setAsking(false)}>
          <CorrectionRequestForm
            writer="staff"
            onCancel={() => setAsking(false)}
            onSubmit={async ({ items, reason }) => {
              try {
                await openStaffCorrection(
                  db,
                  folio.id,
                  uid,
                  newCorrection('staff', items, [], reason, me, serverTimestamp()) as Record<
                    string,
                    unknown
                  >,
                );
                setAsking(false);
              } catch (err) {
                logger.error('staff correction not opened', { id: folio.id }, err);
                toast(t.form.sendError, { kind: 'error' });
              }
            }}
          />
        </Dialog>
      )}
    </section>
  );
}
