/**
 * A react-hook-form bound to a yup schema (house rule: forms are yup schemas).
 *
 * The form holds what the inputs give (mostly strings); onSubmit receives the schema's cast output.
 * yupResolver's typing cannot relate the two, so the one cast that bridges them lives here and not
 * in every form.
 */
import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { DefaultValues, FieldValues, Resolver, UseFormReturn } from 'react-hook-form';
import type { AnyObjectSchema, Lazy } from 'yup';

import { whenIdle } from '@/lib/when-idle';

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
  const [later] = useState(() => laterResolver<Raw, Out>(load));
  useEffect(() => whenIdle(later.warm), [later]);
  return useForm<Raw, unknown, Out>({
    resolver: later.resolver,
    ...(defaultValues === undefined ? {} : { defaultValues }),
    ...(context === undefined ? {} : { context }),
  });
}

function laterResolver<Raw extends FieldValues, Out extends FieldValues>(
  load: () => Promise<FormSchema>,
) {
  let ready: Promise<Resolver<Raw, unknown, Out>> | undefined;
  const get = () =>
    (ready ??= load().then((schema) => yupResolver(schema as AnyObjectSchema) as never));
  const resolver: Resolver<Raw, unknown, Out> = async (values, context, options) =>
    (await get())(values, context, options);
  return { resolver, warm: () => void get().catch(() => (ready = undefined)) };
}
