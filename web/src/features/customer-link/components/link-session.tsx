import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useAuth, useDatabase } from 'reactfire';

import { href } from '@/config/paths';
import { customer as t } from '@/copy/es';
import { useLinkSession } from '@/lib/link-session';
import type { StartSession } from '@/lib/link-session';

import { openConnection, watchFolio } from '../api/folio';
import type { CustomerFolio } from '../api/folio';
import { CustomerLinkContext } from '../hooks/use-customer-link';
import type { CustomerLinkValue } from '../hooks/use-customer-link';
import { deriveStep, flowOf, readAcks, writeAck } from '../model/steps';
import type { CustomerRoute } from '../model/steps';
import { CustomerStepLayout } from './customer-step-layout';

export function customerPath(route: CustomerRoute, uuid: string): string {
  return route === 'lifeTest' ? href(route, { folio: uuid }) : href(route, { uuid });
}

export interface CustomerLinkProps {
  route: CustomerRoute;
  startSession: StartSession;
  children: ReactNode;
  /** The page stays even when the folio points elsewhere (the unique welcome). */
  stay?: boolean;
}

/**
 * Opens the link's session, watches the folio live and sends the customer to
 * the step the folio says (a reload resumes there). Expired and used links show the functions'
 * SPEC §8 message.
 */
export function LinkSession({ route, startSession, children, stay }: CustomerLinkProps) {
  const params = useParams();
  const uuid = params.uuid ?? params.folio ?? '';
  const auth = useAuth();
  const db = useDatabase();
  const navigate = useNavigate();
  const [phase, setPhase] = useLinkSession(uuid, auth, startSession, t.link.noAccess);
  const [folio, setFolio] = useState<CustomerFolio | null>(null);
  const [acks, setAcks] = useState(() => readAcks(uuid));

  useEffect(() => openConnection(db), [db]);

  const requestId = phase.kind === 'ready' ? phase.requestId : '';
  useEffect(() => {
    if (!requestId) return;
    return watchFolio(
      db,
      requestId,
      (f) => (f ? setFolio(f) : setPhase({ kind: 'error', message: t.link.invalid })),
      () => setPhase({ kind: 'error', message: t.link.noAccess }),
    );
  }, [db, requestId, setPhase]);

  const derived = folio ? deriveStep(folio, acks) : null;
  useEffect(() => {
    if (derived && derived !== route && !stay) {
      navigate(customerPath(derived, uuid), { replace: true });
    }
  }, [derived, route, stay, navigate, uuid]);

  const ack = useCallback((step: CustomerRoute) => setAcks(writeAck(uuid, step)), [uuid]);
  const value = useMemo<CustomerLinkValue | null>(
    () =>
      phase.kind === 'ready' && folio && derived
        ? {
            uuid,
            requestId: phase.requestId,
            uid: phase.uid,
            folio,
            db,
            auth,
            flow: flowOf(folio),
            ack,
            pathOf: (r) => customerPath(r, uuid),
            derived,
          }
        : null,
    [phase, folio, derived, uuid, db, auth, ack],
  );

  if (phase.kind === 'error') {
    return (
      <CustomerStepLayout route={route} flow={[]}>
        <p role="alert" className="alert">
          {phase.message}
        </p>
      </CustomerStepLayout>
    );
  }
  if (!value || (value.derived !== route && !stay)) {
    return (
      <CustomerStepLayout route={route} flow={[]}>
        <p role="status" aria-busy="true">
          {t.loading}
        </p>
      </CustomerStepLayout>
    );
  }
  return (
    <CustomerLinkContext.Provider value={value}>
      <CustomerStepLayout route={route} flow={value.flow}>
        {children}
      </CustomerStepLayout>
    </CustomerLinkContext.Provider>
  );
}
