import { customer as t } from '@/copy/es';
import { ApiError } from '@/lib/http';

/** A Spanish message for a failed call or write. */
export function messageOf(err: unknown): string {
  if (err instanceof ApiError && err.message) return err.message;
  return t.link.noAccess;
}
