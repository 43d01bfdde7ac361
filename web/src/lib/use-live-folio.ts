/**
 * One folio, live (onValue on requests/{id}): a reload, another device saving it or the functions
 * moving it show at once. It listens only once Auth has restored the session (the rules would
 * refuse a listener attached before, and it would never be retried); signed out, or refused, it
 * reads missing.
 */
import { onValue, ref } from 'firebase/database';
import { useEffect, useState } from 'react';
import { useDatabase } from 'reactfire';

import { EMPTY_ID_MESSAGES } from '@/lib/data-guards';
import { REQUESTS } from '@/lib/folio-record';
import { useAuthUid } from '@/lib/use-auth-uid';

export type LiveFolio<T> =
  | { state: 'loading' }
  /** `reason`: docs/requirements.md §5's 'Request id empty.' when there was no id to read. */
  | { state: 'missing'; reason?: string }
  | { state: 'ready'; folio: T & { id: string } };

export function useLiveFolio<T>(id: string | null | undefined): LiveFolio<T> {
  const db = useDatabase();
  const uid = useAuthUid();
  const key = `${id}|${uid}`;
  const [live, setLive] = useState<{ key: string; value: LiveFolio<T> }>({
    key: '',
    value: { state: 'loading' },
  });
  useEffect(() => {
    if (!id || !uid) return undefined;
    return onValue(
      ref(db, `${REQUESTS}/${id}`),
      (snap) =>
        setLive({
          key,
          value: snap.exists()
            ? { state: 'ready', folio: { ...(snap.val() as T), id } }
            : { state: 'missing' },
        }),
      () => setLive({ key, value: { state: 'missing' } }),
    );
  }, [db, id, key, uid]);
  if (!id) return { state: 'missing', reason: EMPTY_ID_MESSAGES.request };
  if (uid === null) return { state: 'missing' };
  return live.key === key ? live.value : { state: 'loading' };
}
