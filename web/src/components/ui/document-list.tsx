/**
 * A folio's documents (docs/requirements.md §9): document types (ineFront, ineBack, informe-prestamo, carta-libranza,
 * otros), media kinds (video, CUB) and the pending values 'pending' and 'PENDIENTE', which both read
 * "Pendiente". Files live in the gateway; this shows what the folio records about them.
 */
import { DataTable } from '@/components/ui/data-table';
import type { DataColumn } from '@/components/ui/data-table';
import { staff } from '@/copy/es';

const t = staff.documentList;

/** docs/requirements.md §9 pending values. */
export const PENDING_VALUES = ['pending', 'PENDIENTE'] as const;

export interface DocumentEntry {
  status?: string;
  fileName?: string;
  fileType?: string;
  /** informe-prestamo, carta-libranza or otros (docs/requirements.md §9) when the key does not say it. */
  type?: string;
  /** video or CUB for recordings. */
  kind?: string;
  uploadedAt?: number;
}

export function isPending(status: string | undefined): boolean {
  return status === undefined || (PENDING_VALUES as readonly string[]).includes(status);
}

/** The Spanish name of a document: by its type, its media kind, or its key. */
export function documentLabel(key: string, doc: DocumentEntry): string {
  const type = doc.type ?? key;
  const base = t.types[type] ?? t.types[key] ?? (doc.type ? t.types.otros! : key);
  const kind = doc.kind ? t.kinds[doc.kind] : undefined;
  return kind ? `${base} · ${kind}` : base;
}

export function documentState(doc: DocumentEntry): string {
  if (isPending(doc.status)) return t.pending;
  return t.states[doc.status!] ?? doc.status!;
}

const COLUMNS: DataColumn<[key: string, doc: DocumentEntry]>[] = [
  { header: t.type, cell: ([key, doc]) => documentLabel(key, doc) },
  { header: t.state, cell: ([, doc]) => documentState(doc) },
];

/**
 * The folio's documents as rows: its own (ineFront, ineBack, the letter) and each slot of the
 * catalogue's annexes (documents/annexes/{type}/dN, docs/adr/0054-document-catalogue.md); the
 * functions' `complete` flag is no document.
 */
export function documentRows(
  documents: Record<string, unknown> | undefined,
): [key: string, doc: DocumentEntry][] {
  const out: [string, DocumentEntry][] = [];
  for (const [key, doc] of Object.entries(documents ?? {})) {
    if (key === 'complete' || !doc || typeof doc !== 'object') continue;
    if (key !== 'annexes') {
      out.push([key, doc as DocumentEntry]);
      continue;
    }
    for (const [type, slots] of Object.entries(doc as Record<string, unknown>)) {
      for (const [slot, d] of Object.entries((slots ?? {}) as Record<string, DocumentEntry>)) {
        out.push([`${type}-${slot}`, { ...d, type }]);
      }
    }
  }
  return out;
}

export function DocumentList({
  documents,
  title = t.title,
}: {
  documents: Record<string, unknown> | undefined;
  title?: string;
}) {
  const entries = documentRows(documents);
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      <DataTable
        rows={entries}
        rowKey={([key]) => key}
        empty={<p>{t.empty}</p>}
        columns={COLUMNS}
      />
    </section>
  );
}
