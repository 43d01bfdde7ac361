/** One CNCA folio, live (its code moves as the functions run the SIPRE discharge). */
import { useLiveFolio } from '@/lib/use-live-folio';
import type { LiveFolio as Live } from '@/lib/use-live-folio';

import type { CncaFolio } from '../model';

export type LiveFolio = Live<CncaFolio>;

export function useCncaFolio(id: string): LiveFolio {
  return useLiveFolio<CncaFolio>(id);
}
