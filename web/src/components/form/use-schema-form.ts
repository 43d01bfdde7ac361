/**
 * A react-hook-form bound to a yup schema (house rule: forms are yup schemas).
 *
 * The form holds what the inputs give (mostly strings); onSubmit receives the schema's cast output.
 * yupResolver's typing cannot relate the two, so the one cast that bridges them lives here and not
 * in every form.
 */
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import type { AnyObjectSchema, Lazy } from 'yup';

/** An object schema, or a lazy one built from the values. */
export type FormSchema = AnyObjectSchema | Lazy<unknown>;

export function useSchemaForm<Raw extends FieldValues, Out extends FieldValues = Raw>(
  schema: FormSchema,
  defaultValues?: DefaultValues<Raw>,
): UseFormReturn<Raw, unknown, Out> {
  return useForm<Raw, unknown, Out>({
    resolver: yupResolver(schema as AnyObjectSchema) as never,
    ...(defaultValues === undefined ? {} : { defaultValues }),
  });
}
