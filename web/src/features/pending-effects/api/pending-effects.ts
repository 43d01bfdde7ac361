/**
 * The side effects whose answer was lost (functions/api_effects.go): the caller's pending folios
 * and "Revisar ahora", which asks the provider (COX under the same submission) or sends again.
 */
import { staff } from '@/copy/es';
import { API, api } from '@/lib/api';
import { withIdToken } from '@/lib/http';

const t = staff.pendingEffects;

export interface PendingEffect {
  requestId: string;
  status: string;
  effect: string;
  /** When the folio entered its status, ms. */
  since: number;
  attempts: number;
}

export interface ReconcileOutcome {
  requestId: string;
  effect: string;
  status: string;
  error?: string;
}

export async function loadPendingEffects(idToken: string): Promise<PendingEffect[]> {
  const res = await api.get<{ pending: PendingEffect[] }>(
    API.pendingEffects,
    withIdToken(idToken, { fallback: t.loadError }),
  );
  return res.pending ?? [];
}

export async function reconcile(requestId: string, idToken: string): Promise<ReconcileOutcome[]> {
  const res = await api.post<{ outcomes: ReconcileOutcome[] }>(
    API.reconcile(requestId),
    undefined,
    withIdToken(idToken, { fallback: t.reconcileError }),
  );
  return res.outcomes ?? [];
}
