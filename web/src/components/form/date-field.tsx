/**
 * The form kit's date field, apart from fields.tsx: only the capture forms ask for a date, and
 * its calendar stays out of the chunk the login form and the lists share
 * (docs/adr/0075-staff-list-and-import-at-scale.md).
 */
import { Controller, useFormContext } from 'react-hook-form';

import { DatePicker } from '@/components/ui/date-picker';

import { FieldError } from './field-error';
import { labelText, useFieldError } from './fields';
import type { BaseProps } from './fields';

/** A date typed as dd/mm/aaaa or picked from the calendar; the form holds the typed text. */
export function DateField({
  name,
  id = name,
  label,
  optional,
  defaultYear,
}: BaseProps & { defaultYear?: number }) {
  const { control } = useFormContext();
  const error = useFieldError(name);
  return (
    <div className="field">
      <label htmlFor={id}>{labelText(label, optional)}</label>
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
      <FieldError id={id} message={error} />
    </div>
  );
}
