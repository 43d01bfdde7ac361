/**
 * An annex form's rule (annex-uploads.tsx): its own module, loaded once the form is on screen, so
 * a first screen with annexes does not wait for yup (docs/adr/0087-documents-before-the-sign-in.md).
 */
import { documents as t } from '@/copy/es';
import { extensionOf, megabytes as mb } from '@/entities/catalogue/document-catalogue';
import type { DocumentType } from '@/entities/catalogue/document-catalogue';
import { yup } from '@/entities/fields/yup';

/**
 * The rule of the type the form is given as its validation context (annex-uploads.tsx): the
 * catalogue's as it is at each validation, Remote Config's once it has answered.
 */
export const annexFileRule = yup.lazy((_value, { context }) =>
  annexFileSchema(context as DocumentType),
);

/** One annex file: required, one, of the type's formats and size. */
const annexFileSchema = (type: DocumentType) => {
  const formats = type.formats.join(', ');
  return yup.object({
    file: yup
      .mixed<ArrayLike<File>>()
      .nullable()
      .test('required', t.fileRequired, (v) => !!v && v.length > 0)
      .test('one', t.fileOne, (v) => !v || v.length <= 1)
      .test('format', t.fileFormat(formats), (v) =>
        Array.from(v ?? []).every((f) => type.formats.includes(extensionOf(f.name))),
      )
      .test('size', t.fileSize(mb(type.maxBytes)), (v) =>
        Array.from(v ?? []).every((f) => f.size <= type.maxBytes),
      ),
  });
};
