/** One folio, live (onValue on requests/{id}); null while loading, 'missing' when absent or denied. */
import { onValue, ref } from 'firebase/database';
import { useEffect, useState } from 'react';
import { useDatabase } from 'reactfire';

import type { LoanRequest } from '@/lib/request-model';

export function useLiveFolio(id: string): LoanRequest | 'missing' | null {
  const db = useDatabase();
  const [value, setValue] = useState<{ id: string; folio: LoanRequest | 'missing' } | null>(null);
  useEffect(
    () =>
      onValue(
        ref(db, `requests/${id}`),
        (snap) =>
          setValue({
            id,
            folio: snap.exists() ? { ...(snap.val() as LoanRequest), id } : 'missing',
          }),
        () => setValue({ id, folio: 'missing' }),
      ),
    [db, id],
  );
  return value?.id === id ? value.folio : null;
}
