/**
 * The folios already open for a client (búsqueda de cliente), live: a promoter reads its own
 * folios of that client through its list key (lists/client = "<bpId>|<curp>", the one the rules
 * allow it); admin staff query by CURP.
 */
import { equalTo, orderByChild, query, ref } from 'firebase/database';

import { clientKey } from '@/lib/list-keys';
import { useLiveChildren } from '@/lib/live-data';
import type { LoanRequest } from '@/lib/request-model';
import { useStore } from '@/stores/create-store';
import { isAdminRole, sessionStore } from '@/stores/session';

import { REQUESTS } from '../api/folio';

export function useClientFolios(curp: string | null): LoanRequest[] {
  const { role, dataSeller: bpId } = useStore(sessionStore);
  const admin = isAdminRole(role);
  const live = useLiveChildren<LoanRequest>(
    curp ? `${curp}|${bpId}|${admin}` : null,
    (db) =>
      admin
        ? query(ref(db, REQUESTS), orderByChild('curp'), equalTo(curp))
        : query(ref(db, REQUESTS), orderByChild('lists/client'), equalTo(clientKey(bpId, curp!))),
    (v, id) => {
      const r = { ...(v as LoanRequest), id };
      return r.curp === curp && !r.discarded ? r : null;
    },
  );
  return live.state === 'ready' ? live.value : [];
}
