/**
 * Live reads of the public monitor projection (monitor/ in the database, readable without login).
 * The monitor never reads requests/: the rules deny it to the unauthenticated.
 */
import { onValue, ref } from 'firebase/database';
import { useEffect, useState } from 'react';
import { useDatabase } from 'reactfire';

import type { MonitorEntry, MonitorStep, StatusStats } from '../api/types';

export type Live<T> = { state: 'loading' } | { state: 'error' } | { state: 'ready'; value: T };

/** One path under monitor/, live, mapped by `map` (null when absent). */
function useLivePath<T>(path: string, map: (v: unknown) => T): Live<T> {
  const db = useDatabase();
  const [v, setV] = useState<{ path: string; live: Live<T> } | null>(null);
  useEffect(
    () =>
      onValue(
        ref(db, path),
        (s) => setV({ path, live: { state: 'ready', value: map(s.val()) } }),
        () => setV({ path, live: { state: 'error' } }),
      ),
    // map is a module-level function for every caller.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [db, path],
  );
  return v?.path === path ? v.live : { state: 'loading' };
}

const toBoard = (v: unknown) => (v ?? {}) as Record<string, StatusStats>;
const toEntries = (v: unknown): MonitorEntry[] =>
  Object.entries((v ?? {}) as Record<string, Omit<MonitorEntry, 'id'>>).map(([id, e]) => ({
    ...e,
    id,
  }));
const toSteps = (v: unknown): MonitorStep[] =>
  Object.entries((v ?? {}) as Record<string, Omit<MonitorStep, 'key'>>)
    .map(([key, s]) => ({ ...s, key }))
    .sort((a, b) => a.at - b.at);

/** monitor/board/statuses: counts and entry times per status. */
export function useBoard(): Live<Record<string, StatusStats>> {
  return useLivePath('monitor/board/statuses', toBoard);
}

/** monitor/requests: every folio's masked entry (the older list view). */
export function useEntries(): Live<MonitorEntry[]> {
  return useLivePath('monitor/requests', toEntries);
}

/** monitor/requests/{id}, or 'missing'. */
export function useEntry(id: string): Live<MonitorEntry | 'missing'> {
  return useLivePath(`monitor/requests/${id}`, (v) =>
    v ? { ...(v as Omit<MonitorEntry, 'id'>), id } : 'missing',
  );
}

/** monitor/history/{id}: the status changes, oldest first. */
export function useSteps(id: string): Live<MonitorStep[]> {
  return useLivePath(`monitor/history/${id}`, toSteps);
}

/**
 * The database server's clock (Date.now plus .info/serverTimeOffset), ticking every `everyMs`, so
 * times in status are measured against the clock that stamped them.
 */
export function useServerNow(everyMs = 1000): number {
  const db = useDatabase();
  const [offset, setOffset] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(
    () => onValue(ref(db, '.info/serverTimeOffset'), (s) => setOffset(Number(s.val()) || 0)),
    [db],
  );
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(t);
  }, [everyMs]);
  return now + offset;
}
