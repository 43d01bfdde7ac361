/**
 * Mis cartas, live: the promoter's folios through the one query the rules allow a promoter
 * (orderByChild('currentPromoterBpId').equalTo(bpId)), kept to the carta libranza folios.
 */
import { equalTo, onValue, orderByChild, query, ref } from 'firebase/database';
import { useEffect, useState } from 'react';
import { useDatabase } from 'reactfire';

import { useAuthUid } from '@/lib/use-auth-uid';

import { REQUESTS } from '../api/folio';
import { myLetters } from '../model';
import type { LetterFolio } from '../model';

export type LettersState =
  { state: 'loading' } | { state: 'error' } | { state: 'ready'; letters: LetterFolio[] };

export function useMyLetters(bpId: string): LettersState {
  const db = useDatabase();
  const uid = useAuthUid();
  const [value, setValue] = useState<{ key: string; result: LettersState }>({
    key: '',
    result: { state: 'loading' },
  });
  useEffect(() => {
    if (!bpId || !uid) return undefined;
    const q = query(ref(db, REQUESTS), orderByChild('currentPromoterBpId'), equalTo(bpId));
    return onValue(
      q,
      (snap) =>
        setValue({
          key: bpId,
          result: { state: 'ready', letters: myLetters(snap.val() as never) },
        }),
      () => setValue({ key: bpId, result: { state: 'error' } }),
    );
  }, [db, bpId, uid]);
  if (!bpId || uid === null) return { state: 'error' };
  return value.key === bpId ? value.result : { state: 'loading' };
}
