/**
 * The one live-data layer (docs/adr/0034-one-live-data-layer.md): every feature's folio views and
 * lists read the database through these hooks, which behave the same everywhere:
 *
 * - `loading` until Auth has restored its session (reactfire's useSigninCheck) and the first answer
 *   came; a listener is attached only once signed in, so a reload is not refused by the rules;
 * - `signedOut` when there is no session, at once (no listener);
 * - `missing` for a path that holds nothing (a folio that does not exist);
 * - `denied` when the rules refuse the listener (another promoter's folio, a lapsed session);
 * - `ready` with the value.
 *
 * Each state but `ready` and `loading` carries its Spanish message from the catalogue. The data
 * listeners are onValue (reactfire's useDatabaseObjectData/useDatabaseListData throw a refusal
 * into the render and keep it cached for the page's lifetime; see the ADR).
 */
import {
  endAt,
  endBefore,
  limitToLast,
  onValue,
  orderByChild,
  query,
  ref,
  startAt,
} from 'firebase/database';
import type { DataSnapshot, Database, Query } from 'firebase/database';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useDatabase, useSigninCheck } from 'reactfire';

import { live as copy } from '@/copy/es';
import { REQUESTS } from '@/entities/folio/folio-record';
import type { ListRange } from '@/entities/folio/list-keys';
import { PagedList } from '@/entities/folio/paged-list';
import type { ListenWindow, PageItem, PagedSnapshot } from '@/entities/folio/paged-list';
import { EMPTY_ID_MESSAGES } from '@/lib/data-guards';

export type Live<T> =
  | { state: 'loading' }
  | { state: 'signedOut'; message: string }
  | { state: 'missing'; message: string }
  | { state: 'denied'; message: string }
  | { state: 'ready'; value: T };

const LOADING = { state: 'loading' } as const;
export const SIGNED_OUT = { state: 'signedOut', message: copy.signedOut } as const;
export const MISSING = { state: 'missing', message: copy.missing } as const;
export const DENIED = { state: 'denied', message: copy.denied } as const;

/** The signed-in uid once Auth has restored its session: undefined until then, null signed out. */
export function useSignedInUid(): string | null | undefined {
  const { status, data } = useSigninCheck();
  if (status !== 'success' || !data) return undefined;
  return data.signedIn ? data.user.uid : null;
}

/**
 * A live subscription under the layer's states. `key` names what is listened to (null: nothing to
 * listen to, which reads `missing`); `listen` is called once per key and signed-in user.
 */
function useLive<T>(
  key: string | null,
  listen: (db: Database, next: (v: T | undefined) => void, fail: () => void) => () => void,
): Live<T> {
  const db = useDatabase();
  const uid = useSignedInUid();
  const id = `${uid}|${key}`;
  const listenRef = useRef(listen);
  useEffect(() => {
    listenRef.current = listen;
  });
  const [got, setGot] = useState<{ id: string; live: Live<T> }>({ id: '', live: LOADING });
  useEffect(() => {
    if (!uid || key === null) return undefined;
    return listenRef.current(
      db,
      (v) => setGot({ id, live: v === undefined ? MISSING : { state: 'ready', value: v } }),
      () => setGot({ id, live: DENIED }),
    );
  }, [db, id, uid, key]);
  if (uid === null) return SIGNED_OUT;
  if (key === null) return MISSING;
  if (uid === undefined) return LOADING;
  return got.id === id ? got.live : LOADING;
}

/** The value at `path`, live; `missing` when it holds nothing. `map` gets the value and its key. */
export function useLiveValue<T>(
  path: string | null,
  map: (value: unknown, key: string) => T = (v) => v as T,
): Live<T> {
  return useLive<T>(path, (db, next, fail) =>
    onValue(
      ref(db, path!),
      (snap) => next(snap.exists() ? map(snap.val(), snap.key ?? '') : undefined),
      fail,
    ),
  );
}

/** A folio (or any record keyed by id) with its id. */
export function useLiveRecord<T>(
  base: string,
  id: string | null | undefined,
): Live<T & { id: string }> {
  return useLiveValue<T & { id: string }>(id ? `${base}/${id}` : null, (v, key) => ({
    ...(v as T),
    id: key,
  }));
}

/** One folio (requests/{id}), live, with its id. */
export function useLiveFolio<T>(id: string | null | undefined): Live<T & { id: string }> {
  const live = useLiveRecord<T>(REQUESTS, id);
  // docs/requirements.md §5: a read with no id fails with the spec's own message.
  return id ? live : { state: 'missing', message: EMPTY_ID_MESSAGES.request };
}

