import type { ReactNode } from 'react';

import { client as t } from '@/copy/client';

import { findClient } from '../api/gateway';
import { useLookup } from '../use-client';
import { ClientData, Eligibility } from './client-data';

/**
 * Ficha del cliente (/client/{bpId}, docs/routes.md): the client by its bpId, its eligibility and
 * credits, and its folios (rendered by the caller, who reads them under the viewer's rules).
 */
export function ClientPage({
  bpId,
  renderFolios,
}: {
  bpId: string;
  renderFolios: (curp: string) => ReactNode;
}) {
  const found = useLookup(bpId, () => findClient('bpId', bpId));
  if (found.state === 'loading') return <p role="status">{t.page.loading}</p>;
  if (found.state !== 'ready') {
    return (
      <p role="alert" className="alert">
        {found.state === 'notFound' ? t.page.notFound : t.page.error}
      </p>
    );
  }
  return (
    <>
      <ClientData result={found.value} />
      <Eligibility result={found.value} />
      <section aria-labelledby="client-folios">
        <h2 id="client-folios">{t.page.folios}</h2>
        {renderFolios(found.value.customer.curp)}
      </section>
    </>
  );
}
