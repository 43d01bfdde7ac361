import { useEffect, useRef, useState } from 'react';

import { SignaturePad } from '@/components/ui/signature-pad';
import type { SignaturePadHandle } from '@/components/ui/signature-pad';
import { customer as t } from '@/copy/es';

import { messageOf } from '../api/errors';
import { moveStatus } from '../api/folio';
import { uploadEvidence } from '../api/gateway';
import { useLiveCustomerLink } from '../hooks/use-customer-link';

/**
 * Firma digital: the pad's JPEG goes to the gateway, the functions register it and write
 * customerSteps/signature, then the folio moves waitingSignature → signature (the rules need the
 * signature step done).
 */
export function SignatureScreen() {
  const { db, auth, requestId, uid, folio } = useLiveCustomerLink();
  const pad = useRef<SignaturePadHandle>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [declining, setDeclining] = useState(false);
  const signed = !!folio.customerSteps?.signature?.done;
  const status = folio.status;

  // A save interrupted after the signature step was stored but before the status moved.
  useEffect(() => {
    if (status === 'waitingSignature' && signed) void moveStatus(db, requestId, uid, 'signature');
  }, [status, signed, db, requestId, uid]);

  const save = async () => {
    if (!pad.current || pad.current.isEmpty()) return setError(t.signature.empty);
    setBusy(true);
    setError(null);
    try {
      const blob = await pad.current.toBlob();
      if (!blob) throw new Error('empty canvas');
      await uploadEvidence(auth, requestId, {
        kind: 'signature',
        documentType: 'signature',
        file: blob,
        fileName: 'firma.jpg',
      });
      await moveStatus(db, requestId, uid, 'signature');
    } catch (e) {
      setError(
        e instanceof Error && e.message === 'empty canvas' ? t.signature.failed : messageOf(e),
      );
      setBusy(false);
    }
  };

  return (
    <>
      <p>{t.signature.lead}</p>
      <SignaturePad
        label={t.signature.pad}
        ref={pad}
        onChange={(empty) => empty || setError(null)}
      />
      <button type="button" className="cl-secondary" onClick={() => pad.current?.clear()}>
        {t.signature.clear}
      </button>
      {error && (
        <p role="alert" className="alert">
          {error}
        </p>
      )}
      <button type="button" disabled={busy} onClick={() => void save()}>
        {busy ? t.saving : t.signature.save}
      </button>
      <button type="button" className="cl-secondary" onClick={() => setDeclining(true)}>
        {t.signature.decline}
      </button>
      {declining && (
        <div className="cl-modal">
          <div role="alertdialog" aria-modal="true" aria-labelledby="decline-title">
            <h2 id="decline-title">{t.signature.declineTitle}</h2>
            <p>{t.signature.declineBody}</p>
            <button
              type="button"
              onClick={() =>
                void moveStatus(db, requestId, uid, 'rejectionSignature').catch((e: unknown) => {
                  setDeclining(false);
                  setError(messageOf(e));
                })
              }
            >
              {t.signature.declineConfirm}
            </button>
            <button type="button" className="cl-secondary" onClick={() => setDeclining(false)}>
              {t.cancel}
            </button>
          </div>
        </div>
      )}
    </>
  );
}