/**
 * The children of a query, live, in the query's order (an empty result is `ready` with []). `key`
 * must change whenever the query does. Several queries (one per branch of an admin) are listened
 * to side by side: `ready` once each has answered, their children in the queries' order; `denied`
 * if the rules refuse any; none at all is `ready` with [].
 */
export function useLiveChildren<T>(
  key: string | null,
  build: (db: Database) => Query | readonly Query[],
  map: (value: unknown, key: string) => T | null,
): Live<T[]> {
  return useLive<T[]>(key, (db, next, fail) => {
    const built = build(db);
    const queries: readonly Query[] = Array.isArray(built) ? built : [built as Query];
    if (queries.length === 0) {
      next([]);
      return () => undefined;
    }
    const parts: (T[] | undefined)[] = queries.map(() => undefined);
    const offs = queries.map((q, i) =>
      onValue(
        q,
        (snap) => {
          parts[i] = childrenOf(snap, map);
          if (parts.every((p) => p !== undefined)) next(parts.flat() as T[]);
        },
        fail,
      ),
    );
    return () => {
      for (const off of offs) off();
    };
  });
}

function childrenOf<T>(snap: DataSnapshot, map: (v: unknown, key: string) => T | null): T[] {
  const out: T[] = [];
  snap.forEach((c) => {
    const v = map(c.val(), c.key!);
    if (v !== null) out.push(v);
  });
  return out;
}

/** The database listener of a paged list's window (entities/folio/paged-list.ts). */
export function listenWindow<T>(db: Database, path: string): ListenWindow<T> {
  return (w, onItems, onError) => {
    const { orderBy, prefix } = w.range;
    const end = 'at' in w.end ? endAt(w.end.at) : endBefore(w.end.before.key, w.end.before.id);
    const q = query(
      ref(db, path),
      orderByChild(orderBy),
      startAt(prefix),
      end,
      limitToLast(w.limit),
    );
    return onValue(
      q,
      (snap) => {
        const items: PageItem<T>[] = [];
        snap.forEach((c) => {
          const key = c.child(orderBy).val() as unknown;
          if (typeof key === 'string') items.push({ id: c.key!, key, value: c.val() as T });
        });
        onItems(items);
      },
      onError,
    );
  };
}

export interface PagedView<T> {
  live: Live<T[]>;
  hasMore: boolean;
  loadingMore: boolean;
  /** "Ver más": loads the next older page. */
  more: () => void;
}

const EMPTY: PagedSnapshot<never> = {
  state: 'loading',
  items: [],
  hasMore: false,
  loadingMore: false,
};
const noSubscribe = () => () => undefined;

/**
 * A paged live list over key ranges of `path` (docs/adr/0035-paged-lists-on-composite-keys.md):
 * the newest `size` items of each range first, "Ver más" for older ones. `ranges` and the bounds
 * are compared by value, so a caller may build them on every render.
 */
export function usePagedList<T>(opts: {
  path: string;
  ranges: readonly ListRange[] | null;
  size: number | null;
  until?: number;
  since?: number;
  map: (value: unknown, id: string) => T;
}): PagedView<T> {
  const db = useDatabase();
  const uid = useSignedInUid();
  const { path, ranges, size, until, since, map } = opts;
  const spec =
    uid && ranges && size ? JSON.stringify({ uid, path, ranges, size, until, since }) : null;
  // Built per spec; it listens only while subscribed (useSyncExternalStore below).
  const current = useMemo(() => {
    if (!spec) return null;
    const s = JSON.parse(spec) as {
      ranges: ListRange[];
      size: number;
      until?: number;
      since?: number;
    };
    return new PagedList<T>({ ...s, listen: listenWindow<T>(db, path) });
  }, [db, path, spec]);
  const snap = useSyncExternalStore(
    current?.subscribe ?? noSubscribe,
    current?.snapshot ?? (() => EMPTY as PagedSnapshot<T>),
  );
  const more = () => current?.more();
  if (uid === null) return { live: SIGNED_OUT, hasMore: false, loadingMore: false, more };
  if (!current || snap.state === 'loading') {
    return { live: LOADING, hasMore: false, loadingMore: false, more };
  }
  if (snap.state === 'denied') return { live: DENIED, hasMore: false, loadingMore: false, more };
  return {
    live: { state: 'ready', value: snap.items.map((i) => map(i.value, i.id)) },
    hasMore: snap.hasMore,
    loadingMore: snap.loadingMore,
    more,
  };
}

/** The message of a state that is neither loading nor ready (for a role="alert"). */
export function liveMessage<T>(l: Live<T>): string | null {
  return l.state === 'loading' || l.state === 'ready' ? null : l.message;
}
