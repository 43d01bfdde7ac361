import { useState } from 'react';
import { useAuth } from 'reactfire';

import { staff } from '@/copy/es';
import type { LoanRequest } from '@/entities/folio/request-model';
import { LINK_STAGES } from '@/lib/folio-contract.gen';
import type { FolioStatus } from '@/lib/folio-contract.gen';
import { ApiError } from '@/lib/http';

import { resendLink } from '../api/resend-link';

const t = staff.lists;
const when = new Intl.DateTimeFormat('es-MX', { dateStyle: 'short', timeStyle: 'short' });

/** A folio waiting for its customer: the link's expiry and "Reenviar enlace". */
export function ResendLink({
  request,
  now = Date.now,
}: {
  request: LoanRequest;
  now?: () => number;
}) {
  const auth = useAuth();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const link = request.link;
  // Only a folio in its link's customer stage has a link to resend (the function checks it too).
  const stage = link?.action ? LINK_STAGES[link.action] : undefined;
  if (!link || !stage?.includes(request.status as FolioStatus) || link.usedAt) return null;
  const expiresAt = done ?? link.expiresAt;

  const send = async () => {
    setBusy(true);
    setError(null);
    try {
      const token = await auth.currentUser!.getIdToken();
      const res = await resendLink(request.id, token);
      setDone(res.expiresAt);
    } catch (err) {
      setError(err instanceof ApiError && err.message ? err.message : t.resendError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="resend-link">
      {done !== null ? (
        <p role="status">{t.linkResent(when.format(new Date(done)))}</p>
      ) : expiresAt && expiresAt > now() ? (
        <p>{t.linkExpires(when.format(new Date(expiresAt)))}</p>
      ) : (
        <p>{t.linkExpired}</p>
      )}
      <button type="button" onClick={() => void send()} disabled={busy}>
        {busy ? t.resendingLink : t.resendLink}
      </button>
      {error && (
        <p role="alert" className="alert">
          {error}
        </p>
      )}
    </div>
  );
}
