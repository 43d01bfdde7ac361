import { useState } from 'react';

import { customer as t } from '@/copy/es';

import { messageOf } from '../api/errors';
import { uploadEvidence } from '../api/gateway';
import { PhotoCapture } from '../components/photo-capture';
import type { Photo } from '../components/photo-capture';
import { useLiveCustomerLink } from '../hooks/use-customer-link';

/**
 * Life test (customField 1016): a live photo, kept in the gateway; the functions register it and
 * mark the step done on the folio, which moves the customer on.
 */
export function LifeTestScreen() {
  const { auth, requestId } = useLiveCustomerLink();
  const [photo, setPhoto] = useState<Photo | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const send = async () => {
    if (!photo) return setError(t.capture.photoRequired);
    setBusy(true);
    setError(null);
    try {
      await uploadEvidence(auth, requestId, {
        kind: 'lifeTest',
        documentType: 'lifeTest',
        file: photo.blob,
        fileName: photo.fileName,
      });
    } catch (e) {
      setError(messageOf(e));
      setBusy(false);
    }
  };
  return (
    <>
      <p>{t.lifeTest.lead}</p>
      <PhotoCapture id="prueba-de-vida" onPhoto={setPhoto} />
      {error && (
        <p role="alert" className="alert">
          {error}
        </p>
      )}
      <button type="button" disabled={busy} onClick={() => void send()}>
        {busy ? t.sending : t.lifeTest.send}
      </button>
    </>
  );
}
