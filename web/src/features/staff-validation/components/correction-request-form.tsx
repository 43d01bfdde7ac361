import { useState } from 'react';

import { TextField } from '@/components/form/text-field';
import { corrections as t } from '@/copy/es';
import { CORRECTION_ANNEXES, CORRECTION_ITEMS } from '@/lib/folio-contract.gen';
import { useSchemaForm } from '@/lib/use-schema-form';

import { correctionRequestSchema, type CorrectionRequestValues } from '../schemas';

/**
 * What staff ask to correct: the contract's items and annexes as checkboxes (data-driven: a new
 * item in folio.json shows here) and the reason. The writer is the target's (the customer's link
 * or the promoter's return to capture); the promoter files no annexes.
 */
export function CorrectionRequestForm({
  writer,
  onSubmit,
  onCancel,
}: {
  writer: 'customer' | 'promoter';
  onSubmit: (v: CorrectionRequestValues) => Promise<void> | void;
  onCancel: () => void;
}) {
  const [annexes] = useState(() => (writer === 'customer' ? Object.keys(CORRECTION_ANNEXES) : []));
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useSchemaForm<CorrectionRequestValues>(correctionRequestSchema, {
    items: [],
    annexes: [],
    reason: '',
  });
  const pickError = errors.items?.message ?? errors.annexes?.message;
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate data-correction-request>
      <p>{writer === 'customer' ? t.request.introCustomer : t.request.introPromoter}</p>
      <fieldset className="choices">
        <legend>{t.request.items}</legend>
        {Object.entries(CORRECTION_ITEMS).map(([name, item]) => (
          <label key={name}>
            <input type="checkbox" value={name} data-item={name} {...register('items')} />{' '}
            {item.label}
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
      {pickError && (
        <p role="alert" className="field-error">
          {pickError}
        </p>
      )}
      <TextField
        id="correction-reason"
        label={t.request.reason}
        error={errors.reason?.message}
        maxLength={500}
        {...register('reason')}
      />
      <p style={{ display: 'flex', gap: '0.5rem', justifyContent: 'flex-end' }}>
        <button type="button" className="secondary" onClick={onCancel}>
          {t.request.cancel}
        </button>
        <button type="submit" disabled={isSubmitting}>
          {t.request.send}
        </button>
      </p>
    </form>
  );
}
