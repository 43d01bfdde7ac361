import { lazy, Suspense, useState } from 'react';

import { corrections, customer as t } from '@/copy/es';
import { AnnexUploads, annexCounts } from '@/entities/catalogue/annex-uploads';
import { useDocumentCatalogue } from '@/entities/catalogue/document-catalogue';
import type { DocumentType } from '@/entities/catalogue/document-catalogue';
import { openFor, requestedAnnexes, requestedItems } from '@/entities/corrections/requested';
import type { EvidenceKind } from '@/entities/evidence/evidence';
import { oneAtATime } from '@/lib/one-at-a-time';

import { messageOf } from '../api/errors';
import type { moveStatus as MoveStatus } from '../api/folio';
import { uploadEvidence } from '../api/gateway';
import { DocumentsForm } from '../components/documents-form';
import { useEarlyCustomerLink } from '../hooks/use-early-customer-link';

/**
 * Action 5: documentsReprocessing → uploadingDocuments → fileValidation. With a correction open for
 * the customer (docs/contract.md), first the inputs of exactly the items staff named (written with
 * the move to uploadingDocuments; the rules open only those paths), then exactly the annexes staff
 * asked for: the official ID's requested sides and the catalogue's requested types (the functions
 * refuse any other and mark each requested one corrected); with catalogue annexes only, the
 * customer sends once every one is filed. Without a correction, as before: the official ID, and
 * beside it the catalogue's annexes (docs/adr/0054-document-catalogue.md), each registered at once
 * into the type's next slot. Before the session is live (the first paint, from the session answer)
 * the screen shows the same and takes input once the app's handlers are attached: a send asked for
 * then waits for the session and runs with the live link's handles
 * (docs/adr/0087-documents-before-the-sign-in.md).
 */
const INE_SIDES = ['ineFront', 'ineBack'] as const;

/**
 * The folio's writes import the database SDK: loaded when the customer sends, so the screen's first
 * paint does without it (docs/adr/0080-link-pages-before-the-sdk.md).
 */
async function moveStatus(...args: Parameters<typeof MoveStatus>) {
  return (await import('../api/folio')).moveStatus(...args);
}

/**
 * The data step's form and its yup rules: loaded only when a correction asks the customer for data
 * (a folio LinkSession shows once live, never from the HTML).
 */
const CorrectionDataForm = lazy(() =>
  import('../components/correction-data-form').then((m) => ({ default: m.CorrectionDataForm })),
);

export function DocumentsScreen() {
  const { folio, live, attached, whenLive } = useEarlyCustomerLink();
  const catalogue = useDocumentCatalogue();
  const [dataSent, setDataSent] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const [gate] = useState(oneAtATime);
  const [finishError, setFinishError] = useState<string | null>(null);
  // The shell's markup (disabled) in the first commit, then input is taken (lib/use-when-live.ts).
  const early = !live && !attached;
  const correction = openFor(folio.correction, 'customer') ? folio.correction : undefined;
  const asksData = requestedItems(correction).length > 0;
  const asked = correction ? requestedAnnexes(correction) : undefined;
  const wantsId = !asked || asked.length > 0;
  const sides = INE_SIDES.filter((k) => !asked || asked.includes(k));
  const annexTypes = asked ? catalogue.filter((ty) => asked.includes(ty.id)) : catalogue;
  const pending = (asked ?? []).filter((a) => correction?.annexes?.[a] !== 'corrected');

  const annex = async (type: DocumentType, file: File) => {
    try {
      const link = await whenLive();
      await uploadEvidence(link.auth, link.requestId, {
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
      const { db, requestId, uid } = await whenLive();
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
      const { db, auth, requestId, uid, folio } = await whenLive();
      if (folio.status === 'documentsReprocessing') {
        await moveStatus(db, requestId, uid, 'uploadingDocuments');
      }
      await Promise.all(
        sides.map((kind) =>
          uploadEvidence(auth, requestId, {
            kind,
            documentType: 'ine',
            side: kind === 'ineFront' ? 'front' : 'back',
            file: files[kind],
            fileName: files[kind].name,
          }),
        ),
      );
      await moveStatus(db, requestId, uid, 'fileValidation');
      return null;
    } catch (e) {
      return messageOf(e);
    }
  };
  // A second tap while the first is on its way (or waits for the session) sends nothing.
  const finish = gate(async () => {
    setFinishing(true);
    setFinishError(null);
    try {
      const { db, requestId, uid, folio } = await whenLive();
      if (folio.status === 'documentsReprocessing') {
        await moveStatus(db, requestId, uid, 'uploadingDocuments');
      }
      await moveStatus(db, requestId, uid, 'fileValidation');
    } catch (e) {
      setFinishError(messageOf(e));
    } finally {
      setFinishing(false);
    }
  });
  const reason = folio.statusReason?.trim();
  const dataStep = !!correction && asksData && !dataSent;
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
          <Suspense
            fallback={
              <p role="status" aria-busy="true">
                {t.loading}
              </p>
            }
          >
            <CorrectionDataForm correction={correction} folio={folio} onSend={sendData} />
          </Suspense>
        </>
      )}
      {!dataStep && wantsId && (
        <>
          {dataSent && <p role="status">{corrections.form.documentsNext}</p>}
          <AnnexUploads
            catalogue={annexTypes}
            counts={annexCounts(folio.documents?.annexes)}
            onUpload={annex}
            disabled={early}
          />
          {sides.length > 0 ? (
            <DocumentsForm onSend={send} disabled={early} />
          ) : (
            <p>
              <button
                type="button"
                data-annexes-done
                disabled={early || finishing || pending.length > 0}
                onClick={() => void finish()}
              >
                {finishing ? t.sending : corrections.form.annexesDone}
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
