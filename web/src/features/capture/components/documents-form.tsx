import { useSchemaForm } from '@/components/form/use-schema-form';
import { es, staff } from '@/copy/es';

import { documentsSchema } from '../schemas/documents-schema';
import type { DocumentsForm as Values } from '../schemas/documents-schema';
import { FieldErrorText } from './fields';

const t = staff.documents;

export const INE_SIDES = [
  { key: 'ineFront', side: 'front', label: es.documents.ineFront },
  { key: 'ineBack', side: 'back', label: es.documents.ineBack },
] as const;

export type IneKey = (typeof INE_SIDES)[number]['key'];

type FormValues = { ineFront: FileList | null; ineBack: FileList | null };

/** INE front and back: one JPG/JPEG file each; progress per side while uploading. */
export function DocumentsForm({
  progress,
  onSubmit,
}: {
  progress: Partial<Record<IneKey, number>>;
  onSubmit: (files: Record<IneKey, File>) => Promise<void> | void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useSchemaForm<FormValues, Values>(documentsSchema, { ineFront: null, ineBack: null });
  return (
    <form
      onSubmit={handleSubmit((v) =>
        onSubmit({ ineFront: v.ineFront![0]!, ineBack: v.ineBack![0]! }),
      )}
      noValidate
    >
      <p>{t.intro}</p>
      {INE_SIDES.map(({ key, label }) => (
        <div className="field" key={key}>
          <label htmlFor={key}>{label}</label>
          <input
            id={key}
            type="file"
            accept=".jpg,.jpeg,image/jpeg"
            aria-invalid={errors[key] ? true : undefined}
            aria-describedby={errors[key] ? `${key}-error` : undefined}
            {...register(key)}
          />
          {progress[key] !== undefined && (
            <p>
              <progress
                max={100}
                value={progress[key]}
                aria-label={t.uploading(label, progress[key]!)}
              />{' '}
              {t.uploading(label, progress[key]!)}
            </p>
          )}
          <FieldErrorText id={key} error={errors[key] as never} />
        </div>
      ))}
      <p>
        <button type="submit" disabled={isSubmitting}>
          {isSubmitting ? staff.common.saving : t.upload}
        </button>
      </p>
    </form>
  );
}
