/**
 * The link's live folio for LinkSession, without the database SDK in a link page's first chunks
 * (docs/adr/0080-link-pages-before-the-sdk.md): folio.ts, which imports the SDK, loads with the
 * first watch, once the session is signed in and the SDK is there anyway.
 */
import type { Database } from 'firebase/database';

import { lazyWatch } from '@/entities/link-session/use-link-session';

import type { CustomerFolio } from './folio';

const folioApi = () => import('./folio');

export const watchFolio = lazyWatch<CustomerFolio>(async () => (await folioApi()).watchFolio);

/** folio.ts openConnection, once its module is there. */
export function openConnection(db: Database): void {
  void folioApi().then((api) => api.openConnection(db));
}
