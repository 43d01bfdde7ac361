/**
 * The paged lists' page size: Remote Config `list_page_size` (environment-prefixed like every key,
 * lib/remote-config.ts), clamped to what the rules allow; the default when it cannot be read.
 */
import { useEffect, useState } from 'react';

import { clampPageSize, PAGE_DEFAULT } from '@/entities/folio/list-keys';
import { remoteConfig } from '@/lib/remote-config';

export const PAGE_SIZE_KEY = 'list_page_size';

let cached: Promise<number> | undefined;

export function readPageSize(): Promise<number> {
  cached ??= remoteConfig()
    .read(PAGE_SIZE_KEY, 'number')
    .then((n) => clampPageSize(n ?? PAGE_DEFAULT))
    .catch(() => PAGE_DEFAULT);
  return cached;
}

/** null until Remote Config answered. */
export function useListPageSize(): number | null {
  const [size, setSize] = useState<number | null>(null);
  useEffect(() => {
    let on = true;
    void readPageSize().then((n) => on && setSize(n));
    return () => {
      on = false;
    };
  }, []);
  return size;
}
