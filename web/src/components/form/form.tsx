/**
 * The form kit's root (docs/adr/0064-entities-layer.md): a react-hook-form from useSchemaForm,
 * provided to every field below it, and a form that never lets the browser validate (the yup
 * schema's Spanish messages are the only ones shown, docs/requirements.md §5).
 */
import type { FormHTMLAttributes, ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import type { FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form';

export interface FormProps<Raw extends FieldValues, Out extends FieldValues> extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'noValidate'
> {
  form: UseFormReturn<Raw, unknown, Out>;
  onSubmit: SubmitHandler<Out>;
  children: ReactNode;
}

export function Form<Raw extends FieldValues, Out extends FieldValues = Raw>({
  form,
  onSubmit,
  children,
  ...attrs
}: FormProps<Raw, Out>) {
  return (
    <FormProvider {...form}>
      <form {...attrs} noValidate onSubmit={form.handleSubmit(onSubmit)}>
        {children}
      </form>
    </FormProvider>
  );
}
