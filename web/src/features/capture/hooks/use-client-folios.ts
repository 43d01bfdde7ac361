/**
 * The folios already open for a client (búsqueda de cliente): a promoter reads only through the
 * currentPromoterBpId query the rules allow and filters by CURP here; admin staff query by CURP.
 */
import { equalTo, onValue, orderByChild, query, ref } from 'firebase/database';
import { useEffect, useState } from 'react';
import { useDatabase } from 'reactfire';

import type { LoanRequest } from '@/lib/request-model';
import { useAuthUid } from '@/lib/use-auth-uid';
import { useStore } from '@/stores/create-store';
import { isAdminRole, sessionStore } from '@/stores/session';

import { REQUESTS } from '../api/folio';

export function useClientFolios(curp: string | null): LoanRequest[] {
  const db = useDatabase();
  const uid = useAuthUid();
  const { role, dataSeller: bpId } = useStore(sessionStore);
  const admin = isAdminRole(role);
  const [found, setFound] = useState<{ key: string; list: LoanRequest[] }>({ key: '', list: [] });
  const key = `${curp}|${bpId}|${admin}|${uid}`;
  useEffect(() => {
    if (!curp || uid === undefined) return undefined;
    const q = admin
      ? query(ref(db, REQUESTS), orderByChild('curp'), equalTo(curp))
      : query(ref(db, REQUESTS), orderByChild('currentPromoterBpId'), equalTo(bpId));
    return onValue(
      q,
      (snap) => {
        const list: LoanRequest[] = [];
        snap.forEach((child) => {
          const r = { ...(child.val() as LoanRequest), id: child.key! };
          if (r.curp === curp && !r.discarded) list.push(r);
        });
        setFound({ key, list });
      },
      () => setFound({ key, list: [] }),
    );
  }, [db, curp, bpId, admin, key, uid]);
  return found.key === key ? found.list : [];
}
