/**
 * Labelled inputs for the capture forms: each error is announced (role="alert") and tied to its
 * input with aria-describedby, so a bad submit reads out every SPEC message.
 */
import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import type {
  Control,
  FieldError,
  FieldValues,
  Path,
  UseFormRegisterReturn,
} from 'react-hook-form';

import { DatePicker } from '@/components/ui/date-picker';
import { SelectField as UiSelectField } from '@/components/ui/select-field';
import { SubmitButton as UiSubmitButton } from '@/components/ui/submit-button';
import { staff } from '@/copy/es';

export function FieldErrorText({ id, error }: { id: string; error?: FieldError | undefined }) {
  if (!error?.message) return null;
  return (
    <p id={`${id}-error`} role="alert" className="field-error">
      {error.message}
    </p>
  );
}

interface BaseProps {
  id: string;
  label: string;
  error?: FieldError | undefined;
  hint?: ReactNode;
  optional?: boolean;
}

function LabelText({ label, optional }: { label: string; optional?: boolean | undefined }) {
  return (
    <>
      {label}
      {optional ? ` ${staff.common.optional}` : ''}
    </>
  );
}

export function TextField({
  id,
  label,
  error,
  hint,
  optional,
  registration,
  inputMode,
  autoComplete,
  type = 'text',
}: BaseProps & {
  registration: UseFormRegisterReturn;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email';
  autoComplete?: string;
  type?: string;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>
        <LabelText label={label} optional={optional} />
      </label>
      <input
        id={id}
        type={type}
        inputMode={inputMode}
        autoComplete={autoComplete ?? 'off'}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...registration}
      />
      {hint}
      <FieldErrorText id={id} error={error} />
    </div>
  );
}

/** The shared select, with this form's optional mark and FieldError. */
export function SelectField({
  label,
  error,
  optional,
  ...rest
}: BaseProps & {
  registration: UseFormRegisterReturn;
  options: readonly { value: string; label: string }[];
  disabled?: boolean;
}) {
  return (
    <UiSelectField
      {...rest}
      label={optional ? `${label} ${staff.common.optional}` : label}
      error={error?.message}
    />
  );
}

export function RadioField({
  id,
  label,
  error,
  registration,
  options,
}: BaseProps & {
  registration: UseFormRegisterReturn;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <fieldset
      className="field"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend>{label}</legend>
      {options.map((o) => (
        <label key={o.value} style={{ fontWeight: 400, marginTop: '0.25rem' }}>
          <input
            type="radio"
            value={o.value}
            style={{ width: 'auto', minHeight: 0, marginRight: '0.5rem' }}
            {...registration}
          />
          {o.label}
        </label>
      ))}
      <FieldErrorText id={id} error={error} />
    </fieldset>
  );
}

/** A date typed as dd/mm/aaaa or picked from the calendar; the form holds the typed text. */
export function DateField<T extends FieldValues, O extends FieldValues = T>({
  id,
  label,
  error,
  optional,
  control,
  name,
  defaultYear,
}: BaseProps & { control: Control<T, unknown, O>; name: Path<T>; defaultYear?: number }) {
  return (
    <div className="field">
      <label htmlFor={id}>
        <LabelText label={label} optional={optional} />
      </label>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <DatePicker
            id={id}
            name={field.name}
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            defaultYear={defaultYear}
            invalid={!!error}
            describedBy={error ? `${id}-error` : undefined}
          />
        )}
      />
      <FieldErrorText id={id} error={error} />
    </div>
  );
}

/** The step's submit button. */
export function SubmitButton({ busy, label }: { busy: boolean; label?: string }) {
  return (
    <UiSubmitButton
      busy={busy}
      label={label ?? staff.common.continue}
      busyLabel={staff.common.saving}
    />
  );
}

export const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));
