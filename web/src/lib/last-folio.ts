/**
 * The last state of each folio a customer link showed in this page's lifetime (memory only).
 * A link's access ends with its stage (docs/contract.md): the customer's next screen (the
 * confirmation, the download) mounts after the functions closed the link, so its listener is
 * refused; it shows the folio as last seen instead of an error.
 */
const seen = new Map<string, unknown>();

export function rememberFolio(requestId: string, folio: unknown): void {
  seen.set(requestId, folio);
}

export function lastFolio<T>(requestId: string): T | undefined {
  return seen.get(requestId) as T | undefined;
}
