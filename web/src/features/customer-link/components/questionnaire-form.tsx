import { useState } from 'react';

import { FieldError } from '@/components/form/field-error';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { customer as t } from '@/copy/es';

import { questionnaireSchema } from '../schemas/questionnaire-schema';
import type { QuestionnaireValues } from '../schemas/questionnaire-schema';

/** Spanish month names (docs/requirements.md §9). */
const MONTHS = new Array(12)
  .fill(0)
  .map((_, i) =>
    new Intl.DateTimeFormat('es-MX', { month: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2000, i, 1)),
    ),
  );

export interface QuestionnaireFormProps {
  /** Resolves to an error message, or null when the answers were accepted. */
  onAnswer: (values: QuestionnaireValues) => Promise<string | null>;
  disabled?: boolean;
  now?: Date;
}

export function QuestionnaireForm({
  onAnswer,
  disabled,
  now = new Date(),
}: QuestionnaireFormProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useSchemaForm<QuestionnaireValues>(questionnaireSchema, {
    day: '',
    month: '',
    year: '',
    firstLastName: '',
  });
  const submit = handleSubmit(async (v) => {
    setServerError(null);
    setServerError(await onAnswer(v));
  });
  const thisYear = now.getFullYear();
  const years = new Array(100).fill(0).map((_, i) => String(thisYear - 18 - i));
  const err = (name: keyof QuestionnaireValues) => (
    <FieldError id={`q-${name}`} message={errors[name]?.message} />
  );
  return (
    <form onSubmit={submit} noValidate>
      <p>{t.questionnaire.lead}</p>
      <fieldset className="cl-card">
        <legend>{t.questionnaire.birthDate}</legend>
        <div className="cl-date">
          <div>
            <label htmlFor="q-day">{t.questionnaire.day}</label>
            <select id="q-day" aria-invalid={!!errors.day} {...register('day')}>
              <option value="">{t.questionnaire.select}</option>
              {new Array(31).fill(0).map((_, i) => (
                <option key={i} value={String(i + 1)}>
                  {i + 1}
                </option>
              ))}
            </select>
            {err('day')}
          </div>
          <div>
            <label htmlFor="q-month">{t.questionnaire.month}</label>
            <select id="q-month" aria-invalid={!!errors.month} {...register('month')}>
              <option value="">{t.questionnaire.select}</option>
              {MONTHS.map((name, i) => (
                <option key={name} value={String(i + 1)}>
                  {name}
                </option>
              ))}
            </select>
            {err('month')}
          </div>
          <div>
            <label htmlFor="q-year">{t.questionnaire.year}</label>
            <select id="q-year" aria-invalid={!!errors.year} {...register('year')}>
              <option value="">{t.questionnaire.select}</option>
              {years.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </select>
            {err('year')}
          </div>
        </div>
      </fieldset>
      <label htmlFor="q-firstLastName">{t.questionnaire.firstLastName}</label>
      <input
        id="q-firstLastName"
        autoComplete="family-name"
        aria-invalid={!!errors.firstLastName}
        {...register('firstLastName')}
      />
      {err('firstLastName')}
      {serverError && (
        <p role="alert" className="alert">
          {serverError}
        </p>
      )}
      <button type="submit" disabled={isSubmitting || disabled}>
        {t.continue}
      </button>
    </form>
  );
}
