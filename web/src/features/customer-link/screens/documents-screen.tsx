import { useState } from 'react';

import { CorrectionFieldsForm } from '@/components/form/correction-fields-form';
import { AnnexUploads, annexCounts } from '@/components/ui/annex-uploads';
import { corrections, customer as t } from '@/copy/es';
import { correctionFields, openFor, requestedAnnexes } from '@/lib/corrections';
import { useDocumentCatalogue } from '@/lib/document-catalogue';
import type { DocumentType } from '@/lib/document-catalogue';
import type { EvidenceKind } from '@/lib/evidence';

import { messageOf } from '../api/errors';
import { moveStatus } from '../api/folio';
import { uploadEvidence } from '../api/gateway';
import { DocumentsForm } from '../components/documents-form';
import { useCustomerLink } from '../hooks/use-customer-link';

/**
 * Action 5: documentsReprocessing → uploadingDocuments → fileValidation. With a correction open for
 * the customer (docs/contract.md), first the inputs of exactly the items staff named (written with
 * the move to uploadingDocuments; the rules open only those paths), then, when staff asked for
 * annexes, the official ID again (registered by the functions, which write documents/ineFront and
 * ineBack). Without a correction, as before: the official ID. Beside the official ID the customer
 * may file the catalogue's annexes (docs/adr/0054-document-catalogue.md); each is registered at
 * once, into the type's next slot.
 */
export function DocumentsScreen() {
  const { db, auth, requestId, uid, folio } = useCustomerLink();
  const catalogue = useDocumentCatalogue();
  const [dataSent, setDataSent] = useState(false);
  const correction = openFor(folio.correction, 'customer') ? folio.correction : undefined;
  const fields = correctionFields(correction);
  const wantsId = !correction || requestedAnnexes(correction).length > 0;

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
  const sendData = async (patch: Record<string, unknown>) => {
    try {
      await moveStatus(db, requestId, uid, 'uploadingDocuments', patch);
      if (!wantsId) await moveStatus(db, requestId, uid, 'fileValidation');
      setDataSent(true);
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
  const dataStep = fields.length > 0 && !dataSent;
  return (
    <>
      {reason && (
        <p className="alert" role="note">
          {t.documents.reason} <strong>{reason}</strong>
        </p>
      )}
      {dataStep && (
        <>
          <h2>{corrections.form.title}</h2>
          <CorrectionFieldsForm fields={fields} folio={folio} onSend={sendData} />
        </>
      )}
      {!dataStep && wantsId && (
        <>
          {dataSent && <p role="status">{corrections.form.documentsNext}</p>}
          <AnnexUploads
            catalogue={catalogue}
            counts={annexCounts(folio.documents?.annexes)}
            onUpload={annex}
          />
          <DocumentsForm onSend={send} />
        </>
      )}
    </>
  );
}
