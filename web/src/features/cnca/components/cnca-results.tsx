import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useAuth, useDatabase } from 'reactfire';

import { href } from '@/config/paths';
import { cnca } from '@/copy/cnca';
import { QuotationTable, quotationColumns } from '@/entities/quote/quotation-table';
import { useStore } from '@/stores/create-store';
import { sessionStore } from '@/stores/session';

import { createCncaFolio } from '../api/folio';
import { validateCncaFolio } from '../api/functions';
import type { CncaCustomer, CncaQuotation } from '../api/gateway';
import { outcomeModal } from '../eligibility';
import { CncaModal } from './cnca-modal';
import type { CncaModalKind } from './cnca-modal';

const t = cnca.results;
const columns = quotationColumns(t);

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
      <QuotationTable
        quotations={quote.quotations}
        columns={columns}
        busy={busy !== null}
        onChoose={(q) => void choose(q)}
        choose={t.choose}
        chooseLabel={(q) => `${t.choose}: ${q.productName}, ${t.months(q.term)}`}
        actions={t.choose}
        caption={t.caption}
        note={t.catNote}
      />
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
