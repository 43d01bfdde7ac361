/**
 * Live reads for the staff screens: one folio, the folios in some statuses
 * (orderByChild('status').equalTo(s), one listener per status) and errors/cox. Listeners wait for
 * Firebase Auth to restore the session, so a reload is not refused by the rules.
 */
import { onAuthStateChanged } from 'firebase/auth';
import { equalTo, onValue, orderByChild, query, ref } from 'firebase/database';
import { useEffect, useMemo, useState } from 'react';
import { useAuth, useDatabase } from 'reactfire';

import type { LoanRequest } from '@/lib/request-model';

export function useAuthUid(): string | null | undefined {
  const auth = useAuth();
  const [uid, setUid] = useState<string | null | undefined>(undefined);
  useEffect(() => onAuthStateChanged(auth, (u) => setUid(u?.uid ?? null)), [auth]);
  return uid;
}

export type Live<T> = { state: 'loading' } | { state: 'error' } | { state: 'ready'; value: T };

/** One folio, live; 'missing' when absent. */
export function useLiveFolio(id: string): Live<LoanRequest | 'missing'> {
  const db = useDatabase();
  const uid = useAuthUid();
  const [v, setV] = useState<{ id: string; live: Live<LoanRequest | 'missing'> } | null>(null);
  useEffect(() => {
    if (!uid) return undefined;
    return onValue(
      ref(db, `requests/${id}`),
      (s) =>
        setV({
          id,
          live: {
            state: 'ready',
            value: s.exists() ? { ...(s.val() as LoanRequest), id } : 'missing',
          },
        }),
      () => setV({ id, live: { state: 'error' } }),
    );
  }, [db, id, uid]);
  return v?.id === id ? v.live : { state: 'loading' };
}

/** Folios whose status is one of `statuses`, live, oldest update first. */
export function useLiveByStatus(statuses: readonly string[]): Live<LoanRequest[]> {
  const db = useDatabase();
  const uid = useAuthUid();
  const key = statuses.join(',');
  const [parts, setParts] = useState<{
    key: string;
    byStatus: Record<string, LoanRequest[]>;
    error: boolean;
  }>({ key: '', byStatus: {}, error: false });
  useEffect(() => {
    if (!uid) return undefined;
    const offs = key.split(',').map((status) =>
      onValue(
        query(ref(db, 'requests'), orderByChild('status'), equalTo(status)),
        (snap) => {
          const found: LoanRequest[] = [];
          snap.forEach((c) => {
            found.push({ ...(c.val() as LoanRequest), id: c.key! });
          });
          setParts((p) => ({
            key,
            byStatus: { ...(p.key === key ? p.byStatus : {}), [status]: found },
            error: p.key === key && p.error,
          }));
        },
        () => setParts((p) => ({ key, byStatus: p.key === key ? p.byStatus : {}, error: true })),
      ),
    );
    return () => offs.forEach((off) => off());
  }, [db, key, uid]);
  return useMemo((): Live<LoanRequest[]> => {
    if (parts.key !== key) return { state: 'loading' };
    if (parts.error) return { state: 'error' };
    if (Object.keys(parts.byStatus).length < statuses.length) return { state: 'loading' };
    const all = Object.values(parts.byStatus)
      .flat()
      .filter((r) => !r.discarded)
      .sort((a, b) => (a.lastUpdateAt ?? 0) - (b.lastUpdateAt ?? 0));
    return { state: 'ready', value: all };
  }, [parts, key, statuses.length]);
}

export interface CoxError {
  probankNumber: string;
  attended?: boolean;
  message?: string;
  requestId?: string;
  at?: number;
}

/** errors/cox records, live: those not attended yet, or all of them with `includeAttended`. */
export function useLiveCoxErrors(includeAttended = false): Live<CoxError[]> {
  const db = useDatabase();
  const uid = useAuthUid();
  const [live, setLive] = useState<Live<CoxError[]>>({ state: 'loading' });
  useEffect(() => {
    if (!uid) return undefined;
    return onValue(
      ref(db, 'errors/cox'),
      (snap) => {
        const list: CoxError[] = [];
        snap.forEach((c) => {
          const v = c.val() as CoxError;
          if (v && (includeAttended || v.attended !== true)) {
            list.push({ ...v, probankNumber: c.key! });
          }
        });
        setLive({ state: 'ready', value: list });
      },
      () => setLive({ state: 'error' }),
    );
  }, [db, uid, includeAttended]);
  return live;
}

/** One change of the trail: a value before and after, masked by the functions when personal. */
export interface HistoryChange {
  from?: unknown;
  to?: unknown;
}

/**
 * requestHistory/{id}/{key}, written by the functions for every committed change of the folio:
 * when, who (uid or 'functions', and role), the status before and after (null when absent), the
 * changed leaf paths relative to the folio, and per path (with '/' written '|') its values.
 */
export interface HistoryEntry {
  key: string;
  from?: string | null;
  to?: string | null;
  by?: string;
  role?: string;
  at?: number;
  reason?: string;
  paths?: string[];
  changes?: Record<string, HistoryChange>;
  /** 'access' for a read through the desk function (docs/adr/0040-staff-desk-and-four-eyes.md). */
  kind?: string;
  /** What an access entry read: an image kind or 'identifiers'. */
  accessed?: string;
}

/** Oldest first; entries of the same millisecond in key (push id) order. */
export function byTime(a: HistoryEntry, b: HistoryEntry): number {
  return (a.at ?? 0) - (b.at ?? 0) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
}

/** requestHistory/{id} (written by the functions on each status change), ordered by `at`. */
export function useLiveHistory(id: string): Live<HistoryEntry[]> {
  const db = useDatabase();
  const uid = useAuthUid();
  const [v, setV] = useState<{ id: string; live: Live<HistoryEntry[]> } | null>(null);
  useEffect(() => {
    if (!uid) return undefined;
    return onValue(
      ref(db, `requestHistory/${id}`),
      (snap) => {
        const list: HistoryEntry[] = [];
        snap.forEach((c) => {
          list.push({ ...(c.val() as HistoryEntry), key: c.key! });
        });
        list.sort(byTime);
        setV({ id, live: { state: 'ready', value: list } });
      },
      () => setV({ id, live: { state: 'error' } }),
    );
  }, [db, id, uid]);
  return v?.id === id ? v.live : { state: 'loading' };
}
