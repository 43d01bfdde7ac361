/**
 * Cotizar por monto with its failure: the form stays as typed, the gateway's message (or the call's
 * timeout) is shown with "Reintentar", which repeats the same quotation.
 */
import { useState } from 'react';

import { RetryAlert } from '@/components/ui/retry-alert';
import { AmountQuoteForm } from '@/entities/quote/amount-quote-form';
import type { AmountQuote } from '@/entities/quote/amount-quote-form';
import { obtainQuotationByAmount } from '@/entities/quote/quotation';
import type { AmountQuotationInput, Quotation } from '@/entities/quote/quotation';

type Quote = (input: AmountQuotationInput) => Promise<{ quotations: Quotation[] }>;

export function QuoteByAmount({
  branchId,
  agreementId,
  onQuoted,
  quote = obtainQuotationByAmount,
}: {
  branchId: string;
  agreementId: string;
  onQuoted: (amount: number, quotations: Quotation[]) => void;
  quote?: Quote;
}) {
  const [failed, setFailed] = useState<{ q: AmountQuote; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (q: AmountQuote) => {
    setBusy(true);
    try {
      const data = await quote({ branchId, agreementId, ...q });
      setFailed(null);
      onQuoted(q.amount, data.quotations);
    } catch (err) {
      setFailed({ q, message: err instanceof Error ? err.message : String(err) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {failed && (
        <RetryAlert message={failed.message} busy={busy} onRetry={() => void run(failed.q)} />
      )}
      <AmountQuoteForm onSubmit={run} />
    </>
  );
}
