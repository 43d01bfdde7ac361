import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';

import { FieldError } from '@/components/form/field-error';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { customer as t } from '@/copy/es';

import { acceptSchema } from '../schemas/accept-schema';
import type { AcceptValues } from '../schemas/accept-schema';

export interface AcceptFormProps {
  id: string;
  label: string;
  mustAccept: string;
  children?: ReactNode;
  submitLabel?: string;
  /** Resolves to an error message, or null. */
  onAccept: () => Promise<string | null>;
}

/** A text to read and one box to tick (consent, terms, Círculo de Crédito clauses). */
export function AcceptForm({
  id,
  label,
  mustAccept,
  children,
  submitLabel,
  onAccept,
}: AcceptFormProps) {
  const schema = useMemo(() => acceptSchema(mustAccept), [mustAccept]);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useSchemaForm<AcceptValues>(schema, { accept: false });
  const submit = handleSubmit(async () => {
    setServerError(null);
    setServerError(await onAccept());
  });
  return (
    <form onSubmit={submit} noValidate>
      {children}
      <label className="cl-check" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          aria-invalid={!!errors.accept}
          aria-describedby={errors.accept ? `${id}-error` : undefined}
          {...register('accept')}
        />
        <span>{label}</span>
      </label>
      <FieldError id={id} message={errors.accept?.message} />
      {serverError && (
        <p role="alert" className="alert">
          {serverError}
        </p>
      )}
      <button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t.saving : (submitLabel ?? t.continue)}
      </button>
    </form>
  );
}
