/**
 * The paged lists' page size: Remote Config `list_page_size` (environment-prefixed like every key,
 * lib/remote-config.ts), clamped to what the rules allow; the default when it cannot be read.
 * The login answer carries it (primePageSize), kept for the tab, so a list opened after login
 * queries at once instead of loading the Remote Config SDK before its first row
 * (docs/adr/0069-staff-pages-load-by-need.md); without it the list reads Remote Config.
 */
import { useEffect, useState } from 'react';

import { clampPageSize, PAGE_DEFAULT } from '@/entities/folio/list-keys';
import { remoteConfig } from '@/lib/remote-config';

export const PAGE_SIZE_KEY = 'list_page_size';
/** Where the tab keeps the size the login answered (sessionStorage). */
export const PAGE_SIZE_STORAGE = 'oppnp.listPageSize';

let cached: Promise<number> | undefined;

function stored(): number | null {
  try {
    const n = Number(globalThis.sessionStorage?.getItem(PAGE_SIZE_STORAGE));
    return Number.isInteger(n) && n > 0 ? clampPageSize(n) : null;
  } catch {
    return null;
  }
}

/** Keeps the page size the login answer carried; anything but a positive integer is ignored. */
export function primePageSize(size: unknown): void {
  if (typeof size !== 'number' || !Number.isInteger(size) || size <= 0) return;
  const n = clampPageSize(size);
  cached = Promise.resolve(n);
  try {
    globalThis.sessionStorage?.setItem(PAGE_SIZE_STORAGE, String(n));
  } catch {
    // Storage refused (private mode): the size holds for this page only.
  }
}

export function readPageSize(): Promise<number> {
  const known = stored();
  cached ??=
    known !== null
      ? Promise.resolve(known)
      : remoteConfig()
          .read(PAGE_SIZE_KEY, 'number')
          .then((n) => clampPageSize(n ?? PAGE_DEFAULT))
          .catch(() => PAGE_DEFAULT);
  return cached;
}

/** null until the size is known: at once when the login gave it, else once Remote Config answered. */
export function useListPageSize(): number | null {
  const [size, setSize] = useState<number | null>(stored);
  useEffect(() => {
    let on = true;
    void readPageSize().then((n) => on && setSize(n));
    return () => {
      on = false;
    };
  }, []);
  return size;
}
