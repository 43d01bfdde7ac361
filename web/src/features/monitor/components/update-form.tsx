import { FieldError } from '@/components/form/field-error';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { monitor as t } from '@/copy/monitor';
import { statusLabel } from '@/entities/folio/request-model';

import { updateSchema } from '../schemas/operator';
import type { UpdateValues } from '../schemas/operator';

/**
 * The operator's repair: the operator's own key (checked by the function), one of the repairs allowed
 * from the folio's `from` status (`targets`), reason.
 */
export function UpdateForm({
  from,
  targets,
  onSubmit,
}: {
  from: string;
  targets: readonly string[];
  onSubmit: (v: UpdateValues) => Promise<void> | void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useSchemaForm<UpdateValues>(updateSchema(targets), { key: '', status: '', reason: '' });
  if (targets.length === 0) return <p>{t.update.none}</p>;
  const field = (name: keyof UpdateValues) => ({
    'aria-invalid': !!errors[name],
    'aria-describedby': errors[name] ? `monitor-${name}-error` : undefined,
  });
  const error = (name: keyof UpdateValues) => (
    <FieldError id={`monitor-${name}`} message={errors[name]?.message} />
  );
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label={t.update.form}>
      <label htmlFor="monitor-key">{t.update.key}</label>
      <input
        id="monitor-key"
        type="password"
        autoComplete="off"
        aria-describedby={errors.key ? 'monitor-key-error' : 'monitor-key-hint'}
        {...register('key')}
        aria-invalid={!!errors.key}
      />
      <small id="monitor-key-hint">{t.update.keyHint}</small>
      {error('key')}
      <label htmlFor="monitor-status">{t.update.status}</label>
      <select id="monitor-status" {...register('status')} {...field('status')}>
        <option value="">{t.update.placeholder}</option>
        {targets.map((s) => (
          <option key={s} value={s}>
            {t.update.option(t.update.repairs[`${from}>${s}`] ?? t.update.repair, statusLabel(s))}
          </option>
        ))}
      </select>
      {error('status')}
      <label htmlFor="monitor-reason">{t.update.reason}</label>
      <input id="monitor-reason" maxLength={200} {...register('reason')} {...field('reason')} />
      <small>{t.update.reasonHint}</small>
      {error('reason')}
      <p>
        <button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t.update.sending : t.update.submit}
        </button>
      </p>
    </form>
  );
}
