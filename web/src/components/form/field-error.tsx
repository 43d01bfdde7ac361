/**
 * The one field error alert: announced (role="alert") and, when the field has an id, named
 * `<id>-error` so its input points at it with aria-describedby.
 */
import { get, useFormState } from 'react-hook-form';

export const errorIdOf = (id: string) => `${id}-error`;

export function FieldError({ id, message }: { id?: string | undefined; message?: string | null }) {
  if (!message) return null;
  return (
    <p id={id ? errorIdOf(id) : undefined} role="alert" className="field-error">
      {message}
    </p>
  );
}

/** The message of a field of the surrounding form (the kit's <Form>), if it has one. */
export function useFieldError(name: string): string | undefined {
  const { errors } = useFormState({ name });
  const message = (get(errors, name) as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? message : undefined;
}

/** The aria props that tie an input to its error alert. */
export function invalidProps(id: string, error: string | undefined) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorIdOf(id) : undefined,
  } as const;
}
