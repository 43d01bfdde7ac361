/**
 * Mis cartas, live and paged (docs/adr/0035-paged-lists-on-composite-keys.md): the promoter's own
 * list key in each of its branches, in the groups a letter folio goes through, kept to the carta
 * libranza folios (model.isLetter).
 */
import { REQUESTS } from '@/entities/folio/folio-record';
import { promoterRange } from '@/entities/folio/list-keys';
import type { ListRange } from '@/entities/folio/list-keys';
import { useListPageSize } from '@/entities/folio/list-page-size';
import { usePagedList } from '@/entities/folio/live-data';
import type { PagedView } from '@/entities/folio/live-data';

import type { LetterFolio } from '../model';

const GROUPS = ['capture', 'inProcess', 'complete'] as const;

export function letterRanges(bpId: string, branches: readonly string[]): ListRange[] {
  if (!bpId) return [];
  return branches.flatMap((b) => GROUPS.map((g) => promoterRange(bpId, b, g)));
}

const asLetter = (v: unknown, id: string) => ({ ...(v as LetterFolio), id });

export function useMyLetters(bpId: string, branches: readonly string[]): PagedView<LetterFolio> {
  return usePagedList({
    path: REQUESTS,
    ranges: letterRanges(bpId, branches),
    size: useListPageSize(),
    map: asLetter,
  });
}
