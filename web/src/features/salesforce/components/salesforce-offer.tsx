import { useCallback, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useAuth, useDatabase } from 'reactfire';

import { Dialog } from '@/components/ui/dialog';
import { formatMXN } from '@/components/ui/money';
import { href } from '@/config/paths';
import { salesforce as t } from '@/copy/salesforce';
import { logger } from '@/lib/logger';
import { useOnce } from '@/lib/use-once';
import { useStore } from '@/stores/create-store';
import { notify } from '@/stores/notifications';
import { sessionStore } from '@/stores/session';

import { startFolioFromOffer } from '../api/folio';
import type { OfferFolioInput } from '../api/folio';
import { customerByCurp, salesforceOffers, salesforceRequests } from '../api/gateway';
import type { CustomerLookup, SalesforceOffer, SalesforceRequest } from '../api/gateway';
import { formatDate } from './format';

import '../salesforce.css';

export interface SalesforceOfferDeps {
  requests: (bpId: string) => Promise<SalesforceRequest[]>;
  offers: (folioIt: string) => Promise<SalesforceOffer[]>;
  customer: (curp: string) => Promise<CustomerLookup>;
  create: (input: OfferFolioInput) => Promise<string>;
}

interface Loaded {
  request: SalesforceRequest | undefined;
  offers: SalesforceOffer[];
}

/**
 * Oferta Salesforce: the request's offers; choosing one creates the folio (client data from the
 * gateway, the offer in offer.quoter, folioIt) and continues into the capture at the quoter.
 */
export function SalesforceOfferPage({ deps }: { deps?: Partial<SalesforceOfferDeps> }) {
  const { folioIt = '' } = useParams();
  const bpId = useStore(sessionStore, (s) => s.dataSeller);
  const db = useDatabase();
  const auth = useAuth();
  const navigate = useNavigate();
  const requests = deps?.requests ?? salesforceRequests;
  const offers = deps?.offers ?? salesforceOffers;
  const lookupCustomer = deps?.customer ?? customerByCurp;
  const create = deps?.create ?? ((input: OfferFolioInput) => startFolioFromOffer(db, input));
  const load = useCallback(async (): Promise<Loaded> => {
    const [list, found] = await Promise.all([requests(bpId), offers(folioIt)]);
    return { request: list.find((r) => r.folioIt === folioIt), offers: found };
  }, [requests, offers, bpId, folioIt]);
  const state = useOnce(load, [load]);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [uif, setUif] = useState(false);

  const back = (
    <Link to={href('salesforceRequests')} className="sf-back">
      {t.offer.back}
    </Link>
  );

  if (state.loading) {
    return (
      <p role="status" aria-busy="true">
        {t.offer.loading}
      </p>
    );
  }
  if (state.error !== undefined || !state.data) {
    return (
      <>
        <p role="alert" className="alert">
          {t.offer.error}
        </p>
        <button type="button" onClick={state.retry}>
          {t.list.retry}
        </button>
        {back}
      </>
    );
  }
  const { request } = state.data;
  if (!request) {
    return (
      <>
        <p role="alert" className="alert">
          {t.offer.notFound}
        </p>
        {back}
      </>
    );
  }

  const start = async (offer: SalesforceOffer) => {
    setBusy(offer.offerId);
    setError(null);
    let lookup: CustomerLookup;
    try {
      lookup = await lookupCustomer(request.curp);
    } catch (err) {
      logger.error('salesforce: customer lookup failed', { folioIt }, err);
      setBusy(null);
      return setError(t.offer.customerError);
    }
    if (lookup.uif) {
      setBusy(null);
      return setUif(true);
    }
    try {
      const uid = auth.currentUser?.uid;
      if (!uid) throw new Error('not signed in to Firebase');
      const id = await create({ bpId, uid, folioIt, offer, customer: lookup.customer });
      notify(t.offer.created(id), 'success');
      navigate(href('quoter', { folioInterno: id }));
    } catch (err) {
      logger.error('salesforce: folio not created', { folioIt }, err);
      setBusy(null);
      setError(t.offer.startError);
    }
  };

  return (
    <>
      <dl className="sf-summary">
        <dt>{t.offer.request}</dt>
        <dd>
          {request.folioIt} · {request.status} · {formatDate(request.createdAt)}
        </dd>
        <dt>{t.offer.client}</dt>
        <dd>{request.customerName}</dd>
        <dt>{t.offer.curp}</dt>
        <dd>{request.curp}</dd>
      </dl>
      {error && (
        <p role="alert" className="alert">
          {error}
        </p>
      )}
      {state.data.offers.length === 0 && <p role="status">{t.offer.empty}</p>}
      <div className="sf-offers">
        {state.data.offers.map((o) => (
          <section
            key={o.offerId}
            className="sf-offer"
            aria-labelledby={`offer-${o.offerId}`}
            data-offer={o.offerId}
          >
            <h2 id={`offer-${o.offerId}`}>
              {o.productName} · {o.offerId}
            </h2>
            <dl>
              <dt>{t.offer.amount}</dt>
              <dd>{formatMXN(o.amount)}</dd>
              <dt>{t.offer.term}</dt>
              <dd>{t.offer.months(o.term)}</dd>
              <dt>{t.offer.payment}</dt>
              <dd>{formatMXN(o.payment)}</dd>
              <dt>{t.offer.tasa}</dt>
              <dd>{t.offer.percent(o.tasa)}</dd>
              <dt>{t.offer.cat}</dt>
              <dd>{t.offer.catValue(o.cat)}</dd>
            </dl>
            <button
              type="button"
              disabled={busy !== null}
              aria-label={t.offer.start(o.offerId)}
              onClick={() => void start(o)}
            >
              {busy === o.offerId ? t.offer.starting : t.offer.startShort}
            </button>
          </section>
        ))}
      </div>
      {uif && (
        <Dialog title={t.offer.uifTitle} onClose={() => setUif(false)}>
          <p>{t.offer.uifBody}</p>
        </Dialog>
      )}
      {back}
    </>
  );
}
