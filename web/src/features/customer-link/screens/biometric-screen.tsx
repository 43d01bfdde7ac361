import { useState } from 'react';

import { customer as t } from '@/copy/es';

import { messageOf } from '../api/errors';
import { moveStatus } from '../api/folio';
import { uploadEvidence } from '../api/gateway';
import { PhotoCapture } from '../components/photo-capture';
import type { Photo } from '../components/photo-capture';
import { useLiveCustomerLink } from '../hooks/use-customer-link';

/**
 * The face photo for the biometric check: uploaded to the gateway, then the folio moves
 * waitingProcessCustomer → bioprocess (the rules need consent and OTP done) and the functions
 * submit it to the provider, whose result decides what follows. A failed send asks to resend.
 */
export function BiometricScreen() {
  const { db, auth, requestId, uid } = useLiveCustomerLink();
  const [photo, setPhoto] = useState<Photo | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const send = async () => {
    if (!photo) return setError(t.capture.photoRequired);
    setBusy(true);
    setError(null);
    setFailed(null);
    try {
      // The photo stays in the gateway, filed under the folio and registered by the functions
      // (the staff desk shows only a registered selfie); they submit the folio on bioprocess.
      await uploadEvidence(auth, requestId, {
        kind: 'selfie',
        documentType: 'selfie',
        file: photo.blob,
        fileName: photo.fileName,
      });
      await moveStatus(db, requestId, uid, 'bioprocess');
    } catch (e) {
      setFailed(messageOf(e));
      setBusy(false);
    }
  };
  return (
    <>
      <p>{t.biometric.lead}</p>
      <PhotoCapture id="validacion-biometrica" onPhoto={setPhoto} />
      {error && (
        <p role="alert" className="alert">
          {error}
        </p>
      )}
      <button type="button" disabled={busy} onClick={() => void send()}>
        {busy ? t.sending : t.biometric.send}
      </button>
      {failed && (
        <div className="cl-modal">
          <div role="alertdialog" aria-modal="true" aria-labelledby="bio-failed-title">
            <h2 id="bio-failed-title">{t.biometric.failedTitle}</h2>
            <p>{failed}</p>
            <p>{t.biometric.failedBody}</p>
            <button type="button" onClick={() => void send()}>
              {t.biometric.resend}
            </button>
            <button type="button" className="cl-secondary" onClick={() => setFailed(null)}>
              {t.cancel}
            </button>
          </div>
        </div>
      )}
    </>
  );
}
