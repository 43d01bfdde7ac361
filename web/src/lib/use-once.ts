/**
 * The one one-shot read (docs/adr/0064-entities-layer.md): `load` runs once for each value of
 * `deps` and again on `retry`; only the answer of the run that matches the current deps is shown,
 * so a late answer for an old folio or branch never lands on the new one, and nothing is set after
 * unmount. While a run is pending `loading` is true: for new deps `data` and `error` are undefined;
 * on a retry they keep the last answer, so a list being refreshed does not vanish. A `null` load
 * means there is nothing to read yet (no branch chosen): not loading, no data.
 *
 * Live database reads are not one-shot: they use the live-data layer (entities/folio/live-data).
 */
import { useCallback, useEffect, useState } from 'react';
import type { DependencyList } from 'react';

export interface Once<T> {
  data: T | undefined;
  /** What the run threw or rejected with; undefined while loading or after a success. */
  error: unknown;
  loading: boolean;
  /** Runs `load` again for the same deps. */
  retry: () => void;
}

interface Settled {
  deps: DependencyList;
  round: number;
  ok: boolean;
  value: unknown;
}

const sameDeps = (a: DependencyList, b: DependencyList) =>
  a.length === b.length && a.every((v, i) => Object.is(v, b[i]));

export function useOnce<T>(load: (() => Promise<T>) | null, deps: DependencyList): Once<T> {
  const [round, setRound] = useState(0);
  const [settled, setSettled] = useState<Settled | null>(null);
  const enabled = load !== null;

  useEffect(() => {
    if (!load) return undefined;
    let live = true;
    const settle = (ok: boolean, value: unknown) => {
      if (live) setSettled({ deps, round, ok, value });
    };
    // Called at once (the read starts in this commit); one that throws before its promise
    // exists fails the same way as one that rejects.
    let run: Promise<T>;
    try {
      run = load();
    } catch (e) {
      run = Promise.reject(e);
    }
    run.then(
      (v) => settle(true, v),
      (e: unknown) => settle(false, e),
    );
    return () => {
      live = false;
    };
    // The caller's deps say when to read again (exhaustive-deps checks them at the call site);
    // `load` is a new closure on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, round, enabled]);

  const retry = useCallback(() => setRound((n) => n + 1), []);
  if (!enabled) return { data: undefined, error: undefined, loading: false, retry };
  const last = settled && sameDeps(settled.deps, deps) ? settled : null;
  const loading = !last || last.round !== round;
  if (!last) return { data: undefined, error: undefined, loading, retry };
  return last.ok
    ? { data: last.value as T, error: undefined, loading, retry }
    : { data: undefined, error: last.value, loading, retry };
}
