/**
 * The folios already open for a client (búsqueda de cliente), live: staff, promoter or admin, read
 * their own folios of that client through the list key (lists/client = "<bpId>|<curp>", the one
 * the rules allow). Admin staff do not query by CURP: that would return the client's folios of
 * every branch, and the rules cannot take a branch out of an equalTo value
 * (docs/adr/0035-paged-lists-on-composite-keys.md); the branch lists find the others.
 */
import { equalTo, orderByChild, query, ref } from 'firebase/database';

import { clientKey } from '@/entities/folio/list-keys';
import { useLiveChildren } from '@/entities/folio/live-data';
import type { LoanRequest } from '@/entities/folio/request-model';
import { useStore } from '@/stores/create-store';
import { sessionStore } from '@/stores/session';

import { REQUESTS } from '../api/folio';

export function useClientFolios(curp: string | null): LoanRequest[] {
  const bpId = useStore(sessionStore, (s) => s.dataSeller);
  const live = useLiveChildren<LoanRequest>(
    curp && bpId ? `${curp}|${bpId}` : null,
    (db) => query(ref(db, REQUESTS), orderByChild('lists/client'), equalTo(clientKey(bpId, curp!))),
    (v, id) => {
      const r = { ...(v as LoanRequest), id };
      return r.curp === curp && !r.discarded ? r : null;
    },
  );
  return live.state === 'ready' ? live.value : [];
}
