import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

import { libranza as t } from '@/copy/libranza';

/** A labelled select whose first option is the 'Selecciona' placeholder (SPEC §5). */
export function SelectField({
  id,
  label,
  error,
  registration,
  options,
}: {
  id: string;
  label: string;
  error?: FieldError | undefined;
  registration: UseFormRegisterReturn;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...registration}
      >
        <option value="">{t.quoter.placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error?.message && (
        <p id={`${id}-error`} role="alert" className="field-error">
          {error.message}
        </p>
      )}
    </div>
  );
}
