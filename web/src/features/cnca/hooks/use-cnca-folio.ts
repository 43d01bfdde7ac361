/** One CNCA folio, live (its code moves as the functions run the SIPRE discharge). */
import { onValue, ref } from 'firebase/database';
import { useEffect, useState } from 'react';
import { useDatabase } from 'reactfire';

import { REQUESTS } from '../api/folio';
import type { CncaFolio } from '../model';
import { useAuthUid } from './use-auth-uid';

export type LiveFolio =
  { state: 'loading' } | { state: 'missing' } | { state: 'ready'; folio: CncaFolio };

export function useCncaFolio(id: string): LiveFolio {
  const db = useDatabase();
  const uid = useAuthUid();
  const key = `${id}|${uid}`;
  const [live, setLive] = useState<{ key: string; value: LiveFolio }>({
    key: '',
    value: { state: 'loading' },
  });
  useEffect(() => {
    if (!uid || !id) return undefined;
    return onValue(
      ref(db, `${REQUESTS}/${id}`),
      (snap) =>
        setLive({
          key,
          value: snap.exists()
            ? { state: 'ready', folio: { ...(snap.val() as CncaFolio), id } }
            : { state: 'missing' },
        }),
      () => setLive({ key, value: { state: 'missing' } }),
    );
  }, [db, id, key, uid]);
  if (uid === null) return { state: 'missing' };
  return live.key === key ? live.value : { state: 'loading' };
}
