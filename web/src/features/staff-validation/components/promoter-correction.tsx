import { useAuth, useDatabase } from 'reactfire';

import { corrections as t } from '@/copy/es';
import { CorrectionFieldsForm } from '@/entities/corrections/correction-fields-form';
import { correctionFields } from '@/entities/corrections/corrections';
import { openFor } from '@/entities/corrections/requested';
import type { Folio } from '@/lib/folio-contract.gen';
import { logger } from '@/lib/logger';

import { submitPromoterCorrection } from '../api';
import { bpIdOf } from '../transitions';

/**
 * The promoter's return to capture (captureCorrection): inputs for exactly the items the open
 * correction names, submitted with the move back to fileValidation. Shown only to the folio's
 * promoter while the correction is its own.
 */
export function PromoterCorrection({
  folio,
}: {
  folio: Pick<Folio, 'status' | 'currentPromoterBpId' | 'correction'> & { id: string };
}) {
  const db = useDatabase();
  const auth = useAuth();
  const me = bpIdOf(auth.currentUser?.uid);
  if (folio.status !== 'captureCorrection' || !openFor(folio.correction, 'promoter')) return null;
  if (!me || folio.currentPromoterBpId !== me) return null;
  const fields = correctionFields(folio.correction);
  const send = async (patch: Record<string, unknown>) => {
    try {
      await submitPromoterCorrection(db, folio.id, auth.currentUser!.uid, patch);
      return null;
    } catch (err) {
      logger.error('promoter correction refused', { id: folio.id }, err);
      return t.form.sendError;
    }
  };
  return (
    <section aria-labelledby="promoter-correction-title" data-promoter-correction>
      <h2 id="promoter-correction-title">{t.form.title}</h2>
      <CorrectionFieldsForm fields={fields} folio={folio} onSend={send} />
    </section>
  );
}
