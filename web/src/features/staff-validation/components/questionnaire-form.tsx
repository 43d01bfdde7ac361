import type { UseFormRegister } from 'react-hook-form';

import { FieldError } from '@/components/form/field-error';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { validation as t } from '@/copy/es';

import { questionnaireSchema } from '../schemas';
import type { Question } from '../schemas';

export type Answers = Record<string, string | string[]>;

function QuestionField({
  q,
  register,
  error,
}: {
  q: Question;
  register: UseFormRegister<Answers>;
  error?: string;
}) {
  const errorId = `${q.id}-error`;
  const described = error ? errorId : undefined;
  return (
    <fieldset aria-invalid={!!error} aria-describedby={described} data-type={q.type}>
      <legend>{q.text}</legend>
      {q.type === 'FT' ? (
        <textarea aria-label={q.text} maxLength={500} {...register(q.id)} />
      ) : (
        (q.options ?? []).map((o) => (
          <label key={o} style={{ display: 'block' }}>
            <input type={q.type === 'CB' ? 'checkbox' : 'radio'} value={o} {...register(q.id)} />{' '}
            {o}
          </label>
        ))
      )}
      {q.type === 'OP' && (
        <>
          <label style={{ display: 'block' }}>
            <input type="radio" value="__other" {...register(q.id)} /> {t.questionnaire.other}
          </label>
          <input
            aria-label={`${q.text} · ${t.questionnaire.other}`}
            {...register(`${q.id}Other`)}
          />
        </>
      )}
      <FieldError id={q.id} message={error} />
    </fieldset>
  );
}

/**
 * A questionnaire of OB/CB/FT/OP questions (docs/requirements.md §3); every question must be answered.
 * `readOnly` shows the saved answers without a way to change them.
 */
export function QuestionnaireForm({
  questions,
  defaultValues,
  onSubmit,
  readOnly = false,
}: {
  questions: readonly Question[];
  defaultValues?: Answers;
  onSubmit: (answers: Answers) => Promise<void> | void;
  readOnly?: boolean;
}) {
  const empty: Answers = {};
  for (const q of questions) empty[q.id] = q.type === 'CB' ? [] : '';
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useSchemaForm<Answers>(questionnaireSchema(questions), { ...empty, ...defaultValues });
  const message = (k: string) => {
    const e = errors[k] as { message?: string } | undefined;
    return e?.message;
  };
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <fieldset disabled={readOnly} style={{ border: 0, margin: 0, padding: 0, minInlineSize: 0 }}>
        {questions.map((q) => (
          <QuestionField
            key={q.id}
            q={q}
            register={register}
            error={message(q.id) ?? message(`${q.id}Other`)}
          />
        ))}
      </fieldset>
      {readOnly ? (
        <p role="status">{t.questionnaire.frozen}</p>
      ) : (
        <p>
          <button type="submit" disabled={isSubmitting}>
            {t.questionnaire.save}
          </button>
        </p>
      )}
    </form>
  );
}
