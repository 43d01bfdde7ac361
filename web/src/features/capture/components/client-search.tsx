import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAuth } from 'reactfire';

import { Dialog } from '@/components/ui/dialog';
import { href, routes } from '@/config/paths';
import { staff } from '@/copy/es';
import { displayStatus } from '@/entities/folio/request-model';
import { customerName, searchCustomer } from '@/entities/quote/quotation';
import type { CustomerSearchResult, SearchKey } from '@/entities/quote/quotation';
import { ApiError } from '@/lib/http';

import { notifyUif } from '../api/uif';
import { useClientFolios } from '../hooks/use-client-folios';
import type { SearchForm as SearchValues } from '../schemas/search-schema';
import { stepHref } from '../step-paths';
import { InFlightNotice } from './in-flight-notice';
import { SearchForm } from './search-form';

const t = staff.search;

/** What Nuevo cliente receives from the search (router state): nothing is typed twice. */
export interface NewClientPrefill {
  result?: CustomerSearchResult;
  by?: SearchKey;
  value?: string;
}

type Outcome =
  | { kind: 'none' }
  | { kind: 'found'; result: CustomerSearchResult; modal: 'uif' | 'bulletin' | null }
  | { kind: 'notFound'; by: SearchKey; value: string }
  | { kind: 'error'; message: string };

/** Búsqueda de cliente: search, the UIF and boletinado modals, existing folios, start. */
export function ClientSearch() {
  const navigate = useNavigate();
  const auth = useAuth();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });

  const onSearch = async (v: SearchValues) => {
    const by = v.by as SearchKey;
    const value = (v.value ?? '').toUpperCase();
    try {
      const result = await searchCustomer(by, value);
      const modal = result.uif ? 'uif' : result.bulletined ? 'bulletin' : null;
      setOutcome({ kind: 'found', result, modal });
      // The UIF modal says an email will be sent: the functions send it.
      if (result.uif) void notifyUif(auth, result.customer.curp);
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) {
        setOutcome({ kind: 'notFound', by, value });
      } else {
        setOutcome({ kind: 'error', message: err instanceof Error ? err.message : String(err) });
      }
    }
  };

  const start = (prefill: NewClientPrefill) =>
    navigate(routes.newClient.path, { state: prefill satisfies NewClientPrefill });

  return (
    <>
      <p>{t.intro}</p>
      <SearchForm onSearch={onSearch} />
      {outcome.kind === 'error' && (
        <p role="alert" className="alert">
          {outcome.message}
        </p>
      )}
      {outcome.kind === 'notFound' && (
        <section aria-live="polite">
          <p role="status">{t.notFound}</p>
          <button type="button" onClick={() => start({ by: outcome.by, value: outcome.value })}>
            {t.newClient}
          </button>
        </section>
      )}
      {outcome.kind === 'found' && (
        <Found result={outcome.result} onStart={() => start({ result: outcome.result })} />
      )}
      {outcome.kind === 'found' && outcome.modal === 'uif' && (
        <Dialog
          title={t.uifTitle}
          onClose={() => setOutcome({ kind: 'none' })}
          actions={
            <button type="button" onClick={() => setOutcome({ kind: 'none' })}>
              {staff.common.accept}
            </button>
          }
        >
          <p>{t.uifBody}</p>
        </Dialog>
      )}
      {outcome.kind === 'found' && outcome.modal === 'bulletin' && (
        <Dialog
          title={t.bulletinTitle}
          onClose={() => setOutcome({ ...outcome, modal: null })}
          actions={
            <button type="button" onClick={() => setOutcome({ ...outcome, modal: null })}>
              {staff.common.accept}
            </button>
          }
        >
          <p>{t.bulletinBody}</p>
        </Dialog>
      )}
    </>
  );
}

/** Búsqueda positiva (docs/routes.md) of the client found, by its CURP. */
export function positiveSearchHref(curp: string): string {
  return `${href('positiveSearch')}?${new URLSearchParams({ curp }).toString()}`;
}

function Found({ result, onStart }: { result: CustomerSearchResult; onStart: () => void }) {
  const c = result.customer;
  const folios = useClientFolios(c.curp);
  return (
    <section aria-label={t.found}>
      <h2>{t.found}</h2>
      <p>
        <strong>{customerName(c)}</strong>
        <br />
        {t.curp}: {c.curp} · {t.rfc}: {c.rfc} · {t.nss}: {c.nss}
        <br />
        {t.credits(result.credits.length)}
      </p>
      <p className="search-links">
        <Link to={positiveSearchHref(c.curp)}>{t.openPositive}</Link>
        {c.bpId && <Link to={href('client', { bpId: c.bpId })}>{t.openClient}</Link>}
      </p>
      {folios.length > 0 && (
        <>
          <h3>{t.existing}</h3>
          <ul>
            {folios.map((f) => {
              const to = stepHref(f.status, f.id);
              const bio = f.customerSteps?.biometric?.gatewayId;
              return (
                <li key={f.id} data-folio={f.id}>
                  {f.id} · {displayStatus(f.status)} {to && <Link to={to}>{t.continueFolio}</Link>}
                  {bio && c.bpId && (
                    <>
                      {' · '}
                      <Link
                        to={href('clientBiometricFolio', { bpId: c.bpId, folioBiometric: bio })}
                      >
                        {t.openBiometric(bio)}
                      </Link>
                    </>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
      {!result.uif && <InFlightNotice curp={c.curp} />}
      {!result.uif && (
        <button type="button" onClick={onStart}>
          {t.start}
        </button>
      )}
    </section>
  );
}
