import { FieldError } from '@/components/form/field-error';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { CancelSubmit } from '@/components/ui/cancel-submit';
import { validation as t } from '@/copy/es';

import { signatureSchema } from '../schemas';
import type { SignatureValues } from '../schemas';

/** Enviar a firma: what the customer must do next (requestedAction among `actions`). */
export function SignatureForm({
  actions,
  onSubmit,
  onCancel,
}: {
  actions: readonly number[];
  onSubmit: (v: SignatureValues) => Promise<void> | void;
  onCancel: () => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useSchemaForm<SignatureValues>(signatureSchema(actions), { requestedAction: '' });
  const error = errors.requestedAction?.message;
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <fieldset
        aria-invalid={!!error}
        aria-describedby={error ? 'requested-action-error' : undefined}
      >
        <legend>{t.signatureLabel}</legend>
        {actions.map((a) => (
          <label key={a} style={{ display: 'block' }}>
            <input type="radio" value={String(a)} {...register('requestedAction')} />{' '}
            {t.requestedActions[a] ?? String(a)}
          </label>
        ))}
      </fieldset>
      <FieldError id="requested-action" message={error} />
      <CancelSubmit busy={isSubmitting} cancel={t.cancel} submit={t.confirm} onCancel={onCancel} />
    </form>
  );
}
