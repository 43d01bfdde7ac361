import { AnnexUploads, annexCounts } from '@/components/ui/annex-uploads';
import { customer as t } from '@/copy/es';
import { useDocumentCatalogue } from '@/lib/document-catalogue';
import type { DocumentType } from '@/lib/document-catalogue';
import type { EvidenceKind } from '@/lib/evidence';

import { messageOf } from '../api/errors';
import { moveStatus } from '../api/folio';
import { uploadEvidence } from '../api/gateway';
import { DocumentsForm } from '../components/documents-form';
import { useCustomerLink } from '../hooks/use-customer-link';

/**
 * Reprocessing: documentsReprocessing → uploadingDocuments → (upload, registered by the functions,
 * which write documents/ineFront and ineBack) → fileValidation. Before sending, the customer may
 * file the catalogue's annexes (docs/adr/0054-document-catalogue.md); each is registered at once,
 * into the type's next slot.
 */
export function DocumentsScreen() {
  const { db, auth, requestId, uid, folio } = useCustomerLink();
  const catalogue = useDocumentCatalogue();
  const annex = async (type: DocumentType, file: File) => {
    try {
      await uploadEvidence(auth, requestId, {
        kind: type.id as EvidenceKind,
        documentType: type.technicalName,
        file,
        fileName: file.name,
      });
      return null;
    } catch (e) {
      return messageOf(e);
    }
  };
  const send = async (files: { ineFront: File; ineBack: File }) => {
    try {
      if (folio.status === 'documentsReprocessing') {
        await moveStatus(db, requestId, uid, 'uploadingDocuments');
      }
      await Promise.all([
        uploadEvidence(auth, requestId, {
          kind: 'ineFront',
          documentType: 'ine',
          side: 'front',
          file: files.ineFront,
          fileName: files.ineFront.name,
        }),
        uploadEvidence(auth, requestId, {
          kind: 'ineBack',
          documentType: 'ine',
          side: 'back',
          file: files.ineBack,
          fileName: files.ineBack.name,
        }),
      ]);
      await moveStatus(db, requestId, uid, 'fileValidation');
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
      <AnnexUploads
        catalogue={catalogue}
        counts={annexCounts(folio.documents?.annexes)}
        onUpload={annex}
      />
      <DocumentsForm onSend={send} />
    </>
  );
}
