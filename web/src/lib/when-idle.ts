/**
 * Work a first screen defers so it does not compete with the first render on a phone: run once the
 * page is idle, or, for an import, earlier if something asks for it first.
 */
import { useEffect, useState } from 'react';

/** Runs `run` once the page is idle (after a second where the browser cannot say); returns a cancel. */
export function whenIdle(run: () => void): () => void {
  const w = globalThis as {
    requestIdleCallback?: (cb: () => void) => number;
    cancelIdleCallback?: (id: number) => void;
  };
  if (w.requestIdleCallback) {
    const id = w.requestIdleCallback(run);
    return () => w.cancelIdleCallback?.(id);
  }
  const id = globalThis.setTimeout(run, 1000);
  return () => globalThis.clearTimeout(id);
}

/**
 * `load` (a module's import, such as a form's yup schema: components/form/use-schema-form.ts,
 * use-file-form.ts) started when the page is idle after the first render, or by the first call of
 * the getter if that comes sooner; the getter waits for it. Imported once; a failed import is tried
 * again by the next call. The getter is the same in every render.
 */
export function useLoadWhenIdle<T>(load: () => Promise<T>): () => Promise<T> {
  const [later] = useState(() => loadOnce(load));
  useEffect(() => whenIdle(later.warm), [later]);
  return later.get;
}

function loadOnce<T>(load: () => Promise<T>) {
  let ready: Promise<T> | undefined;
  const get = () =>
    (ready ??= load().catch((e: unknown) => {
      ready = undefined;
      throw e;
    }));
  return { get, warm: () => void get().catch(() => undefined) };
}
