import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useAuth, useDatabase } from 'reactfire';

import { formatMXN } from '@/components/ui/money';
import { href } from '@/config/paths';
import { cnca } from '@/copy/cnca';
import { useStore } from '@/stores/create-store';
import { sessionStore } from '@/stores/session';

import { createCncaFolio } from '../api/folio';
import { validateCncaFolio } from '../api/functions';
import type { CncaCustomer, CncaQuotation } from '../api/gateway';
import { outcomeModal } from '../eligibility';
import { CncaModal } from './cnca-modal';
import type { CncaModalKind } from './cnca-modal';

const t = cnca.results;

/** What the quoter hands to the results page (router state). */
export interface CncaQuote {
  customer: CncaCustomer;
  quotations: CncaQuotation[];
  branchId: string;
  agreementGroup: string;
  agreementItem: string;
  paymentCapacity: number;
}

/**
 * Resultados de la cotización CNCA: the internal product's options ('No se encontraron los
 * resultados' when the branch has none configured). Choosing one creates the CNCA folio (status
 * internalCNCAProcess, E0001, its taskIdCnca) and has the functions validate the client: ready
 * folios go on to the SIPRE discharge, the others stop with their modal.
 */
export function CncaResults() {
  const quote = useLocation().state as CncaQuote | null;
  const navigate = useNavigate();
  const db = useDatabase();
  const auth = useAuth();
  const bpId = useStore(sessionStore).dataSeller;
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [modal, setModal] = useState<CncaModalKind | null>(null);

  if (!quote?.customer) {
    return (
      <p role="status">
        {t.noQuote} <Link to={href('cncaQuoter')}>{t.toQuoter}</Link>
      </p>
    );
  }
  if (quote.quotations.length === 0) {
    return (
      <>
        <p role="status">{t.noResults}</p>
        <Link to={href('cncaQuoter')}>{t.toQuoter}</Link>
      </>
    );
  }

  const choose = async (q: CncaQuotation) => {
    setError(null);
    const user = auth.currentUser;
    if (!user) return;
    setBusy(t.creating);
    try {
      const id = await createCncaFolio(db, { ...quote, quotation: q, bpId, uid: user.uid });
      setBusy(t.validating);
      const v = await validateCncaFolio(await user.getIdToken(), id);
      const stop = outcomeModal(v.outcome);
      if (stop) setModal(stop);
      else navigate(href('cncaSipreDischarge', { folio: id }));
    } catch (err) {
      setError(
        err instanceof Error && err.message ? `${t.createError} ${err.message}` : t.createError,
      );
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <table>
        <caption>{t.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.product}</th>
            <th scope="col">{t.amount}</th>
            <th scope="col">{t.term}</th>
            <th scope="col">{t.payment}</th>
            <th scope="col">{t.tasa}</th>
            <th scope="col">{t.cat}</th>
            <th scope="col">
              <span className="visually-hidden">{t.choose}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {quote.quotations.map((q) => (
            <tr key={`${q.productId}-${q.term}`}>
              <td>{q.productName}</td>
              <td>{formatMXN(q.amount)}</td>
              <td>{t.months(q.term)}</td>
              <td>{formatMXN(q.payment)}</td>
              <td>{q.tasa.toFixed(2)} %</td>
              <td>{q.cat.toFixed(1)} %</td>
              <td>
                <button
                  type="button"
                  disabled={busy !== null}
                  aria-label={`${t.choose}: ${q.productName}, ${t.months(q.term)}`}
                  onClick={() => void choose(q)}
                >
                  {t.choose}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        <small>{t.catNote}</small>
      </p>
      {busy && <p role="status">{busy}</p>}
      {error && (
        <p role="alert" className="alert">
          {error}
        </p>
      )}
      {modal && (
        <CncaModal
          kind={modal}
          onClose={() => {
            setModal(null);
            navigate(href('cncaRequests'));
          }}
        />
      )}
    </>
  );
}
