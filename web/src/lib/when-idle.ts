/**
 * Runs `run` once the page is idle (after a second where the browser cannot say); returns a cancel.
 * A first screen's deferred work (a form's schema) waits here so it does not compete with the
 * first render on a phone.
 */
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
