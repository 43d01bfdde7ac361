import { useState } from 'react';
import { useAuth, useDatabase } from 'reactfire';

import { corrections as t } from '@/copy/es';
import type { Correction } from '@/entities/corrections/corrections';
import { requestedAnnexes, requestedItems } from '@/entities/corrections/requested';
import { CORRECTION_ANNEXES, CORRECTION_ITEMS } from '@/lib/folio-contract.gen';
import { logger } from '@/lib/logger';
import { toast } from '@/stores/notifications';

import { approveCorrection } from '../api';
import { bpIdOf } from '../transitions';

/**
 * The folio's correction for staff: what was asked, of whom, why, each item's and annex's state
 * (the functions mark one corrected when its data changes), whether signed terms were voided, and
 * the approval. Only a second admin approves (four-eyes; the rules refuse the requester), and only
 * once the folio is back under review (`reviewing`).
 */
export function CorrectionPanel({
  id,
  correction: c,
  reviewing,
}: {
  id: string;
  correction: Correction | undefined;
  reviewing: boolean;
}) {
  const db = useDatabase();
  const auth = useAuth();
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  if (!c) return null;
  const me = bpIdOf(auth.currentUser?.uid);
  const rows = [
    ...requestedItems(c).map((n) => ({
      key: n,
      label: CORRECTION_ITEMS[n]!.label,
      state: c.items?.[n],
    })),
    ...requestedAnnexes(c).map((n) => ({
      key: n,
      label: CORRECTION_ANNEXES[n]!,
      state: c.annexes?.[n],
    })),
  ];
  const approve = async () => {
    setRefused(null);
    if (c.requestedBy === me) {
      setRefused(t.panel.sameStaff);
      return;
    }
    setBusy(true);
    try {
      await approveCorrection(db, id, auth.currentUser!.uid, me);
      toast(t.panel.approved_ok, { kind: 'success' });
    } catch (err) {
      logger.error('correction approval refused', { id }, err);
      toast(t.panel.approveError, { kind: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="correction-title" data-correction={c.open ? 'open' : 'approved'}>
      <h2 id="correction-title">
        {t.panel.title}: {c.open ? t.panel.open : t.panel.approved}
      </h2>
      <dl>
        <dt>{t.panel.writer}</dt>
        <dd data-writer={c.writer}>{t.panel.writers[c.writer ?? ''] ?? c.writer}</dd>
        <dt>{t.panel.reason}</dt>
        <dd>{c.reason}</dd>
        <dt>{t.panel.requestedBy}</dt>
        <dd data-field="requestedBy">{c.requestedBy}</dd>
        {c.approvedBy && (
          <>
            <dt>{t.panel.approvedBy}</dt>
            <dd data-field="approvedBy">{c.approvedBy}</dd>
          </>
        )}
      </dl>
      <table>
        <thead>
          <tr>
            <th scope="col">{t.request.items}</th>
            <th scope="col">{t.panel.state}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} data-correction-item={r.key} data-state={r.state}>
              <td>{r.label}</td>
              <td>{t.panel.states[r.state ?? ''] ?? r.state}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {c.voidedAt && (
        <p className="alert" role="note" data-voided>
          {t.panel.voided}
        </p>
      )}
      {c.open && reviewing && (
        <p>
          <button
            type="button"
            data-approve-correction
            disabled={busy}
            onClick={() => void approve()}
          >
            {t.panel.approve}
          </button>
        </p>
      )}
      {refused && (
        <p role="alert" className="alert" data-four-eyes>
          {refused}
        </p>
      )}
    </section>
  );
}
