import { TextField } from '@/components/form/text-field';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { validation as t } from '@/copy/es';

import { reasonSchema } from '../schemas';
import type { ReasonValues } from '../schemas';

/**
 * The rejection modal's form: the reason (statusReason) is required. `intro` and `label` reword it
 * for staff action 5 (what the customer must correct).
 */
export function ReasonForm({
  onSubmit,
  onCancel,
  intro = t.reasonIntro,
  label = t.reasonLabel,
}: {
  onSubmit: (v: ReasonValues) => Promise<void> | void;
  onCancel: () => void;
  intro?: string;
  label?: string;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useSchemaForm<ReasonValues>(reasonSchema, { statusReason: '' });
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <p>{intro}</p>
      <TextField
        id="status-reason"
        label={label}
        error={errors.statusReason?.message}
        maxLength={500}
        {...register('statusReason')}
      />
      <p style={{ display: 'flex', gap: '0.5rem', justifyContent: 'flex-end' }}>
        <button type="button" className="secondary" onClick={onCancel}>
          {t.cancel}
        </button>
        <button type="submit" disabled={isSubmitting}>
          {t.confirm}
        </button>
      </p>
    </form>
  );
}
