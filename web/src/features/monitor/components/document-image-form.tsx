import { useState } from 'react';

import { FieldError } from '@/components/form/field-error';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { monitor as t } from '@/copy/monitor';

import { keySchema } from '../schemas/operator';
import type { KeyValues } from '../schemas/operator';

/** Asks for the operator key, then shows the image `load` returns (a data URL). */
export function DocumentImageForm({
  name,
  docKey,
  load,
}: {
  name: string;
  docKey: string;
  load: (key: string) => Promise<string>;
}) {
  const [image, setImage] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useSchemaForm<KeyValues>(keySchema, { key: '' });
  const id = `monitor-doc-key-${docKey}`;
  if (image) return <img src={image} alt={t.documents.imageAlt(name)} className="monitor-image" />;
  return (
    <form
      noValidate
      aria-label={`${t.documents.show}: ${name}`}
      onSubmit={handleSubmit(async ({ key }) => {
        setFailure(null);
        try {
          setImage(await load(key));
        } catch (err) {
          setFailure(err instanceof Error ? err.message : t.error);
        }
      })}
    >
      <label htmlFor={id}>{t.documents.key}</label>
      <input
        id={id}
        type="password"
        autoComplete="off"
        aria-invalid={!!errors.key}
        aria-describedby={`${id}-hint`}
        {...register('key')}
      />
      <small id={`${id}-hint`}>{t.documents.keyHint}</small>
      <FieldError message={errors.key?.message} />
      <button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t.documents.loadingImage : t.documents.show}
      </button>
      {failure && (
        <p role="alert" className="alert">
          {failure}
        </p>
      )}
    </form>
  );
}
