/** One folio, live (onValue on requests/{id}): the letter view follows the generation. */
import { onValue, ref } from 'firebase/database';
import { useEffect, useState } from 'react';
import { useDatabase } from 'reactfire';

import { REQUESTS } from '../api/folio';
import type { LetterFolio } from '../model';
import { useAuthUid } from './use-auth-uid';

export type FolioState =
  { state: 'loading' } | { state: 'missing' } | { state: 'ready'; folio: LetterFolio };

export function useLetterFolio(id: string | undefined): FolioState {
  const db = useDatabase();
  const uid = useAuthUid();
  const [value, setValue] = useState<{ id?: string; result: FolioState }>({
    result: { state: 'loading' },
  });
  useEffect(() => {
    if (!id || !uid) return undefined;
    return onValue(
      ref(db, `${REQUESTS}/${id}`),
      (snap) =>
        setValue({
          id,
          result: snap.exists()
            ? { state: 'ready', folio: { ...(snap.val() as LetterFolio), id } }
            : { state: 'missing' },
        }),
      () => setValue({ id, result: { state: 'missing' } }),
    );
  }, [db, id, uid]);
  if (!id || uid === null) return { state: 'missing' };
  return value.id === id ? value.result : { state: 'loading' };
}
