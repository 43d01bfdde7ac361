/**
 * Live folios for a list: one onValue per query (a promoter's currentPromoterBpId query, or admin
 * staff's status queries), merged by folio id. Every change in the database re-renders the list
 * without a reload.
 */
import { equalTo, onValue, orderByChild, query, ref } from 'firebase/database';
import { useEffect, useMemo, useState } from 'react';
import { useDatabase } from 'reactfire';

import type { LoanRequest } from '@/lib/request-model';
import { useAuthUid } from '@/lib/use-auth-uid';

import type { ListQuery } from '../filter';

export type LiveState =
  { state: 'loading' } | { state: 'error' } | { state: 'ready'; requests: LoanRequest[] };

export function useLiveRequests(queries: readonly ListQuery[]): LiveState {
  const db = useDatabase();
  const uid = useAuthUid();
  const key = `${uid}|` + queries.map((q) => `${q.child}=${q.value}`).join('&');
  const [snapshots, setSnapshots] = useState<{
    key: string;
    parts: Record<number, LoanRequest[]>;
    error: boolean;
  }>({ key: '', parts: {}, error: false });

  useEffect(() => {
    if (uid === undefined) return undefined;
    const spec = key.slice(key.indexOf('|') + 1);
    const list = spec ? spec.split('&').map((p) => p.split('=') as [string, string]) : [];
    const unsubscribe = list.map(([child, value], i) =>
      onValue(
        query(ref(db, 'requests'), orderByChild(child), equalTo(value)),
        (snap) => {
          const found: LoanRequest[] = [];
          snap.forEach((c) => {
            found.push({ ...(c.val() as LoanRequest), id: c.key! });
          });
          setSnapshots((s) => ({
            key,
            parts: { ...(s.key === key ? s.parts : {}), [i]: found },
            error: s.key === key && s.error,
          }));
        },
        () => setSnapshots((s) => ({ key, parts: s.key === key ? s.parts : {}, error: true })),
      ),
    );
    return () => unsubscribe.forEach((u) => u());
  }, [db, key, uid]);

  return useMemo((): LiveState => {
    if (snapshots.key !== key && queries.length > 0) return { state: 'loading' };
    if (snapshots.error) return { state: 'error' };
    if (Object.keys(snapshots.parts).length < queries.length) return { state: 'loading' };
    const byId = new Map<string, LoanRequest>();
    for (const part of Object.values(snapshots.parts)) for (const r of part) byId.set(r.id, r);
    return { state: 'ready', requests: [...byId.values()] };
  }, [snapshots, key, queries.length]);
}
