/** One folio, live (onValue on requests/{id}); null while loading, 'missing' when absent or denied. */
import { onValue, ref } from 'firebase/database';
import { useEffect, useState } from 'react';
import { useDatabase } from 'reactfire';

import type { LoanRequest } from '@/lib/request-model';

import { useAuthUid } from './use-auth-uid';

export function useLiveFolio(id: string): LoanRequest | 'missing' | null {
  const db = useDatabase();
  const uid = useAuthUid();
  const [value, setValue] = useState<{ id: string; folio: LoanRequest | 'missing' } | null>(null);
  useEffect(
    () =>
      uid === undefined
        ? undefined
        : onValue(
            ref(db, `requests/${id}`),
            (snap) =>
              setValue({
                id,
                folio: snap.exists() ? { ...(snap.val() as LoanRequest), id } : 'missing',
              }),
            () => setValue({ id, folio: 'missing' }),
          ),
    [db, id, uid],
  );
  return value?.id === id ? value.folio : null;
}
