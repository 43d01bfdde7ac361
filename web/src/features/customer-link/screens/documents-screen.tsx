import { customer as t } from '@/copy/es';

import { gatewayFolio, messageOf } from '../api/errors';
import { documentRecord, moveStatus } from '../api/folio';
import { uploadDocument } from '../api/gateway';
import { DocumentsForm } from '../components/documents-form';
import { useCustomerLink } from '../hooks/use-customer-link';

/** Reprocessing: documentsReprocessing → uploadingDocuments → (upload) → fileValidation. */
export function DocumentsScreen() {
  const { db, requestId, uid, folio } = useCustomerLink();
  const send = async (files: { ineFront: File; ineBack: File }) => {
    try {
      if (folio.status === 'documentsReprocessing') {
        await moveStatus(db, requestId, uid, 'uploadingDocuments');
      }
      const gf = gatewayFolio(folio, requestId);
      const [front, back] = await Promise.all([
        uploadDocument({
          folio: gf,
          documentType: 'ine',
          side: 'front',
          file: files.ineFront,
          fileName: files.ineFront.name,
        }),
        uploadDocument({
          folio: gf,
          documentType: 'ine',
          side: 'back',
          file: files.ineBack,
          fileName: files.ineBack.name,
        }),
      ]);
      await moveStatus(db, requestId, uid, 'fileValidation', {
        'documents/ineFront': documentRecord(front.documentId, files.ineFront.name),
        'documents/ineBack': documentRecord(back.documentId, files.ineBack.name),
      });
      return null;
    } catch (e) {
      return messageOf(e);
    }
  };
  const reason = folio.statusReason?.trim();
  return (
    <>
      {reason && (
        <p className="alert" role="note">
          {t.documents.reason} <strong>{reason}</strong>
        </p>
      )}
      <DocumentsForm onSend={send} />
    </>
  );
}
