import { FieldError, invalidProps } from '@/components/form/field-error';
import { Form } from '@/components/form/form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { es, staff } from '@/copy/es';

import { documentsSchema } from '../schemas/documents-schema';
import type { DocumentsForm as Values } from '../schemas/documents-schema';

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
  const form = useSchemaForm<FormValues, Values>(documentsSchema, {
    ineFront: null,
    ineBack: null,
  });
  const { register } = form;
  const { errors, isSubmitting } = form.formState;
  return (
    <Form
      form={form}
      onSubmit={(v) => onSubmit({ ineFront: v.ineFront![0]!, ineBack: v.ineBack![0]! })}
    >
      <p>{t.intro}</p>
      {INE_SIDES.map(({ key, label }) => (
        <div className="field" key={key}>
          <label htmlFor={key}>{label}</label>
          <input
            id={key}
            type="file"
            accept=".jpg,.jpeg,image/jpeg"
            {...invalidProps(key, errors[key]?.message)}
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
          <FieldError id={key} message={errors[key]?.message} />
        </div>
      ))}
      <p>
        <button type="submit" disabled={isSubmitting}>
          {isSubmitting ? staff.common.saving : t.upload}
        </button>
      </p>
    </Form>
  );
}
