/**
 * The folio of the current capture screen, live (onValue on requests/{id}): a reload, or another
 * device saving the same folio, shows the latest data. The id comes from the route (:folioInterno or
 * :folio) or the `folio` query parameter of the screens whose SPEC path carries none.
 */
import { onValue, ref } from 'firebase/database';
import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useDatabase } from 'reactfire';

import type { LoanRequest } from '@/lib/request-model';

import { REQUESTS } from '../api/folio';
import { useAuthUid } from './use-auth-uid';

export const FOLIO_PARAM = 'folio';

export function useFolioId(): string | null {
  const params = useParams();
  const [search] = useSearchParams();
  return params.folioInterno ?? params.folio ?? search.get(FOLIO_PARAM) ?? null;
}

export type FolioState =
  { state: 'loading' } | { state: 'missing' } | { state: 'ready'; request: LoanRequest };

export function useFolio(id: string | null): FolioState {
  const db = useDatabase();
  const uid = useAuthUid();
  const [value, setValue] = useState<{ id: string | null; result: FolioState }>({
    id,
    result: { state: 'loading' },
  });
  useEffect(() => {
    if (!id || uid === undefined) return undefined;
    return onValue(
      ref(db, `${REQUESTS}/${id}`),
      (snap) =>
        setValue({
          id,
          result: snap.exists()
            ? { state: 'ready', request: { ...(snap.val() as LoanRequest), id } }
            : { state: 'missing' },
        }),
      () => setValue({ id, result: { state: 'missing' } }),
    );
  }, [db, id, uid]);
  if (!id) return { state: 'missing' };
  return value.id === id ? value.result : { state: 'loading' };
}
