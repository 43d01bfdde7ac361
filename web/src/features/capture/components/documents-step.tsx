import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from 'reactfire';

import { DocumentList } from '@/components/ui/document-list';
import { routes } from '@/config/paths';
import { documents as docCopy, es, staff } from '@/copy/es';
import { AnnexUploads, annexCounts } from '@/entities/catalogue/annex-uploads';
import {
  isAnnex,
  missingRequired,
  useDocumentCatalogue,
} from '@/entities/catalogue/document-catalogue';
import type { DocumentType } from '@/entities/catalogue/document-catalogue';
import { registerEvidence } from '@/entities/evidence/evidence';
import type { EvidenceKind } from '@/entities/evidence/evidence';
import { statusAtLeast } from '@/entities/folio/request-model';
import { logger } from '@/lib/logger';
import { notify, toast } from '@/stores/notifications';

import { uploadFile, uploadIne } from '../api/upload-document';
import { hasIne, linkBlocker } from '../link-rules';
import { DocumentsForm, INE_SIDES } from './documents-form';
import type { IneKey } from './documents-form';
import { FolioGate } from './folio-gate';
import type { StepContext } from './folio-gate';

const t = staff.documents;

function Step({ id, request, save }: StepContext) {
  const navigate = useNavigate();
  const auth = useAuth();
  const [progress, setProgress] = useState<Partial<Record<IneKey, number>>>({});
  const [replace, setReplace] = useState(false);
  const [sending, setSending] = useState(false);
  const uploaded = hasIne(request);

  const upload = async (files: Record<IneKey, File>) => {
    try {
      for (const { key, side } of INE_SIDES) {
        const file = files[key];
        const doc = await uploadIne({
          folio: id,
          side,
          file,
          onProgress: (pct) => setProgress((p) => ({ ...p, [key]: pct })),
        });
        // The functions check the upload is this folio's, hash it and write documents/{key}
        // themselves (docs/adr/0049-evidence-held-by-the-server.md); no client writes it.
        const user = auth.currentUser;
        if (!user) throw new Error(t.registerError);
        await registerEvidence(
          await user.getIdToken(),
          { kind: key, documentId: doc.documentId, requestId: id },
          t.registerError,
        );
      }
      const ok = await save({}, statusAtLeast(request.status, 'documents'));
      if (!ok) return;
      setReplace(false);
      setProgress({});
    } catch (err) {
      logger.error('INE upload failed', { id }, err);
      toast(err instanceof Error && err.message ? err.message : t.uploadError, { kind: 'error' });
    }
  };

  // The catalogue's annexes: each file is uploaded and registered at once, into its type's next
  // slot (docs/adr/0054-document-catalogue.md).
  const catalogue = useDocumentCatalogue();
  const counts = annexCounts(request.documents?.annexes);
  const annex = async (type: DocumentType, file: File) => {
    try {
      const doc = await uploadFile({
        folio: id,
        side: 'front',
        file,
        documentType: type.technicalName,
      });
      const user = auth.currentUser;
      if (!user) return t.registerError;
      await registerEvidence(
        await user.getIdToken(),
        { kind: type.id as EvidenceKind, documentId: doc.documentId, requestId: id },
        t.registerError,
      );
      return null;
    } catch (err) {
      logger.error('annex upload failed', { id, type: type.id }, err);
      return err instanceof Error && err.message ? err.message : t.uploadError;
    }
  };
  const missing = missingRequired(catalogue, request.documents).filter(isAnnex);
  const blocker =
    linkBlocker(request) ??
    (missing.length > 0 ? docCopy.missingRequired(missing.map((d) => d.name).join(', ')) : null);
  const send = async () => {
    setSending(true);
    const ok = await save({}, 'waitingProcessCustomer');
    setSending(false);
    if (ok) {
      notify(t.sent, 'success');
      navigate(routes.requestsInProcess.path);
    }
  };

  return (
    <>
      <DocumentList documents={request.documents} />
      {(!uploaded || replace) && <DocumentsForm progress={progress} onSubmit={upload} />}
      {uploaded && !replace && (
        <p>
          <button type="button" className="secondary" onClick={() => setReplace(true)}>
            {t.replace}
          </button>
        </p>
      )}
      <AnnexUploads catalogue={catalogue} counts={counts} onUpload={annex} />
      {blocker && uploaded && (
        <p role="alert" className="alert">
          {blocker}
        </p>
      )}
      <p>
        <button type="button" disabled={!!blocker || sending} onClick={send}>
          {sending ? t.sending : t.sendLink}
        </button>
      </p>
    </>
  );
}

export function DocumentsStep() {
  return (
    <FolioGate title={es.screens.customerDocuments} step="documents">
      {(ctx) => <Step {...ctx} />}
    </FolioGate>
  );
}
