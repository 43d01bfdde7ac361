/**
 * A form of file inputs bound to a yup schema that loads later, without react-hook-form
 * (docs/adr/0089-file-forms-without-a-form-library.md). A customer's documents link is such forms
 * only, and react-hook-form was the largest file its first screen waited for on a phone.
 *
 * The inputs are the browser's own: a submit reads each named input's files, validates them with
 * the schema (imported when the page is idle, or by the first submit, which waits for it), shows
 * each field's first message and focuses the first refused input, as the kit's forms do. After a
 * refused submit, a change validates again and updates that field's message. `context` is the
 * schema's validation context: the handlers are this render's, so each validation reads the last.
 */
import type { ChangeEvent, FormEvent } from 'react';
import { useRef, useState } from 'react';

import { useLoadWhenIdle } from '@/lib/when-idle';

import type { FormSchema } from './use-schema-form';

/** What a submit reads: each named input's files (null when the input is not on screen). */
export type FileValues<N extends string> = Record<N, FileList | null>;

export type FileErrors<N extends string> = Partial<Record<N, string>>;

export interface FileForm<N extends string, Out> {
  /** The props of the input named `name`: its name and its change handler. */
  field: (name: N) => { name: N; onChange: (e: ChangeEvent<HTMLInputElement>) => void };
  errors: FileErrors<N>;
  isSubmitting: boolean;
  /** The form's onSubmit: `onValid` runs with the schema's output only when every field passes. */
  handleSubmit: (
    onValid: (values: Out) => Promise<void>,
  ) => (e: FormEvent<HTMLFormElement>) => Promise<void>;
  /** Empties the inputs and forgets the messages (after a file was taken). */
  reset: () => void;
}

type Checked<N extends string, Out> = { value: Out } | { errors: FileErrors<N> };

export function useFileFormLater<N extends string, Out = FileValues<N>>(
  load: () => Promise<FormSchema>,
  names: readonly N[],
  context?: unknown,
): FileForm<N, Out> {
  const schema = useLoadWhenIdle(load);
  const [errors, setErrors] = useState<FileErrors<N>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const form = useRef<HTMLFormElement | null>(null);
  const refused = useRef(false);

  const check = async (): Promise<Checked<N, Out>> => {
    const values = readFiles(form.current, names);
    try {
      return { value: (await (await schema()).validate(values, options(context))) as Out };
    } catch (e) {
      if (!isValidationError(e)) throw e;
      return { errors: messagesOf<N>(e) };
    }
  };

  const handleSubmit =
    (onValid: (values: Out) => Promise<void>) => async (e: FormEvent<HTMLFormElement>) => {
      e.preventDefault();
      form.current = e.currentTarget;
      setSubmitting(true);
      try {
        const result = await check();
        if ('errors' in result) {
          refused.current = true;
          setErrors(result.errors);
          const first = names.find((n) => result.errors[n]);
          if (first) inputOf(form.current, first)?.focus();
          return;
        }
        setErrors({});
        await onValid(result.value);
      } finally {
        setSubmitting(false);
      }
    };

  const field = (name: N) => ({
    name,
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      form.current = e.currentTarget.form;
      if (!refused.current) return;
      void check().then((result) =>
        setErrors((was) => ({
          ...was,
          [name]: 'errors' in result ? result.errors[name] : undefined,
        })),
      );
    },
  });

  const reset = () => {
    for (const n of names) {
      const input = inputOf(form.current, n);
      if (input) input.value = '';
    }
    refused.current = false;
    setErrors({});
  };

  return { field, errors, isSubmitting, handleSubmit, reset };
}

const options = (context: unknown) =>
  context === undefined
    ? { abortEarly: false }
    : { abortEarly: false, context: context as Record<string, unknown> };

function inputOf(form: HTMLFormElement | null, name: string): HTMLInputElement | null {
  const el = form?.elements.namedItem(name);
  return el instanceof HTMLInputElement ? el : null;
}

function readFiles<N extends string>(form: HTMLFormElement | null, names: readonly N[]) {
  const values = {} as FileValues<N>;
  for (const n of names) values[n] = inputOf(form, n)?.files ?? null;
  return values;
}

/** yup's ValidationError, recognised without importing yup (it comes with the schema). */
interface ValidationFailure {
  name: 'ValidationError';
  path?: string;
  message: string;
  inner: ValidationFailure[];
}

function isValidationError(e: unknown): e is ValidationFailure {
  return (
    typeof e === 'object' &&
    e !== null &&
    (e as { name?: unknown }).name === 'ValidationError' &&
    Array.isArray((e as { inner?: unknown }).inner)
  );
}

/** Each field's first message, by the field's name. */
function messagesOf<N extends string>(e: ValidationFailure): FileErrors<N> {
  const out: FileErrors<N> = {};
  for (const x of e.inner.length > 0 ? e.inner : [e]) {
    const name = x.path as N | undefined;
    if (name && out[name] === undefined) out[name] = x.message;
  }
  return out;
}
