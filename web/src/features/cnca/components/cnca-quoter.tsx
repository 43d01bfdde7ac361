import { useState } from 'react';
import { useNavigate } from 'react-router';

import { formatMXN } from '@/components/ui/money';
import { href } from '@/config/paths';
import { cnca } from '@/copy/cnca';
import type { QuoterValues } from '@/entities/fields/yup';
import { customerName, quotableBranches } from '@/entities/quote/quotation';
import { ApiError } from '@/lib/http';
import { useStore } from '@/stores/create-store';
import { sessionStore } from '@/stores/session';

import { obtainCncaQuotation, searchCncaCustomer } from '../api/gateway';
import type { CncaSearchResult } from '../api/gateway';
import { internalCredits, stopReason } from '../eligibility';
import { CncaModal } from './cnca-modal';
import type { CncaModalKind } from './cnca-modal';
import { CncaQuoterForm as QuoterForm } from './cnca-quoter-form';
import type { CncaQuote } from './cnca-results';
import { CncaSearchForm } from './cnca-search-form';

const t = cnca.search;

type State =
  | { kind: 'search'; message?: string }
  | { kind: 'stopped'; modal: CncaModalKind }
  | { kind: 'found'; result: CncaSearchResult; error?: string };

/**
 * Cotizador CNCA: the client by CURP (stopped by the UIF, bulletin and no-credits modals), then the
 * quotation of the internal CNCA product, whose results open on "Resultados de la cotización".
 */
export function CncaQuoter() {
  const navigate = useNavigate();
  const branches = quotableBranches(useStore(sessionStore, (s) => s.branches));
  const [state, setState] = useState<State>({ kind: 'search' });

  const onSearch = async ({ curp }: { curp: string }) => {
    try {
      const result = await searchCncaCustomer(curp.toUpperCase());
      const modal = stopReason(result);
      setState(modal ? { kind: 'stopped', modal } : { kind: 'found', result });
    } catch (err) {
      const message =
        err instanceof ApiError && err.status === 404
          ? t.notFound
          : err instanceof Error
            ? err.message
            : String(err);
      setState({ kind: 'search', message });
    }
  };

  const onQuote = async (result: CncaSearchResult, v: QuoterValues) => {
    const paymentCapacity = Number(v.paymentCapacity);
    let quotations;
    try {
      quotations = await obtainCncaQuotation({
        branchId: v.branchId,
        agreementId: v.agreementItem,
        paymentCapacity,
      });
    } catch (err) {
      setState({ kind: 'found', result, error: err instanceof Error ? err.message : String(err) });
      return;
    }
    const quote: CncaQuote = {
      customer: result.customer,
      quotations,
      branchId: v.branchId,
      agreementGroup: v.agreementGroup,
      agreementItem: v.agreementItem,
      paymentCapacity,
    };
    navigate(href('cncaQuoterResults'), { state: quote });
  };

  if (state.kind === 'found') {
    const c = state.result.customer;
    const credits = internalCredits(state.result.credits);
    return (
      <>
        <section aria-label={t.found}>
          <h2>{t.found}</h2>
          <p>
            <strong>{customerName(c)}</strong>
            <br />
            CURP: {c.curp}
          </p>
          <h3>{t.credits}</h3>
          <ul>
            {credits.map((cr) => (
              <li key={cr.creditId}>{t.creditLine(cr.creditId, formatMXN(cr.balance))}</li>
            ))}
          </ul>
          <button type="button" onClick={() => setState({ kind: 'search' })}>
            {t.change}
          </button>
        </section>
        <QuoterForm branches={branches} onSubmit={(v) => onQuote(state.result, v)} />
        {state.error && (
          <p role="alert" className="alert">
            {state.error}
          </p>
        )}
      </>
    );
  }
  return (
    <>
      <CncaSearchForm onSearch={onSearch} />
      {state.kind === 'search' && state.message && (
        <p role="alert" className="alert">
          {state.message}
        </p>
      )}
      {state.kind === 'stopped' && (
        <CncaModal kind={state.modal} onClose={() => setState({ kind: 'search' })} />
      )}
    </>
  );
}
