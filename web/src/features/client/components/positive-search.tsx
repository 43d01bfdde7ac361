import { Link, useSearchParams } from 'react-router';

import { href } from '@/config/paths';
import { client as t } from '@/copy/client';
import { staff } from '@/copy/es';
import type { CustomerSearchResult, SearchKey } from '@/entities/quote/quotation';

import { findClient } from '../api/gateway';
import { useLookup } from '../use-client';
import { ClientData, Eligibility } from './client-data';

const KEYS: SearchKey[] = ['curp', 'rfc', 'nss'];

/** The first identifier of the query (?curp=, ?rfc=, ?nss=), upper-cased. */
export function queryKey(params: URLSearchParams): { by: SearchKey; value: string } | null {
  for (const by of KEYS) {
    const value = params.get(by)?.trim();
    if (value) return { by, value: by === 'nss' ? value : value.toUpperCase() };
  }
  return null;
}

/**
 * Búsqueda positiva (docs/routes.md): the client a search found, its eligibility (UIF, bulletin,
 * CNCA, each UIF or bulletin with the search's modal text), its credits and the ways on.
 */
export function PositiveSearch({ onStart }: { onStart: (result: CustomerSearchResult) => void }) {
  const [params] = useSearchParams();
  const q = queryKey(params);
  const found = useLookup(q ? `${q.by}:${q.value}` : null, () => findClient(q!.by, q!.value));
  if (!q) {
    return (
      <p role="alert" className="alert">
        {t.positive.missingQuery} <Link to={href('clientSearch')}>{t.positive.backToSearch}</Link>
      </p>
    );
  }
  if (found.state === 'loading') return <p role="status">{t.page.loading}</p>;
  if (found.state !== 'ready') {
    return (
      <p role="alert" className="alert">
        {found.state === 'notFound' ? t.positive.notFound : t.page.error}{' '}
        <Link to={href('clientSearch')}>{t.positive.backToSearch}</Link>
      </p>
    );
  }
  const r = found.value;
  return (
    <>
      <p>{t.positive.intro}</p>
      <Eligibility result={r} />
      {r.uif && (
        <p role="alert" className="alert">
          <strong>{staff.search.uifTitle}.</strong> {staff.search.uifBody}
        </p>
      )}
      {r.bulletined && (
        <p role="alert" className="alert">
          <strong>{staff.search.bulletinTitle}.</strong> {staff.search.bulletinBody}
        </p>
      )}
      <ClientData result={r} />
      <p>
        {!r.uif && (
          <button type="button" onClick={() => onStart(r)}>
            {t.positive.start}
          </button>
        )}{' '}
        <Link to={href('client', { bpId: r.customer.bpId })}>{t.positive.openClient}</Link>
      </p>
    </>
  );
}
