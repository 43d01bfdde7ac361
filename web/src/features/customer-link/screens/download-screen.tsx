import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';

import { href } from '@/config/paths';
import { customer as t } from '@/copy/es';
import { downloadLetter, LETTER_DOCUMENT, saveBlob } from '@/entities/letters/letters';
import { ApiError } from '@/lib/http';

import { moveStatus } from '../api/folio';
import type { CustomerFolio } from '../api/folio';
import { LoanSummary } from '../components/loan-summary';
import { useLiveCustomerLink } from '../hooks/use-customer-link';
import { summaryRows } from '../model/loan';

const esc = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** A self-contained HTML copy of the loan summary the customer keeps. */
export function summaryDocument(folio: CustomerFolio): string {
  const rows = summaryRows(folio)
    .map(([k, v]) => `<tr><th align="left">${esc(k)}</th><td>${esc(v)}</td></tr>`)
    .join('');
  const name = esc(folio.client?.fullName ?? folio.client?.names ?? '');
  return `<!doctype html><html lang="es-MX"><meta charset="utf-8"><title>${esc(t.download.summaryFile)}</title><h1>${esc(t.download.summaryFile)}</h1><p>${name}</p><table>${rows}</table><p><small>${esc(t.summary.catNote)}</small></p><p><small>${esc(t.summary.warning)}</small></p></html>`;
}

/** docs/requirements.md §4 action 2: a signature-only link; with video (3, 4) the video call comes next. */
export const SIGNATURE_ONLY_ACTION = 2;
/** docs/requirements.md §4 action 4: signature and video, so a signed folio goes on to the call. */
export const SIGNATURE_AND_VIDEO_ACTION = 4;
const AWAITING_CALL = ['signature', 'videocall'];

/**
 * Descarga de documentos, after signing. A signature-only folio goes on to COX from here
 * (signature → sentCOX, a customer transition); the functions submit it.
 */
export function DownloadScreen() {
  const { folio, requestId, db, uid, uuid, auth } = useLiveCustomerLink();
  const hasLetter = Boolean(folio.documents?.[LETTER_DOCUMENT]);
  const [letterError, setLetterError] = useState('');
  const [letterBusy, setLetterBusy] = useState(false);
  const saveLetter = async () => {
    setLetterError('');
    setLetterBusy(true);
    try {
      const token = (await auth.currentUser?.getIdToken()) ?? '';
      const pdf = await downloadLetter(requestId, token, t.download.letterError);
      saveBlob(pdf, t.download.letterFileName(folio.folioIt || requestId));
    } catch (err) {
      setLetterError(err instanceof ApiError && err.message ? err.message : t.download.letterError);
    } finally {
      setLetterBusy(false);
    }
  };
  const toCall =
    folio.link?.action === SIGNATURE_AND_VIDEO_ACTION && AWAITING_CALL.includes(folio.status ?? '');
  const sent = useRef(false);
  const toCox = folio.status === 'signature' && folio.link?.action === SIGNATURE_ONLY_ACTION;
  useEffect(() => {
    if (!toCox || sent.current) return;
    sent.current = true;
    moveStatus(db, requestId, uid, 'sentCOX').catch(() => {
      sent.current = false;
    });
  }, [toCox, db, requestId, uid]);
  const url = useMemo(
    () => URL.createObjectURL(new Blob([summaryDocument(folio)], { type: 'text/html' })),
    [folio],
  );
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <>
      <p>{t.download.lead}</p>
      <LoanSummary folio={folio} />
      <a
        className="cl-button"
        href={url}
        download={t.download.fileName(folio.folioIt || requestId)}
      >
        {t.download.download(t.download.summaryFile)}
      </a>
      {hasLetter && (
        <button type="button" className="cl-button" onClick={saveLetter} disabled={letterBusy}>
          {t.download.download(t.download.letterFile)}
        </button>
      )}
      {letterError && (
        <p role="alert" className="alert">
          {letterError}
        </p>
      )}
      {toCall ? (
        <>
          <p>{t.download.videoNext}</p>
          <Link className="cl-button" to={href('videoWelcome', { uuid })}>
            {t.download.toVideo}
          </Link>
        </>
      ) : (
        <p>{t.download.next}</p>
      )}
    </>
  );
}
