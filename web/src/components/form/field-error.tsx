/**
 * The one field error alert: announced (role="alert") and, when the field has an id, named
 * `<id>-error` so its input points at it with aria-describedby. It holds no form library: a form
 * without react-hook-form (use-file-form.ts) shows its messages with it too.
 */
export const errorIdOf = (id: string) => `${id}-error`;

export function FieldError({ id, message }: { id?: string | undefined; message?: string | null }) {
  if (!message) return null;
  return (
    <p id={id ? errorIdOf(id) : undefined} role="alert" className="field-error">
      {message}
    </p>
  );
}

/** The aria props that tie an input to its error alert. */
export function invalidProps(id: string, error: string | undefined) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorIdOf(id) : undefined,
  } as const;
}
