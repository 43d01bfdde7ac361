/** Staff's list of folios whose SMS, biometric or COX answer was lost, each with "Revisar ahora". */
import { useCallback, useEffect, useState } from 'react';
import { useAuth } from 'reactfire';

import { RetryAlert } from '@/components/ui/retry-alert';
import { staff } from '@/copy/es';
import { useSignedInUid } from '@/entities/folio/live-data';
import { statusLabel } from '@/entities/folio/request-model';
import { ApiError } from '@/lib/http';

import { loadPendingEffects, reconcile } from '../api/pending-effects';
import type { PendingEffect } from '../api/pending-effects';

const t = staff.pendingEffects;
const when = new Intl.DateTimeFormat('es-MX', { dateStyle: 'short', timeStyle: 'short' });

const messageOf = (err: unknown, fallback: string) =>
  err instanceof ApiError && err.message ? err.message : fallback;

type Load =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; items: PendingEffect[] };

export function PendingEffects() {
  const auth = useAuth();
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [busy, setBusy] = useState<string | null>(null);
  const [notes, setNotes] = useState<Record<string, { text: string; alert: boolean }>>({});

  // Auth restores its session after the first render (a reload): ask once there is a user.
  const uid = useSignedInUid();

  const refresh = useCallback(async () => {
    const user = auth.currentUser;
    if (!user || !uid) return;
    try {
      setLoad({ kind: 'ready', items: await loadPendingEffects(await user.getIdToken()) });
    } catch (err) {
      setLoad({ kind: 'error', message: messageOf(err, t.loadError) });
    }
  }, [auth, uid]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const act = async (id: string) => {
    setBusy(id);
    try {
      const token = await auth.currentUser!.getIdToken();
      const out = await reconcile(id, token);
      const failed = out.some((o) => o.error);
      const status = out[0]?.status ?? '';
      setNotes((n) => ({
        ...n,
        [id]: failed
          ? { text: t.stillPending, alert: true }
          : { text: t.reconciled(statusLabel(status)), alert: false },
      }));
    } catch (err) {
      setNotes((n) => ({ ...n, [id]: { text: messageOf(err, t.reconcileError), alert: true } }));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="pending-effects-title">
      <h2 id="pending-effects-title">{t.title}</h2>
      <p>{t.intro}</p>
      {load.kind === 'loading' ? (
        <p role="status">{staff.common.loading}</p>
      ) : load.kind === 'error' ? (
        <RetryAlert
          message={load.message}
          onRetry={() => {
            setLoad({ kind: 'loading' });
            void refresh();
          }}
        />
      ) : load.items.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">{t.folio}</th>
              <th scope="col">{t.effect}</th>
              <th scope="col">{t.since}</th>
              <th scope="col">{t.attempts}</th>
              <th scope="col" />
            </tr>
          </thead>
          <tbody>
            {load.items.map((p) => {
              const note = notes[p.requestId];
              return (
                <tr key={`${p.requestId}-${p.effect}`}>
                  <td>{p.requestId}</td>
                  <td>{t.effects[p.effect] ?? p.effect}</td>
                  <td>{when.format(new Date(p.since))}</td>
                  <td>{p.attempts}</td>
                  <td>
                    <button
                      type="button"
                      disabled={busy !== null}
                      onClick={() => void act(p.requestId)}
                    >
                      {busy === p.requestId ? t.reconciling : t.reconcile}
                    </button>
                    {note && (
                      <p
                        role={note.alert ? 'alert' : 'status'}
                        className={note.alert ? 'alert' : undefined}
                      >
                        {note.text}
                      </p>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
