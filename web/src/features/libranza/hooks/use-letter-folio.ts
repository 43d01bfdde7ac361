/** One folio, live (onValue on requests/{id}): the letter view follows the generation. */
import { useLiveFolio } from '@/lib/use-live-folio';
import type { LiveFolio } from '@/lib/use-live-folio';

import type { LetterFolio } from '../model';

export type FolioState = LiveFolio<LetterFolio>;

export function useLetterFolio(id: string | undefined): FolioState {
  return useLiveFolio<LetterFolio>(id);
}
