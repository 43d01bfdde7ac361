/**
 * The functions' carta libranza endpoints (functions/api_libranza.go): generating the letter and
 * downloading its PDF. Both carry the Firebase ID token (X-Firebase-Token) beside the docs/requirements.md §7
 * client id and device headers; the function checks the libranza claim and who owns the folio.
 */
import { libranza as t } from '@/copy/libranza';
import { downloadLetter as download, lettersPath } from '@/entities/letters/letters';
import { api } from '@/lib/api';
import { withIdToken } from '@/lib/http';

export { saveBlob } from '@/entities/letters/letters';

export interface GenerateInput {
  letterFolio: string;
  libranzaFolio: string;
  /** The signature as a data: URL (JPEG from the signature pad). */
  signature: string;
}

export function generateLetter(id: string, input: GenerateInput, idToken: string) {
  return api.post<{ status: string }>(
    lettersPath(id),
    input,
    withIdToken(idToken, { fallback: t.generate.error }),
  );
}

export function downloadLetter(id: string, idToken: string): Promise<Blob> {
  return download(id, idToken, t.letter.downloadError);
}

/** Reads a Blob as a data: URL. */
export function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result));
    r.onerror = () => reject(r.error ?? new Error('read failed'));
    r.readAsDataURL(blob);
  });
}
