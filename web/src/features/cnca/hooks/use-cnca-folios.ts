/**
 * "Mis solicitudes de baja", live and paged (docs/adr/0035-paged-lists-on-composite-keys.md): a
 * promoter pages its own CNCA list key in each of its branches; admin staff page the CNCA status in
 * each of their branches.
 * Kept to the folios with a taskIdCnca; newest first.
 */
import { REQUESTS } from '@/entities/folio/folio-record';
import { adminRanges, promoterRange } from '@/entities/folio/list-keys';
import type { ListRange } from '@/entities/folio/list-keys';
import { useListPageSize } from '@/entities/folio/list-page-size';
import { usePagedList } from '@/entities/folio/live-data';
import type { PagedView } from '@/entities/folio/live-data';
import { useStore } from '@/stores/create-store';
import { isAdminRole, sessionStore } from '@/stores/session';

import { CNCA_STATUS } from '../codes';
import type { CncaFolio } from '../model';

/** The CNCA folios of a page's items, in the page's order. */
export function cncaFoliosOf(folios: readonly CncaFolio[]): CncaFolio[] {
  return folios.filter((f) => f.status === CNCA_STATUS && !!f.taskIdCnca);
}

export function cncaRanges(admin: boolean, bpId: string, branches: readonly string[]): ListRange[] {
  if (admin) return adminRanges([CNCA_STATUS], branches);
  return bpId ? branches.map((b) => promoterRange(bpId, b, 'cnca')) : [];
}

const asFolio = (v: unknown, id: string) => ({ ...(v as CncaFolio), id });

export function useCncaFolios(): PagedView<CncaFolio> {
  const { role, dataSeller: bpId, branches } = useStore(sessionStore);
  return usePagedList({
    path: REQUESTS,
    ranges: cncaRanges(isAdminRole(role), bpId, branches.map((b) => b.branchID).filter(Boolean)),
    size: useListPageSize(),
    map: asFolio,
  });
}
