/** A labelled select whose first option is the 'Selecciona' placeholder (docs/requirements.md §5), with its error. */
import type { UseFormRegisterReturn } from 'react-hook-form';

import { staff } from '@/copy/es';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  id: string;
  label: string;
  /** The field's validation message, announced under it. */
  error?: string | undefined;
  registration: UseFormRegisterReturn;
  options: readonly SelectOption[];
  disabled?: boolean | undefined;
}

export function SelectField({
  id,
  label,
  error,
  registration,
  options,
  disabled,
}: SelectFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...registration}
      >
        <option value="">{staff.common.selectPlaceholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} role="alert" className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
