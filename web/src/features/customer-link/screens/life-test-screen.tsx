import { useState } from 'react';

import { customer as t } from '@/copy/es';

import { gatewayFolio, messageOf } from '../api/errors';
import { saveCustomerStep } from '../api/folio';
import { uploadDocument } from '../api/gateway';
import { PhotoCapture } from '../components/photo-capture';
import type { Photo } from '../components/photo-capture';
import { useCustomerLink } from '../hooks/use-customer-link';

/** Life test (customField 1016): a live photo, kept in the gateway, marked done on the folio. */
export function LifeTestScreen() {
  const { db, requestId, folio } = useCustomerLink();
  const [photo, setPhoto] = useState<Photo | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const send = async () => {
    if (!photo) return setError(t.capture.photoRequired);
    setBusy(true);
    setError(null);
    try {
      const doc = await uploadDocument({
        folio: gatewayFolio(folio, requestId),
        documentType: 'lifeTest',
        file: photo.blob,
        fileName: photo.fileName,
      });
      await saveCustomerStep(db, requestId, 'lifeTest', { gatewayId: doc.documentId });
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
