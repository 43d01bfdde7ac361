/**
 * The desk's folio view, loaded once per folio once Firebase Auth has restored the session: the
 * summary (identifiers in clear), then each image the folio has as an object URL (revoked when
 * the view goes away). Each load is one access in the folio's trail, so nothing is re-fetched on
 * re-render.
 */
import { useEffect, useState } from 'react';
import { useAuth } from 'reactfire';

import { useSignedInUid } from '@/entities/folio/live-data';

import { fetchDeskImage, fetchDeskSummary, isAnnexKind } from '../desk-api';
import type { DeskSummary, ImageKind } from '../desk-api';

export type DeskState =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | {
      state: 'ready';
      summary: DeskSummary;
      images: Partial<Record<ImageKind, string>>;
      /** Each annex slot's object URL (its blob keeps the registered content type). */
      files?: Record<string, string>;
    };

export function useDesk(id: string): DeskState {
  const auth = useAuth();
  const uid = useSignedInUid();
  const [v, setV] = useState<{ id: string; desk: DeskState } | null>(null);
  useEffect(() => {
    if (!uid) return undefined;
    let live = true;
    const urls: string[] = [];
    void (async () => {
      try {
        const token = await auth.currentUser!.getIdToken();
        const summary = await fetchDeskSummary(id, token);
        const images: Partial<Record<ImageKind, string>> = {};
        const files: Record<string, string> = {};
        const annexes = (summary.documents ?? []).filter((d) => isAnnexKind(d.kind));
        await Promise.all([
          ...summary.images.map(async (kind) => {
            const url = URL.createObjectURL(await fetchDeskImage(id, kind, token));
            if (!live) URL.revokeObjectURL(url);
            urls.push(url);
            images[kind] = url;
          }),
          ...annexes.map(async (d) => {
            const url = URL.createObjectURL(await fetchDeskImage(id, d.kind, token));
            if (!live) URL.revokeObjectURL(url);
            urls.push(url);
            files[d.kind] = url;
          }),
        ]);
        if (live) setV({ id, desk: { state: 'ready', summary, images, files } });
      } catch (err) {
        if (live) setV({ id, desk: { state: 'error', message: (err as Error).message } });
      }
    })();
    return () => {
      live = false;
      urls.forEach((u) => URL.revokeObjectURL(u));
    };
  }, [auth, id, uid]);
  return v?.id === id ? v.desk : { state: 'loading' };
}
