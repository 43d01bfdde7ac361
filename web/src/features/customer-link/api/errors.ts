import { customer as t } from '@/copy/es';
import { ApiError } from '@/lib/http';

/** A Spanish message for a failed call or write. */
export function messageOf(err: unknown): string {
  if (err instanceof ApiError && err.message) return err.message;
  return t.link.noAccess;
}

/** The folio identifier the gateway files documents under. */
export function gatewayFolio(folio: { folioIt?: string }, requestId: string): string {
  return folio.folioIt || requestId;
}
