import { useState } from 'react';
import { useAuth, useDatabase } from 'reactfire';

import { TextField } from '@/components/form/fields';
import { Form } from '@/components/form/form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { CancelSubmit } from '@/components/ui/cancel-submit';
import { Dialog } from '@/components/ui/dialog';
import { staff } from '@/copy/es';
import { logger } from '@/lib/logger';
import { toast } from '@/stores/notifications';

import { discardFolio } from '../api/folio';
import { discardSchema } from '../schemas/discard-schema';
import type { DiscardForm as Values } from '../schemas/discard-schema';

const t = staff.lists;

export function DiscardForm({
  onSubmit,
  onCancel,
}: {
  onSubmit: (v: Values) => Promise<void> | void;
  onCancel: () => void;
}) {
  const form = useSchemaForm<{ reason: string }, Values>(discardSchema, { reason: '' });
  const { isSubmitting } = form.formState;
  return (
    <Form form={form} onSubmit={onSubmit}>
      <TextField id="discard-reason" label={t.discardReason} name="reason" />
      <CancelSubmit
        busy={isSubmitting}
        cancel={staff.common.cancel}
        submit={t.discardConfirm}
        onCancel={onCancel}
      />
    </Form>
  );
}

/** "Descartar" on a folio in capture: asks for the reason, then marks it discarded. */
export function DiscardFolioButton({ id }: { id: string }) {
  const db = useDatabase();
  const auth = useAuth();
  const [open, setOpen] = useState(false);
  const discard = async ({ reason }: Values) => {
    const uid = auth.currentUser?.uid;
    try {
      if (!uid) throw new Error('not signed in to Firebase');
      await discardFolio(db, id, uid, reason);
      setOpen(false);
    } catch (err) {
      logger.error('folio not discarded', { id }, err);
      toast(staff.common.saveError, { kind: 'error' });
    }
  };
  return (
    <>
      <button
        type="button"
        className="secondary"
        aria-label={`${t.discard} ${id}`}
        onClick={() => setOpen(true)}
      >
        {t.discard}
      </button>
      {open && (
        <Dialog title={t.discardTitle} onClose={() => setOpen(false)} actions={null}>
          <DiscardForm onSubmit={discard} onCancel={() => setOpen(false)} />
        </Dialog>
      )}
    </>
  );
}
