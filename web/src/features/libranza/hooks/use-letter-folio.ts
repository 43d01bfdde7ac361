/** One folio, live (onValue on requests/{id}): the letter view follows the generation. */
import { useLiveFolio } from '@/entities/folio/live-data';
import type { Live } from '@/entities/folio/live-data';

import type { LetterFolio } from '../model';

export type FolioState = Live<LetterFolio & { id: string }>;

export function useLetterFolio(id: string | undefined): FolioState {
  return useLiveFolio<LetterFolio>(id);
}
