import { useState } from 'react';

import { FieldError } from '@/components/form/field-error';
import { useFileFormLater } from '@/components/form/use-file-form';
import { customer as t } from '@/copy/es';
import { oneAtATime } from '@/lib/one-at-a-time';

import type { DocumentsValues } from '../schemas/documents-schema';

export interface DocumentsFormProps {
  onSend: (files: { ineFront: File; ineBack: File }) => Promise<string | null>;
  /** Nothing can be sent yet (the session is not live). */
  disabled?: boolean;
}

const SIDES = [
  { name: 'ineFront', label: t.documents.front },
  { name: 'ineBack', label: t.documents.back },
] as const;
const NAMES = SIDES.map((s) => s.name);

/**
 * Re-upload of the official ID (reprocessing): front and back, JPG/JPEG. It takes input before yup
 * has loaded (action 5's first screen, docs/adr/0087-documents-before-the-sign-in.md): the schema
 * comes when the page is idle, or with the first send, which waits for it. A form of files alone,
 * it does without react-hook-form (docs/adr/0089-file-forms-without-a-form-library.md).
 */
export function DocumentsForm({ onSend, disabled = false }: DocumentsFormProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const { field, handleSubmit, errors, isSubmitting } = useFileFormLater<
    (typeof SIDES)[number]['name'],
    DocumentsValues
  >(() => import('../schemas/documents-schema').then((m) => m.documentsSchema), NAMES);
  // A second submit while one is on its way (or waits for the link's session) sends nothing.
  const [gate] = useState(oneAtATime);
  const submit = handleSubmit(
    gate(async (v: DocumentsValues) => {
      setServerError(null);
      setServerError(await onSend({ ineFront: v.ineFront![0]!, ineBack: v.ineBack![0]! }));
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <p>{t.documents.lead}</p>
      {SIDES.map(({ name, label }) => (
        <div key={name} className="cl-card">
          <label htmlFor={`doc-${name}`}>{label}</label>
          <input
            id={`doc-${name}`}
            type="file"
            accept="image/jpeg,.jpg,.jpeg"
            aria-invalid={!!errors[name]}
            {...field(name)}
          />
          <FieldError message={errors[name]} />
        </div>
      ))}
      {serverError && (
        <p role="alert" className="alert">
          {serverError}
        </p>
      )}
      <button type="submit" disabled={disabled || isSubmitting}>
        {isSubmitting ? t.sending : t.documents.send}
      </button>
    </form>
  );
}
