import type { ReactNode } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';

import { Form } from '@/components/form/form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import type { FormSchema } from '@/components/form/use-schema-form';

import { SubmitButton } from './step-submit';

/** What a capture step's form takes: its values so far and what saves the schema's output. */
export interface StepFormProps<Raw extends FieldValues, Out extends FieldValues> {
  defaultValues?: Raw;
  onSubmit: (v: Out) => Promise<void> | void;
}

/**
 * A capture step's form: the step's intro, its fields, and the step's submit button, busy while
 * the step saves.
 */
export function StepForm<Raw extends FieldValues, Out extends FieldValues = Raw>({
  schema,
  defaultValues,
  onSubmit,
  intro,
  submitLabel,
  children,
}: StepFormProps<Raw, Out> & {
  schema: FormSchema;
  intro?: string;
  submitLabel?: string;
  children: ReactNode;
}) {
  const form = useSchemaForm<Raw, Out>(schema, defaultValues as DefaultValues<Raw> | undefined);
  return (
    <Form form={form} onSubmit={onSubmit}>
      {intro !== undefined && <p>{intro}</p>}
      {children}
      <SubmitButton busy={form.formState.isSubmitting} label={submitLabel} />
    </Form>
  );
}
