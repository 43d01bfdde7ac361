/**
 * A react-hook-form bound to a yup schema (house rule: forms are yup schemas).
 *
 * The form holds what the inputs give (mostly strings); onSubmit receives the schema's cast output.
 * yupResolver's typing cannot relate the two, so the one cast that bridges them lives here and not
 * in every form.
 */
import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { DefaultValues, FieldValues, Resolver, UseFormReturn } from 'react-hook-form';
import type { AnyObjectSchema, Lazy } from 'yup';

import { useLoadWhenIdle } from '@/lib/when-idle';

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

/**
 * useSchemaForm for a first screen that must take input before yup has arrived
 * (docs/adr/0084-one-chunk-before-the-app-runs.md): the schema module is imported when the page is
 * idle after its first render, or on the first validation if that comes sooner (a submit waits for
 * it). Until then the inputs work as in any react-hook-form. `load` is the first render's; a rule
 * that depends on what the page learns later reads it from `context` (the schema's validation
 * context, this render's at each validation).
 */
export function useSchemaFormLater<Raw extends FieldValues, Out extends FieldValues = Raw>(
  load: () => Promise<FormSchema>,
  defaultValues?: DefaultValues<Raw>,
  context?: unknown,
): UseFormReturn<Raw, unknown, Out> {
  const schema = useLoadWhenIdle(load);
  const [resolver] = useState(() => laterResolver<Raw, Out>(schema));
  return useForm<Raw, unknown, Out>({
    resolver,
    ...(defaultValues === undefined ? {} : { defaultValues }),
    ...(context === undefined ? {} : { context }),
  });
}

/** yup's resolver over the schema as it arrives (lib/when-idle.ts, useLoadWhenIdle). */
function laterResolver<Raw extends FieldValues, Out extends FieldValues>(
  schema: () => Promise<FormSchema>,
): Resolver<Raw, unknown, Out> {
  return async (values, context, options) => {
    const resolver = yupResolver((await schema()) as AnyObjectSchema) as unknown as Resolver<
      Raw,
      unknown,
      Out
    >;
    return resolver(values, context, options);
  };
}
