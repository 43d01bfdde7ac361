import { useState } from 'react';
import { useNavigate } from 'react-router';

import { ScreenShell } from '@/components/layouts/screen-shell';
import { href } from '@/config/paths';
import { es } from '@/copy/es';
import { libranza as t } from '@/copy/libranza';
import { quotableBranches } from '@/entities/quote/quotation';
import { ApiError } from '@/lib/http';
import { useStore } from '@/stores/create-store';
import { sessionStore } from '@/stores/session';

import { obtainQuotation, searchCustomer } from '../api/gateway';
import { useLibranzaClaim } from '../hooks/use-libranza-claim';
import { saveQuote } from '../quote-store';
import { ClaimGate } from './claim-gate';
import { EligibilityDialog } from './eligibility-dialog';
import type { Ineligible } from './eligibility-dialog';
import { QuoteForm } from './quote-form';

/**
 * Cotizador carta libranza: finds the client; a client on the UIF list or without credits is stopped
 * with its modal (docs/requirements.md §5, §8); otherwise quotes and hands the offers to resultados.
 */
export function QuoterScreen() {
  const claim = useLibranzaClaim();
  return (
    <ClaimGate claim={claim}>
      <QuoterScreenBody />
    </ClaimGate>
  );
}

function QuoterScreenBody() {
  const navigate = useNavigate();
  const branches = quotableBranches(useStore(sessionStore, (s) => s.branches));
  const [stop, setStop] = useState<Ineligible | null>(null);
  const [error, setError] = useState<string | null>(null);

  return (
    <ScreenShell title={es.screens.libranzaQuoter}>
      <p>{t.quoter.lead}</p>
      <QuoteForm
        branches={branches}
        onSubmit={async (v, agreementName) => {
          setError(null);
          try {
            const found = await searchCustomer(v.curp);
            if (found.uif) return setStop('uif');
            if (found.credits.length === 0) return setStop('noCredits');
            const paymentCapacity = Number(v.paymentCapacity);
            const { quotations, message } = await obtainQuotation({
              branchId: v.branchId,
              agreementId: v.agreementItem,
              paymentCapacity,
            });
            if (quotations.length === 0) return setError(message ?? t.quoter.noResults);
            saveQuote({
              customer: found.customer,
              branchId: v.branchId,
              agreementGroup: v.agreementGroup,
              agreementItem: v.agreementItem,
              agreementName,
              paymentCapacity,
              quotations,
            });
            await navigate(href('libranzaQuoterResults'));
          } catch (e) {
            setError(e instanceof ApiError ? e.message : t.loadError);
          }
        }}
      />
      {error && (
        <p role="alert" className="alert">
          {error}
        </p>
      )}
      {stop && <EligibilityDialog kind={stop} onClose={() => setStop(null)} />}
    </ScreenShell>
  );
}
