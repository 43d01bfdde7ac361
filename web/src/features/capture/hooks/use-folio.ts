/**
 * The folio of the current capture screen, live (onValue on requests/{id}): a reload, or another
 * device saving the same folio, shows the latest data. The id comes from the route (:folioInterno or
 * :folio) or the `folio` query parameter of the screens whose SPEC path carries none.
 */
import { useParams, useSearchParams } from 'react-router';

import { useLiveFolio } from '@/entities/folio/live-data';
import type { LoanRequest } from '@/entities/folio/request-model';

export const FOLIO_PARAM = 'folio';

export function useFolioId(): string | null {
  const params = useParams();
  const [search] = useSearchParams();
  return params.folioInterno ?? params.folio ?? search.get(FOLIO_PARAM) ?? null;
}

/** The layer's states (entities/folio/live-data.ts), the folio as `request` once ready. */
export type FolioState =
  | { state: 'loading' }
  | { state: 'signedOut' | 'missing' | 'denied'; message: string }
  | { state: 'ready'; request: LoanRequest };

export function useFolio(id: string | null): FolioState {
  const live = useLiveFolio<LoanRequest>(id);
  return live.state === 'ready' ? { state: 'ready', request: live.value } : live;
}
