/** One gateway lookup per key (the customer, a biometric folio), with its loading and error states. */
import { useEffect, useState } from 'react';

import { ApiError } from '@/lib/http';

export type Lookup<T> =
  { state: 'loading' } | { state: 'notFound' } | { state: 'error' } | { state: 'ready'; value: T };

export function useLookup<T>(key: string | null, load: () => Promise<T>): Lookup<T> {
  const [got, setGot] = useState<{ key: string | null; value: Lookup<T> }>({
    key: null,
    value: { state: 'loading' },
  });
  useEffect(() => {
    if (!key) return undefined;
    let live = true;
    load().then(
      (value) => live && setGot({ key, value: { state: 'ready', value } }),
      (err: unknown) =>
        live &&
        setGot({
          key,
          value: {
            state: err instanceof ApiError && err.status === 404 ? 'notFound' : 'error',
          },
        }),
    );
    return () => {
      live = false;
    };
    // `load` is rebuilt every render; the key says when to look up again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return got.key === key ? got.value : { state: 'loading' };
}
