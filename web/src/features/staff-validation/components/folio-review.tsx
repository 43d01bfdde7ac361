import type { ReactNode } from 'react';

import { DocumentList } from '@/components/ui/document-list';
import { formatMXN } from '@/components/ui/money';
import { validation as t } from '@/copy/es';
import type { Correction } from '@/entities/corrections/corrections';
import { useLiveFolio } from '@/entities/folio/live-data';
import { clientName, statusLabel } from '@/entities/folio/request-model';
import type { LoanRequest } from '@/entities/folio/request-model';

import { staffTargets } from '../transitions';
import { CorrectionPanel } from './correction-panel';
import { FolioDesk } from './folio-desk';
import { FolioHistory } from './history-table';
import { PromoterCorrection } from './promoter-correction';
import { StaffActions } from './staff-actions';
import { StaffCorrection } from './staff-correction';

/**
 * A folio for staff, live, laid out to fit one desktop screen: the desk (identifiers in clear,
 * images and the biometric result, through the desk function) beside the staff actions of its
 * current status and the folio's summary; below them its documents and its trail, folded.
 * `children` adds screen-specific actions, beside the staff actions; `edits` (validacion-edicion)
 * lets an admin correct, in place, the items the contract gives staff.
 */
export function FolioReview({
  id,
  children,
  edits = false,
}: {
  id: string;
  children?: ReactNode;
  edits?: boolean;
}) {
  const live = useLiveFolio<LoanRequest>(id);
  if (live.state === 'loading') return <p role="status">{t.loading}</p>;
  if (live.state !== 'ready') {
    return (
      <p role="alert" className="alert">
        {live.state === 'missing' ? t.notFound : live.message}
      </p>
    );
  }
  const r = live.value;
  const offer = r.offer?.quoter;
  return (
    <>
      <div className="desk-layout">
        <FolioDesk id={r.id} />
        <div className="desk-side">
          <StaffActions id={r.id} status={r.status} folio={r as Record<string, unknown>} />
          {children}
          {edits && <StaffCorrection folio={r as Parameters<typeof StaffCorrection>[0]['folio']} />}
          <CorrectionPanel
            id={r.id}
            correction={(r as { correction?: Correction }).correction}
            reviewing={staffTargets(r.status).length > 0}
          />
          <dl className="desk-summary">
            <dt>{t.folio}</dt>
            <dd>{r.id}</dd>
            <dt>{t.status}</dt>
            <dd data-status={r.status}>{statusLabel(r.status)}</dd>
            <dt>{t.client}</dt>
            <dd>{clientName(r)}</dd>
            <dt>{t.promoter}</dt>
            <dd>{r.currentPromoterBpId}</dd>
            {offer && (
              <>
                <dt>{t.product}</dt>
                <dd>{offer.product}</dd>
                <dt>{t.amount}</dt>
                <dd>{formatMXN(offer.amount)}</dd>
                <dt>{t.term}</dt>
                <dd>{offer.term ? t.months(offer.term) : ''}</dd>
              </>
            )}
            {r.documentsValidatedBy && (
              <>
                <dt>{t.fourEyes.validatedBy}</dt>
                <dd data-field="documentsValidatedBy">{r.documentsValidatedBy}</dd>
              </>
            )}
          </dl>
        </div>
      </div>
      <DocumentList documents={r.documents} />
      <PromoterCorrection folio={r as Parameters<typeof PromoterCorrection>[0]['folio']} />
      <FolioHistory id={r.id} />
    </>
  );
}
