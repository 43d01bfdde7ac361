/**
 * The carta libranza PDF (functions/api_libranza.go), downloaded by the folio's promoter
 * (features/libranza) and by its customer on the link (features/customer-link); the function
 * checks that the ID token's holder owns the folio.
 */
import { api } from '@/lib/api';
import { withIdToken } from '@/lib/http';
import type { HttpClient } from '@/lib/http';

export const lettersPath = (id: string) => `/api/letters/${encodeURIComponent(id)}`;
export const letterPdfPath = (id: string) => `${lettersPath(id)}.pdf`;
/** The document key the function writes under requests/{id}/documents (docs/requirements.md §9 document type). */
export const LETTER_DOCUMENT = 'carta-libranza';

export function downloadLetter(
  id: string,
  idToken: string,
  fallback: string,
  client: Pick<HttpClient, 'get'> = api,
): Promise<Blob> {
  return client.get<Blob>(letterPdfPath(id), withIdToken(idToken, { response: 'blob', fallback }));
}

/** Offers a Blob to the browser as a file download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
