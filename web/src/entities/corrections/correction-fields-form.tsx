import { useState } from 'react';

import { TextField } from '@/components/form/fields';
import { Form } from '@/components/form/form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { corrections as t } from '@/copy/es';
import {
  correctionPatch,
  correctionSchema,
  fieldKey,
  valueAt,
  type CorrectionField,
} from '@/entities/corrections/corrections';

/**
 * The correcting writer's form: exactly the inputs of the items the open correction names
 * (entities/corrections/corrections.ts), prefilled from the folio. `onSend` gets the folio update (path → value) and
 * returns an error message or null.
 */
export function CorrectionFieldsForm({
  fields,
  folio,
  onSend,
}: {
  fields: readonly CorrectionField[];
  folio: unknown;
  onSend: (patch: Record<string, unknown>) => Promise<string | null>;
}) {
  const [serverError, setServerError] = useState<string | null>(null);
  const defaults = Object.fromEntries(
    fields.map((f) => [fieldKey(f.path), valueAt(folio, f.path)]),
  );
  const form = useSchemaForm<Record<string, string>>(correctionSchema(fields), defaults);
  const { isSubmitting } = form.formState;
  const submit = async (v: Record<string, string>) => {
    setServerError(null);
    setServerError(await onSend(correctionPatch(fields, v)));
  };
  return (
    <Form form={form} onSubmit={submit} data-correction-form>
      <p>{t.form.lead}</p>
      {fields.map((f) => {
        const key = fieldKey(f.path);
        return (
          <div key={f.path} className="cl-card">
            <TextField
              id={`correction-${key}`}
              label={f.label}
              inputMode={f.numeric ? 'decimal' : undefined}
              data-path={f.path}
              name={key}
            />
          </div>
        );
      })}
      {serverError && (
        <p role="alert" className="alert">
          {serverError}
        </p>
      )}
      <button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t.form.sending : t.form.send}
      </button>
    </Form>
  );
}
