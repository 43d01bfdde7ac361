/** The live folio of the link (read only: every move of the video step is the functions'). */
import { onValue, ref } from 'firebase/database';
import type { Database } from 'firebase/database';

import type { VideoFolio } from '../model/flow';

export function watchVideoFolio(
  db: Database,
  requestId: string,
  onData: (folio: VideoFolio | null) => void,
  onError: (err: Error) => void,
): () => void {
  return onValue(
    ref(db, `requests/${requestId}`),
    (snap) => onData(snap.val() as VideoFolio | null),
    onError,
  );
}
