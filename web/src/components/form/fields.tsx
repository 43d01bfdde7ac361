/**
 * The form kit's fields (docs/adr/0064-entities-layer.md): each takes its `name` in the
 * surrounding <Form>, registers itself and shows that field's message in the one FieldError,
 * tied to the input with aria-describedby, so a bad submit reads out every Spanish message.
 * `id` defaults to the name; labels are the copy catalogue's, word for word.
 */
import type { InputHTMLAttributes, ReactNode } from 'react';
import { get, useFormContext, useFormState } from 'react-hook-form';

import { staffCommon } from '@/copy/staff-lists';

import { FieldError, invalidProps } from './field-error';

export interface BaseProps {
  name: string;
  id?: string;
  label: string;
  /** Adds the catalogue's "(opcional)" to the label. */
  optional?: boolean;
}

export interface Option {
  value: string;
  label: string;
}

/** The message of a field of the surrounding form (the kit's <Form>), if it has one. */
export function useFieldError(name: string): string | undefined {
  const { errors } = useFormState({ name });
  const message = (get(errors, name) as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? message : undefined;
}

export function labelText(label: string, optional?: boolean) {
  return optional ? `${label} ${staffCommon.optional}` : label;
}

export function TextField({
  name,
  id = name,
  label,
  optional,
  hint,
  type = 'text',
  // Staff forms hold personal data: the browser keeps none unless a field asks (the login).
  autoComplete = 'off',
  ...input
}: BaseProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'> & { hint?: ReactNode }) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <div className="field">
      <label htmlFor={id}>{labelText(label, optional)}</label>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        {...input}
        {...invalidProps(id, error)}
        {...register(name)}
      />
      {hint}
      <FieldError id={id} message={error} />
    </div>
  );
}

/** A select whose first option is the 'Selecciona' placeholder (docs/requirements.md §5). */
export function SelectField({
  name,
  id = name,
  label,
  optional,
  options,
  disabled,
}: BaseProps & { options: readonly Option[]; disabled?: boolean | undefined }) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <div className="field">
      <label htmlFor={id}>{labelText(label, optional)}</label>
      <select id={id} disabled={disabled} {...invalidProps(id, error)} {...register(name)}>
        <option value="">{staffCommon.selectPlaceholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError id={id} message={error} />
    </div>
  );
}

export function RadioField({
  name,
  id = name,
  label,
  options,
}: BaseProps & { options: readonly Option[] }) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <fieldset className="field" {...invalidProps(id, error)}>
      <legend>{label}</legend>
      {options.map((o) => (
        <label key={o.value} style={{ fontWeight: 400, marginTop: '0.25rem' }}>
          <input
            type="radio"
            value={o.value}
            style={{ width: 'auto', minHeight: 0, marginRight: '0.5rem' }}
            {...register(name)}
          />
          {o.label}
        </label>
      ))}
      <FieldError id={id} message={error} />
    </fieldset>
  );
}

/** Options whose label is their value. */
export const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));
