import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAuth, useDatabase } from 'reactfire';

import { ScreenShell } from '@/components/layouts/screen-shell';
import { href } from '@/config/paths';
import { es } from '@/copy/es';
import { libranza as t } from '@/copy/libranza';
import { ApiError } from '@/lib/http';
import { useStore } from '@/stores/create-store';
import { sessionStore } from '@/stores/session';

import { createLetterFolio } from '../api/folio';
import { customerName } from '../api/gateway';
import type { Quotation } from '../api/gateway';
import { useLibranzaClaim } from '../hooks/use-libranza-claim';
import { clearQuote, loadQuote } from '../quote-store';
import { ClaimGate } from './claim-gate';
import { OffersTable } from './offers-table';

/**
 * Resultados de la cotización: choosing an offer creates the folio at the letterLibranza step
 * (the rules refuse it without the libranza claim) and opens the letter generation.
 */
export function ResultsScreen() {
  const claim = useLibranzaClaim();
  return (
    <ClaimGate claim={claim}>
      <ResultsScreenBody />
    </ClaimGate>
  );
}

function ResultsScreenBody() {
  const db = useDatabase();
  const auth = useAuth();
  const navigate = useNavigate();
  const bpId = useStore(sessionStore, (s) => s.dataSeller);
  const [quote] = useState(loadQuote);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!quote) {
    return (
      <ScreenShell title={es.screens.libranzaQuoterResults}>
        <p role="status">{t.results.empty}</p>
        <Link to={href('libranzaQuoter')}>{t.results.toQuoter}</Link>
      </ScreenShell>
    );
  }

  const choose = async (quotation: Quotation) => {
    const uid = auth.currentUser?.uid;
    setBusy(true);
    setError(null);
    try {
      if (!uid) throw new Error('signed out');
      const id = await createLetterFolio(db, { ...quote, bpId, uid, quotation });
      clearQuote();
      await navigate(href('generateLetterLibranza', { folioInterno: id }));
    } catch (err) {
      // The functions' refusal (a UIF-listed client, a folio already in flight) says why.
      setError(
        err instanceof ApiError ? `${t.results.createError} ${err.message}` : t.results.createError,
      );
      setBusy(false);
    }
  };

  return (
    <ScreenShell title={es.screens.libranzaQuoterResults}>
      <p>{t.results.lead(customerName(quote.customer))}</p>
      <p>{quote.agreementName}</p>
      <OffersTable quotations={quote.quotations} busy={busy} onChoose={(q) => void choose(q)} />
      {busy && <p role="status">{t.results.creating}</p>}
      {error && (
        <p role="alert" className="alert">
          {error}
        </p>
      )}
    </ScreenShell>
  );
}
