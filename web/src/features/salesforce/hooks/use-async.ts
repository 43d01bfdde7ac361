import { useCallback, useEffect, useState } from 'react';

export type AsyncState<T> =
  { kind: 'loading' } | { kind: 'error'; error: unknown } | { kind: 'ready'; value: T };

interface Settled<T> {
  load: () => Promise<T>;
  round: number;
  state: AsyncState<T>;
}

/** Runs `load` when it changes (and on `reload`): loading until that very run settles. */
export function useAsync<T>(load: () => Promise<T>): [AsyncState<T>, () => void] {
  const [round, setRound] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  useEffect(() => {
    let live = true;
    load().then(
      (value) => live && setSettled({ load, round, state: { kind: 'ready', value } }),
      (error: unknown) => live && setSettled({ load, round, state: { kind: 'error', error } }),
    );
    return () => {
      live = false;
    };
  }, [load, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  const current =
    settled && settled.load === load && settled.round === round
      ? settled.state
      : ({ kind: 'loading' } as const);
  return [current, reload];
}
