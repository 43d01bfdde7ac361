import { documents as t } from '@/copy/es';

import { isAnnexKind } from '../desk-api';
import type { DeskDocument } from '../desk-api';
import { ImageViewer } from './image-viewer';

/** One annex as its type is best read: an image in the viewer, a video in a player, else a link. */
function Annex({ doc, src }: { doc: DeskDocument; src?: string }) {
  const label = doc.fileName ? `${doc.name} · ${doc.fileName}` : doc.name;
  if (!src) return null;
  if (doc.contentType.startsWith('image/')) return <ImageViewer src={src} name={label} />;
  if (doc.contentType.startsWith('video/')) {
    return (
      <figure data-document={doc.kind}>
        <figcaption>{label}</figcaption>
        <video src={src} controls preload="metadata" aria-label={label} />
      </figure>
    );
  }
  const pdf = doc.contentType === 'application/pdf';
  return (
    <p data-document={doc.kind}>
      <a href={src} target="_blank" rel="noreferrer" download={pdf ? undefined : doc.fileName}>
        {pdf ? t.openPdf(label) : t.download(label)}
      </a>
    </p>
  );
}

/**
 * The folio's registered documents beyond the INE (docs/adr/0054-document-catalogue.md): each
 * annex slot the desk function listed, in the catalogue's order, served by the desk function
 * with its registered content type.
 */
export function DocumentPanel({
  documents = [],
  files = {},
}: {
  documents?: DeskDocument[];
  files?: Record<string, string>;
}) {
  const annexes = documents.filter((d) => isAnnexKind(d.kind));
  return (
    <section aria-labelledby="desk-documents-title" data-desk="documents">
      <h2 id="desk-documents-title">{t.deskTitle}</h2>
      {annexes.length === 0 ? (
        <p>{t.deskEmpty}</p>
      ) : (
        annexes.map((d) => <Annex key={d.kind} doc={d} src={files[d.kind]} />)
      )}
    </section>
  );
}
