import { Link } from 'react-router';

import { DocumentList } from '@/components/ui/document-list';
import { formatMXN } from '@/components/ui/money';
import { routes } from '@/config/paths';
import { staff } from '@/copy/es';
import { useLiveFolio } from '@/entities/folio/live-data';
import { clientName, statusLabel } from '@/entities/folio/request-model';
import type { LoanRequest } from '@/entities/folio/request-model';

const t = staff.detail;
const q = staff.quoterResult;

/** Detalle de solicitud finalizada: the folio of promoter `bpId`, live. */
export function CompletedDetail({ bpId, folio }: { bpId: string; folio: string }) {
  const live = useLiveFolio<LoanRequest>(folio);
  if (live.state === 'loading') return <p role="status">{staff.common.loading}</p>;
  if (live.state !== 'ready' || live.value.currentPromoterBpId !== bpId) {
    return (
      <>
        <p role="alert" className="alert">
          {live.state === 'ready' || live.state === 'missing' ? t.notFound : live.message}
        </p>
        <Link to={routes.completedRequests.path}>{t.backToList}</Link>
      </>
    );
  }
  const r = live.value;
  const offer = r.offer?.quoter;
  const deposit = r.deposit;
  return (
    <>
      <dl>
        <dt>{staff.common.folio}</dt>
        <dd>{r.id}</dd>
        <dt>{t.status}</dt>
        <dd>{statusLabel(r.status)}</dd>
        <dt>{t.client}</dt>
        <dd>
          {clientName(r)} · {r.curp} · {r.rfc}
        </dd>
      </dl>
      {offer && (
        <section aria-label={t.offer}>
          <h2>{t.offer}</h2>
          <dl>
            <dt>{q.product}</dt>
            <dd>{offer.product}</dd>
            <dt>{q.amount}</dt>
            <dd>{formatMXN(offer.amount)}</dd>
            <dt>{q.term}</dt>
            <dd>{offer.term ? q.months(offer.term) : ''}</dd>
            <dt>{q.payment}</dt>
            <dd>{formatMXN(offer.payment)}</dd>
            <dt>{q.cat}</dt>
            <dd>{offer.cat === undefined ? '' : `${offer.cat.toFixed(1)} %`}</dd>
          </dl>
        </section>
      )}
      {deposit?.paymentMethod && (
        <section aria-label={t.deposit}>
          <h2>{t.deposit}</h2>
          <p>
            {staff.deposit.methods[deposit.paymentMethod]}
            {deposit.clabe ? ` · ${staff.deposit.clabeOption} ${deposit.clabe}` : ''}
            {deposit.accountNumber
              ? ` · ${staff.deposit.accountOption} ${deposit.accountNumber}`
              : ''}
          </p>
        </section>
      )}
      <DocumentList documents={r.documents} />
      <p>
        <Link to={routes.completedRequests.path}>{t.backToList}</Link>
      </p>
    </>
  );
}
