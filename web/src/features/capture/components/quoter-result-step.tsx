import { useState } from 'react';
import { Link, useNavigate } from 'react-router';

import { formatMXN } from '@/components/ui/money';
import { RetryAlert } from '@/components/ui/retry-alert';
import { es, staff } from '@/copy/es';
import { requestBranch, statusAfterStep } from '@/entities/folio/request-model';
import { obtainQuotation } from '@/entities/quote/quotation';
import type { Quotation } from '@/entities/quote/quotation';
import { useOnce } from '@/lib/use-once';

import { stepHref } from '../step-paths';
import { FolioGate } from './folio-gate';
import type { StepContext } from './folio-gate';
import { QuotationTable } from './quotation-table';
import { QuoteByAmount } from './quote-by-amount';

const t = { ...staff.quoterResult, byAmount: staff.quoter.byAmount };

/** Money and rates are stored with at most 2 decimals (the rules check it). */
const cents = (n: number) => Math.round(n * 100) / 100;

type Result =
  | { state: 'loading' }
  | { state: 'ready'; quotations: Quotation[] }
  | { state: 'error'; message: string };

const errorMessage = (err: unknown) => (err instanceof Error ? err.message : String(err));

function Step({ id, request, save }: StepContext) {
  const navigate = useNavigate();
  const agreement = request.offer?.quoter?.agreement;
  const branchId = requestBranch(request) ?? '';
  const agreementId = agreement?.agreementItem ?? '';
  const capacity = Number(request.capacitySimulator?.paymentCapacity ?? 0);
  const [busy, setBusy] = useState(false);
  // Cotizar por monto: its offers replace the capacity ones until the promoter goes back.
  const [byAmount, setByAmount] = useState<{ amount: number; value: Result } | null>(null);
  const quotable = !!branchId && !!agreementId && capacity > 0;
  const byCapacity = useOnce(
    quotable ? () => obtainQuotation({ branchId, agreementId, paymentCapacity: capacity }) : null,
    [branchId, agreementId, capacity],
  );

  const requote = <Link to={stepHref('quoter', id)!}>{t.requote}</Link>;
  if (!quotable) {
    return (
      <p role="alert" className="alert">
        {t.noResults} {requote}
      </p>
    );
  }
  const amountForm = (
    <QuoteByAmount
      branchId={branchId}
      agreementId={agreementId}
      onQuoted={(amount, quotations) =>
        setByAmount({ amount, value: { state: 'ready', quotations } })
      }
    />
  );

  const choose = async (q: Quotation) => {
    setBusy(true);
    const ok = await save(
      {
        'offer/quoter/amount': cents(q.amount),
        'offer/quoter/term': q.term,
        'offer/quoter/payment': cents(q.payment),
        'offer/quoter/tasa': cents(q.tasa),
        'offer/quoter/cat': Math.round(q.cat * 10) / 10,
        'offer/quoter/product': q.productName,
      },
      statusAfterStep(request.status, 'quoterResult'),
    );
    setBusy(false);
    if (ok) navigate(stepHref('contactInformation', id)!);
  };

  const value: Result = byAmount
    ? byAmount.value
    : byCapacity.loading
      ? { state: 'loading' }
      : byCapacity.data
        ? { state: 'ready', quotations: byCapacity.data.quotations }
        : { state: 'error', message: errorMessage(byCapacity.error) };
  if (value.state === 'loading') return <p role="status">{staff.common.loading}</p>;

  return (
    <>
      {byAmount && (
        <p>
          <strong>{t.byAmount.showing(formatMXN(byAmount.amount))}</strong>{' '}
          <button type="button" className="secondary" onClick={() => setByAmount(null)}>
            {t.byAmount.byCapacity}
          </button>
        </p>
      )}
      {value.state === 'error' ? (
        <RetryAlert message={value.message} onRetry={byCapacity.retry}>
          {requote}
        </RetryAlert>
      ) : value.quotations.length === 0 ? (
        <p role="alert" className="alert">
          {t.noResults}
        </p>
      ) : (
        <>
          <p>{t.intro}</p>
          <QuotationTable quotations={value.quotations} busy={busy} onChoose={choose} />
        </>
      )}
      {amountForm}
      <p>{requote}</p>
    </>
  );
}

export function QuoterResultStep() {
  return (
    <FolioGate title={es.screens.quoterResult} step="quoterResult">
      {(ctx) => <Step {...ctx} />}
    </FolioGate>
  );
}
