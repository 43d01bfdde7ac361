import { useRef, useState } from 'react';
import { FormProvider } from 'react-hook-form';

import { FieldError } from '@/components/form/field-error';
import { TextField } from '@/components/form/fields';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { SignaturePad } from '@/components/ui/signature-pad';
import type { SignaturePadHandle } from '@/components/ui/signature-pad';
import { libranza as t } from '@/copy/libranza';

import { letterSchema } from '../schemas/letter-schema';
import type { LetterForm as Values } from '../schemas/letter-schema';

export interface LetterFormProps {
  onSubmit: (v: Values & { signature: Blob }) => Promise<void> | void;
}

/** Generar carta libranza: the two folios (docs/requirements.md §5 rules) and the client's signature. */
export function LetterForm({ onSubmit }: LetterFormProps) {
  const form = useSchemaForm<Values>(letterSchema, { letterFolio: '', libranzaFolio: '' });
  const { handleSubmit } = form;
  const { isSubmitting } = form.formState;
  const pad = useRef<SignaturePadHandle>(null);
  const [sigError, setSigError] = useState<string | null>(null);

  const submit = async (v: Values) => {
    const blob = pad.current && !pad.current.isEmpty() ? await pad.current.toBlob() : null;
    if (!blob) {
      setSigError(t.generate.signatureRequired);
      return;
    }
    await onSubmit({ ...v, signature: blob });
  };

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(e) => {
          // The signature is checked with the fields, so one submit shows every message.
          if (!pad.current || pad.current.isEmpty()) setSigError(t.generate.signatureRequired);
          void handleSubmit(submit)(e);
        }}
      >
        <TextField
          id="letterFolio"
          label={t.generate.letterFolio}
          autoComplete="off"
          name="letterFolio"
        />
        <TextField
          id="libranzaFolio"
          label={t.generate.libranzaFolio}
          autoComplete="off"
          name="libranzaFolio"
        />
        <div className="field">
          <SignaturePad
            label={t.generate.signature}
            ref={pad}
            onChange={(empty) => empty || setSigError(null)}
          />
          <FieldError message={sigError} />
          <button type="button" className="secondary" onClick={() => pad.current?.clear()}>
            {t.generate.clear}
          </button>
        </div>
        <button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t.generate.saving : t.generate.submit}
        </button>
      </form>
    </FormProvider>
  );
}
