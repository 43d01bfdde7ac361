/**
 * "Mis solicitudes de baja", live: a promoter reads through the currentPromoterBpId query the rules
 * allow and keeps its CNCA folios (those with a taskIdCnca, in internalCNCAProcess); admin staff
 * query the status. Newest first.
 */
import { equalTo, onValue, orderByChild, query, ref } from 'firebase/database';
import { useEffect, useState } from 'react';
import { useDatabase } from 'reactfire';

import { useAuthUid } from '@/lib/use-auth-uid';
import { useStore } from '@/stores/create-store';
import { isAdminRole, sessionStore } from '@/stores/session';

import { REQUESTS } from '../api/folio';
import { CNCA_STATUS } from '../codes';
import type { CncaFolio } from '../model';

export type LiveFolios =
  { state: 'loading' } | { state: 'error' } | { state: 'ready'; folios: CncaListFolio[] };

/** A CNCA folio with the status of the request its discharge led to, when the query holds it. */
export type CncaListFolio = CncaFolio & { linkedStatus?: string };

/** Keeps the CNCA folios of a snapshot's children, newest first. */
export function cncaFoliosOf(
  children: Record<string, CncaFolio> | null | undefined,
): CncaListFolio[] {
  const all = children ?? {};
  return Object.entries(all)
    .map(([id, f]) => {
      const linked = f.cnca?.linkedRequest;
      const linkedStatus = linked ? all[linked]?.status : undefined;
      return linkedStatus ? { ...f, id, linkedStatus } : { ...f, id };
    })
    .filter((f) => f.status === CNCA_STATUS && !!f.taskIdCnca)
    .sort((a, b) => (b.createdAt ?? 0) - (a.createdAt ?? 0));
}

export function useCncaFolios(): LiveFolios {
  const db = useDatabase();
  const uid = useAuthUid();
  const { role, dataSeller: bpId } = useStore(sessionStore);
  const admin = isAdminRole(role);
  const key = `${bpId}|${admin}|${uid}`;
  const [live, setLive] = useState<{ key: string; value: LiveFolios }>({
    key: '',
    value: { state: 'loading' },
  });
  useEffect(() => {
    if (!uid) return undefined;
    const q = admin
      ? query(ref(db, REQUESTS), orderByChild('status'), equalTo(CNCA_STATUS))
      : query(ref(db, REQUESTS), orderByChild('currentPromoterBpId'), equalTo(bpId));
    return onValue(
      q,
      (snap) => setLive({ key, value: { state: 'ready', folios: cncaFoliosOf(snap.val()) } }),
      () => setLive({ key, value: { state: 'error' } }),
    );
  }, [db, bpId, admin, key, uid]);
  return live.key === key ? live.value : { state: 'loading' };
}
