/** One CNCA folio, live (its code moves as the functions run the SIPRE discharge). */
import { useLiveFolio } from '@/entities/folio/live-data';
import type { Live } from '@/entities/folio/live-data';

import type { CncaFolio } from '../model';

export type LiveFolio = Live<CncaFolio & { id: string }>;

export function useCncaFolio(id: string): LiveFolio {
  return useLiveFolio<CncaFolio>(id);
}
