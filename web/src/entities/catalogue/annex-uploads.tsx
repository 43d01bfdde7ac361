/**
 * The catalogue's annexes (docs/adr/0054-document-catalogue.md): one small form per annex type,
 * with its formats, size and how many files it still takes. The screen that uses it uploads the
 * file and has the functions register it (the functions check type, format, size and count again
 * and answer a Spanish refusal, shown here). The forms take input before yup has loaded: their schema
 * (annex-file-schema.ts) comes when the page is idle or on the first send
 * (docs/adr/0087-documents-before-the-sign-in.md), and they do without react-hook-form
 * (docs/adr/0089-file-forms-without-a-form-library.md).
 */
import { useState } from 'react';

import { FieldError } from '@/components/form/field-error';
import { useFileFormLater } from '@/components/form/use-file-form';
import { documents as t } from '@/copy/es';
import { acceptOf, isAnnex, megabytes as mb } from '@/entities/catalogue/document-catalogue';
import type { DocumentType } from '@/entities/catalogue/document-catalogue';
import { oneAtATime } from '@/lib/one-at-a-time';

type Values = { file: ArrayLike<File> | null };
const NAMES = ['file'] as const;

function AnnexTypeForm({
  type,
  count,
  onUpload,
  disabled,
}: {
  type: DocumentType;
  count: number;
  onUpload: (type: DocumentType, file: File) => Promise<string | null>;
  disabled: boolean;
}) {
  const [done, setDone] = useState<string[]>([]);
  const [serverError, setServerError] = useState<string | null>(null);
  const { field, handleSubmit, reset, errors, isSubmitting } = useFileFormLater<'file', Values>(
    () => import('./annex-file-schema').then((m) => m.annexFileRule),
    NAMES,
    type,
  );
  // The folio is live: its count already includes what this form registered, once it arrives.
  const n = Math.max(count, done.length);
  const full = n >= type.max;
  const id = `annex-${type.id}`;
  // A second submit while one is on its way (or waits for the link's session) uploads nothing.
  const [gate] = useState(oneAtATime);
  const submit = handleSubmit(
    gate(async (v: Values) => {
      const file = v.file![0]!;
      setServerError(null);
      const err = await onUpload(type, file);
      if (err) {
        setServerError(err);
        return;
      }
      setDone((d) => [...d, file.name]);
      reset();
    }),
  );
  return (
    <form onSubmit={submit} noValidate className="cl-card" data-annex={type.id}>
      <label htmlFor={id}>
        {type.name}
        {type.required && <strong> ({t.required})</strong>}
      </label>
      <p className="hint">
        {t.formats(type.formats.join(', '), mb(type.maxBytes))} {t.count(n, type.max)}
      </p>
      {done.length > 0 && (
        <div role="status">
          <ul>
            {done.map((name, i) => (
              <li key={`${name}-${i}`}>{t.uploaded(name)}</li>
            ))}
          </ul>
        </div>
      )}
      {full ? (
        <p>{t.full}</p>
      ) : (
        <>
          <input
            id={id}
            type="file"
            accept={acceptOf(type)}
            aria-invalid={errors.file ? true : undefined}
            {...field('file')}
          />
          <FieldError message={errors.file} />
          {serverError && (
            <p role="alert" className="alert">
              {serverError}
            </p>
          )}
          <button type="submit" disabled={disabled || isSubmitting}>
            {isSubmitting ? t.uploading : t.upload}
          </button>
        </>
      )}
    </form>
  );
}

export function AnnexUploads({
  catalogue,
  counts = {},
  onUpload,
  disabled = false,
}: {
  catalogue: readonly DocumentType[];
  /** Files already registered per type (the folio's documents/annexes). */
  counts?: Record<string, number>;
  onUpload: (type: DocumentType, file: File) => Promise<string | null>;
  /** Nothing can be uploaded yet (a customer link before its session is live). */
  disabled?: boolean;
}) {
  const annexes = catalogue.filter(isAnnex);
  if (annexes.length === 0) return null;
  return (
    <section aria-labelledby="annexes-title">
      <h2 id="annexes-title">{t.annexesTitle}</h2>
      <p>{t.annexesLead}</p>
      {annexes.map((type) => (
        <AnnexTypeForm
          key={type.id}
          type={type}
          count={counts[type.id] ?? 0}
          onUpload={onUpload}
          disabled={disabled}
        />
      ))}
    </section>
  );
}

/** How many files of each annex type a folio's documents/annexes holds. */
export function annexCounts(annexes: unknown): Record<string, number> {
  const out: Record<string, number> = {};
  if (!annexes || typeof annexes !== 'object') return out;
  for (const [type, slots] of Object.entries(annexes as Record<string, unknown>)) {
    out[type] = slots && typeof slots === 'object' ? Object.keys(slots).length : 0;
  }
  return out;
}
