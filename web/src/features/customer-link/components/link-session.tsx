import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';

import { href } from '@/config/paths';
import { customer as t } from '@/copy/es';
import { useShellHandoff } from '@/entities/link-session/handoff';
import { addressSegment } from '@/entities/link-session/machine';
import type { StartSession } from '@/entities/link-session/session';
import { useLinkFolio, useLinkSession } from '@/entities/link-session/use-link-session';
import { firebaseAuth, useFirebase } from '@/lib/use-firebase';

import type { CustomerFolio } from '../api/folio';
import { openConnection, watchFolio } from '../api/live-folio';
import { CustomerLinkContext } from '../hooks/use-customer-link';
import type { CustomerLinkValue } from '../hooks/use-customer-link';
import { asksCustomerData, deriveStep, flowOf, readAcks, writeAck } from '../model/steps';
import type { CustomerRoute } from '../model/steps';
import { CustomerStepLayout } from './customer-step-layout';

/**
 * The pages shown from the session POST's answer before the live folio arrives: the welcomes, and
 * action 5's documents unless its first step is a data form (asksCustomerData).
 */
function showsEarly(route: CustomerRoute, folio: CustomerFolio): boolean {
  if (route === 'welcome' || route === 'uniqueUrl') return true;
  return route === 'customerDocuments' && !asksCustomerData(folio);
}

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
 * docs/requirements.md §8 message.
 */
export function LinkSession({ route, startSession, children, stay }: CustomerLinkProps) {
  const params = useParams();
  const segment = params.uuid ?? params.folio ?? '';
  // Null until the SDK's chunk is there: the first screen renders from the session answer without
  // it (docs/adr/0080-link-pages-before-the-sdk.md); live needs it, a signed-in session has it.
  const sdk = useFirebase();
  const db = sdk?.database ?? null;
  const auth = sdk?.auth ?? null;
  const navigate = useNavigate();
  const session = useLinkSession(segment, firebaseAuth(), startSession, t.link.noAccess);
  // Every path and key from here on: the link id once the session is open, never the credential.
  const uuid = addressSegment(segment, session);
  const folio = useLinkFolio<CustomerFolio>(watchFolio, db, session, {
    uuid: segment,
    start: startSession,
    invalid: t.link.invalid,
    noAccess: t.link.noAccess,
  });
  // Read again when the address's segment becomes the link id: the acks are kept by that id.
  const [kept, setKept] = useState(() => ({ key: uuid, acks: readAcks(uuid) }));
  const acks = kept.key === uuid ? kept.acks : readAcks(uuid);

  useEffect(() => {
    if (db) openConnection(db);
  }, [db]);

  // Live once signed in and the folio is watched; before that, the welcome pages show the folio
  // the session's POST answered with (their first paint on a phone), with nothing to act on yet.
  const live = session.kind === 'ready' && folio !== null && sdk !== null;
  const answer = session.kind === 'opening' || session.kind === 'ready' ? session.answer : null;
  const early =
    answer?.request && showsEarly(route, answer.request as CustomerFolio) ? answer : null;
  const shown = live ? folio : early ? (early.request as CustomerFolio) : null;
  const derived = shown ? deriveStep(shown, acks) : null;
  useEffect(() => {
    // Only the live folio moves the customer: another page would start a second session.
    if (live && derived && derived !== route && !stay) {
      navigate(customerPath(derived, uuid), { replace: true });
    }
  }, [live, derived, route, stay, navigate, uuid]);

  const ack = useCallback(
    (step: CustomerRoute) => setKept({ key: uuid, acks: writeAck(uuid, step) }),
    [uuid],
  );
  const requestOf = session.kind === 'ready' ? session.requestId : (early?.requestId ?? '');
  const value = useMemo<CustomerLinkValue | null>(
    () =>
      shown && derived && requestOf
        ? {
            uuid,
            requestId: requestOf,
            // The signed-in link's uid (link:{linkId}); empty until the session is ready.
            uid: session.kind === 'ready' ? session.uid : '',
            folio: shown,
            live,
            db,
            auth,
            flow: flowOf(shown),
            ack,
            pathOf: (r) => customerPath(r, uuid),
            derived,
          }
        : null,
    [shown, derived, requestOf, live, uuid, db, auth, ack, session],
  );

  const loading = !value || (value.derived !== route && !stay);
  // Hidden behind the HTML shell's screen until this page has one of its own to put in its place.
  const behind = useShellHandoff(segment, !loading);
  if (behind) return null;
  if (session.kind === 'refused') return <LinkRefused route={route} message={session.message} />;
  if (loading || !value) return <LinkLoading route={route} />;
  return (
    <CustomerLinkContext.Provider value={value}>
      <CustomerStepLayout route={route} flow={value.flow}>
        {children}
      </CustomerStepLayout>
    </CustomerLinkContext.Provider>
  );
}

/** The link's page while its session or folio is on its way (also the HTML shell's, app/link-shell). */
export function LinkLoading({ route }: { route: CustomerRoute }) {
  return (
    <CustomerStepLayout route={route} flow={[]}>
      <p role="status" aria-busy="true">
        {t.loading}
      </p>
    </CustomerStepLayout>
  );
}

/** The link's page when the functions refuse it: their message (docs/requirements.md §8). */
export function LinkRefused({ route, message }: { route: CustomerRoute; message: string }) {
  return (
    <CustomerStepLayout route={route} flow={[]}>
      <p role="alert" className="alert">
        {message}
      </p>
    </CustomerStepLayout>
  );
}
