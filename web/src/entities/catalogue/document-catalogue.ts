/**
 * The document-type catalogue (docs/adr/0054-document-catalogue.md): Remote Config's
 * `document_types`, the same value the functions enforce when they register an upload. Each type
 * has its id, the gateway's technicalName, its Spanish name, whether it is required, the most
 * files a folio holds (at most the contract's 5 slots) and its accepted formats and size. The
 * screens offer what it says; the functions refuse what it does not allow.
 */
import { useMemo } from 'react';

import { remoteConfig } from '@/lib/remote-config';
import { useOnce } from '@/lib/use-once';

export const DOCUMENT_TYPES_KEY = 'document_types';

export interface DocumentType {
  id: string;
  technicalName: string;
  name: string;
  required: boolean;
  max: number;
  formats: string[];
  maxBytes: number;
}

/** The contract's slots per annex type (documents/annexes/{type}/d1..d5). */
export const SLOTS = 5;
export const MAX_BYTES = 5 << 20;
/** A size in whole MB, as the screens and their messages say it. */
export const megabytes = (bytes: number) => Math.round(bytes / (1 << 20));
export const INE_TYPES = ['ineFront', 'ineBack'] as const;
/** The annex types the contract has slots for (docs/requirements.md §9). */
export const ANNEX_TYPES = ['informe-prestamo', 'carta-libranza', 'otros', 'video', 'cub'] as const;
const FORMATS = ['JPG', 'JPEG', 'PDF', 'MP4', 'WEBM'];

const type = (
  id: string,
  technicalName: string,
  name: string,
  required: boolean,
  max: number,
  formats: string[],
): DocumentType => ({ id, technicalName, name, required, max, formats, maxBytes: MAX_BYTES });

/** The catalogue when Remote Config has none (the template's value; a test keeps them equal). */
export const DEFAULT_CATALOGUE: readonly DocumentType[] = [
  type('ineFront', 'ine', 'INE (frente)', true, 1, ['JPG', 'JPEG']),
  type('ineBack', 'ine', 'INE (reverso)', true, 1, ['JPG', 'JPEG']),
  type('informe-prestamo', 'informe-prestamo', 'Informe del préstamo', false, 2, [
    'PDF',
    'JPG',
    'JPEG',
  ]),
  type('carta-libranza', 'carta-libranza', 'Carta libranza', false, 1, ['PDF']),
  type('otros', 'otros', 'Otros', false, 5, ['PDF', 'JPG', 'JPEG']),
  type('video', 'video', 'Video', false, 1, ['MP4', 'WEBM']),
  type('cub', 'CUB', 'CUB', false, 1, ['PDF', 'JPG', 'JPEG']),
];

const known = (id: string) =>
  (INE_TYPES as readonly string[]).includes(id) || (ANNEX_TYPES as readonly string[]).includes(id);

/** What the contract can hold of a Remote Config value, as the functions' catalogue.Normalize. */
export function normalizeCatalogue(raw: unknown): DocumentType[] {
  if (!Array.isArray(raw) || raw.length === 0) return [...DEFAULT_CATALOGUE];
  const out: DocumentType[] = [];
  for (const t of raw as Partial<DocumentType>[]) {
    if (typeof t?.id !== 'string' || !known(t.id) || out.some((o) => o.id === t.id)) continue;
    const formats = [
      ...new Set((Array.isArray(t.formats) ? t.formats : []).map((f) => String(f).toUpperCase())),
    ].filter((f) => FORMATS.includes(f));
    if (formats.length === 0) continue;
    const ine = (INE_TYPES as readonly string[]).includes(t.id);
    const max = ine ? 1 : Math.min(Math.max(Number(t.max) || 1, 1), SLOTS);
    const bytes = Number(t.maxBytes);
    out.push({
      id: t.id,
      technicalName: String(t.technicalName ?? t.id),
      name: String(t.name ?? t.id),
      required: t.required === true,
      max,
      formats,
      maxBytes: bytes > 0 && bytes <= MAX_BYTES ? bytes : MAX_BYTES,
    });
  }
  for (const id of ['ineBack', 'ineFront']) {
    if (!out.some((o) => o.id === id)) out.unshift(DEFAULT_CATALOGUE.find((d) => d.id === id)!);
  }
  return out;
}

export const isAnnex = (t: DocumentType) => (ANNEX_TYPES as readonly string[]).includes(t.id);

/** The file extension, upper-cased ('' when there is none). */
export function extensionOf(name: string): string {
  const i = name.lastIndexOf('.');
  return i < 0 ? '' : name.slice(i + 1).toUpperCase();
}

const MIME: Record<string, string> = {
  JPG: 'image/jpeg',
  JPEG: 'image/jpeg',
  PDF: 'application/pdf',
  MP4: 'video/mp4',
  WEBM: 'video/webm',
};

/**
 * The required types of `catalogue` that a folio's `documents` lack: an INE side by its field, an
 * annex type by a slot of its own (documents/annexes/{type}).
 */
export function missingRequired(
  catalogue: readonly DocumentType[],
  documents: unknown,
): DocumentType[] {
  const docs = (documents && typeof documents === 'object' ? documents : {}) as Record<
    string,
    unknown
  >;
  const annexes = (docs.annexes ?? {}) as Record<string, unknown>;
  return catalogue.filter((t) => t.required && !(isAnnex(t) ? annexes[t.id] : docs[t.id]));
}

/** The file input's accept attribute for a type: its extensions and content types. */
export function acceptOf(t: DocumentType): string {
  return [
    ...t.formats.map((f) => `.${f.toLowerCase()}`),
    ...new Set(t.formats.map((f) => MIME[f])),
  ].join(',');
}

export type ReadCatalogue = () => Promise<unknown>;
const fromRemoteConfig: ReadCatalogue = () => remoteConfig().read(DOCUMENT_TYPES_KEY, 'json');

/** The catalogue now: the default first, then Remote Config's value once read. */
export function useDocumentCatalogue(read: ReadCatalogue = fromRemoteConfig): DocumentType[] {
  const { data, loading, error } = useOnce(read, [read]);
  const answered = !loading && !error;
  return useMemo(
    () => (answered ? normalizeCatalogue(data) : [...DEFAULT_CATALOGUE]),
    [answered, data],
  );
}
