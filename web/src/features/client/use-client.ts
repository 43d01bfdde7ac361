/** One gateway lookup per key (the customer, a biometric folio), with its loading and error states. */
import { ApiError } from '@/lib/http';
import { useOnce } from '@/lib/use-once';

export type Lookup<T> =
  { state: 'loading' } | { state: 'notFound' } | { state: 'error' } | { state: 'ready'; value: T };

export function useLookup<T>(key: string | null, load: () => Promise<T>): Lookup<T> {
  // `load` is rebuilt every render; the key says when to look up again. No key: still loading.
  const got = useOnce(key ? load : null, [key]);
  if (!key || got.loading) return { state: 'loading' };
  if (got.error === undefined) return { state: 'ready', value: got.data as T };
  return got.error instanceof ApiError && got.error.status === 404
    ? { state: 'notFound' }
    : { state: 'error' };
}
