import { FieldError } from '@/components/form/field-error';
import { TextField } from '@/components/form/fields';
import { Form } from '@/components/form/form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { CancelSubmit } from '@/components/ui/cancel-submit';
import { corrections as t } from '@/copy/es';
import { annexesFor, itemsFor, type CorrectionWriter } from '@/entities/corrections/corrections';
import { CORRECTION_ANNEXES, CORRECTION_ITEMS } from '@/lib/folio-contract.gen';

import { correctionRequestSchema, type CorrectionRequestValues } from '../schemas';

const INTRO: Record<CorrectionWriter, string> = {
  customer: t.request.introCustomer,
  promoter: t.request.introPromoter,
  staff: t.request.introStaff,
};

/**
 * What staff ask to correct: the contract's items the writer may correct and, for the customer,
 * its annexes, as checkboxes (data-driven: a new item in folio.json shows here), and the reason.
 * The writer is the target's: the customer's link, the promoter's return to capture, or staff
 * correcting in place (the requesting admin; another approves).
 */
export function CorrectionRequestForm({
  writer,
  onSubmit,
  onCancel,
}: {
  writer: CorrectionWriter;
  onSubmit: (v: CorrectionRequestValues) => Promise<void> | void;
  onCancel: () => void;
}) {
  const items = itemsFor(writer);
  const annexes = annexesFor(writer);
  const form = useSchemaForm<CorrectionRequestValues>(correctionRequestSchema, {
    items: [],
    annexes: [],
    reason: '',
  });
  const { register } = form;
  const { errors, isSubmitting } = form.formState;
  const pickError = errors.items?.message ?? errors.annexes?.message;
  return (
    <Form form={form} onSubmit={onSubmit} data-correction-request>
      <p>{INTRO[writer]}</p>
      <fieldset className="choices">
        <legend>{t.request.items}</legend>
        {items.map((name) => (
          <label key={name}>
            <input type="checkbox" value={name} data-item={name} {...register('items')} />{' '}
            {CORRECTION_ITEMS[name]!.label}
          </label>
        ))}
      </fieldset>
      {annexes.length > 0 && (
        <fieldset className="choices">
          <legend>{t.request.annexes}</legend>
          {annexes.map((name) => (
            <label key={name}>
              <input type="checkbox" value={name} data-annex={name} {...register('annexes')} />{' '}
              {CORRECTION_ANNEXES[name]}
            </label>
          ))}
        </fieldset>
      )}
      <FieldError message={pickError} />
      <TextField id="correction-reason" label={t.request.reason} maxLength={500} name="reason" />
      <CancelSubmit
        busy={isSubmitting}
        cancel={t.request.cancel}
        submit={t.request.send}
        onCancel={onCancel}
      />
    </Form>
  );
}
