import { useState } from 'react';

import { corrections, customer as t } from '@/copy/es';
import { AnnexUploads, annexCounts } from '@/entities/catalogue/annex-uploads';
import { useDocumentCatalogue } from '@/entities/catalogue/document-catalogue';
import type { DocumentType } from '@/entities/catalogue/document-catalogue';
import { CorrectionFieldsForm } from '@/entities/corrections/correction-fields-form';
import { correctionFields, openFor, requestedAnnexes } from '@/entities/corrections/corrections';
import type { EvidenceKind } from '@/entities/evidence/evidence';

import { messageOf } from '../api/errors';
import type { moveStatus as MoveStatus } from '../api/folio';
import { uploadEvidence } from '../api/gateway';
import { DocumentsForm } from '../components/documents-form';
import { useCustomerLink } from '../hooks/use-customer-link';

/**
 * Action 5: documentsReprocessing → uploadingDocuments → fileValidation. With a correction open for
 * the customer (docs/contract.md), first the inputs of exactly the items staff named (written with
 * the move to uploadingDocuments; the rules open only those paths), then exactly the annexes staff
 * asked for: the official ID's requested sides and the catalogue's requested types (the functions
 * refuse any other and mark each requested one corrected); with catalogue annexes only, the
 * customer sends once every one is filed. Without a correction, as before: the official ID, and
 * beside it the catalogue's annexes (docs/adr/0054-document-catalogue.md), each registered at once
 * into the type's next slot. Before the session is live (the first paint, from the session answer)
 * the screen shows the same and nothing can be sent yet.
 */
const INE_SIDES = ['ineFront', 'ineBack'] as const;

/**
 * The folio's writes import the database SDK: loaded when the customer sends, so the screen's first
 * paint does without it (docs/adr/0080-link-pages-before-the-sdk.md).
 */
async function moveStatus(...args: Parameters<typeof MoveStatus>) {
  return (await import('../api/folio')).moveStatus(...args);
}

/** The handles, there once the session is live: every control is disabled before. */
function handles<T>(h: T | null): T {
  if (!h) throw new Error('documents: the session is not live');
  return h;
}

export function DocumentsScreen() {
  const { db, auth, requestId, uid, folio, live } = useCustomerLink();
  const catalogue = useDocumentCatalogue();
  const [dataSent, setDataSent] = useState(false);
  const [finishError, setFinishError] = useState<string | null>(null);
  const correction = openFor(folio.correction, 'customer') ? folio.correction : undefined;
  const fields = correctionFields(correction);
  const asked = correction ? requestedAnnexes(correction) : undefined;
  const wantsId = !asked || asked.length > 0;
  const sides = INE_SIDES.filter((k) => !asked || asked.includes(k));
  const annexTypes = asked ? catalogue.filter((ty) => asked.includes(ty.id)) : catalogue;
  const pending = (asked ?? []).filter((a) => correction?.annexes?.[a] !== 'corrected');

  const annex = async (type: DocumentType, file: File) => {
    try {
      await uploadEvidence(handles(auth), requestId, {
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
      await moveStatus(handles(db), requestId, uid, 'uploadingDocuments', patch);
      if (!wantsId) await moveStatus(handles(db), requestId, uid, 'fileValidation');
      setDataSent(true);
      return null;
    } catch (e) {
      return messageOf(e);
    }
  };
  const send = async (files: { ineFront: File; ineBack: File }) => {
    try {
      if (folio.status === 'documentsReprocessing') {
        await moveStatus(handles(db), requestId, uid, 'uploadingDocuments');
      }
      await Promise.all(
        sides.map((kind) =>
          uploadEvidence(handles(auth), requestId, {
            kind,
            documentType: 'ine',
            side: kind === 'ineFront' ? 'front' : 'back',
            file: files[kind],
            fileName: files[kind].name,
          }),
        ),
      );
      await moveStatus(handles(db), requestId, uid, 'fileValidation');
      return null;
    } catch (e) {
      return messageOf(e);
    }
  };
  const finish = async () => {
    setFinishError(null);
    try {
      if (folio.status === 'documentsReprocessing') {
        await moveStatus(handles(db), requestId, uid, 'uploadingDocuments');
      }
      await moveStatus(handles(db), requestId, uid, 'fileValidation');
    } catch (e) {
      setFinishError(messageOf(e));
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
            catalogue={annexTypes}
            counts={annexCounts(folio.documents?.annexes)}
            onUpload={annex}
            disabled={!live}
          />
          {sides.length > 0 ? (
            <DocumentsForm onSend={send} disabled={!live} />
          ) : (
            <p>
              <button
                type="button"
                data-annexes-done
                disabled={!live || pending.length > 0}
                onClick={() => void finish()}
              >
                {corrections.form.annexesDone}
              </button>
            </p>
          )}
          {finishError && (
            <p role="alert" className="alert">
              {finishError}
            </p>
          )}
        </>
      )}
    </>
  );
}
