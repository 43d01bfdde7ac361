import type { Auth } from 'firebase/auth';
import type { Database } from 'firebase/database';
import { createContext, useContext } from 'react';

import type { CustomerFolio } from '../api/folio';
import type { CustomerRoute } from '../model/steps';

/** What every customer screen gets once the link's session and folio are ready. */
export interface CustomerLinkValue {
  uuid: string;
  requestId: string;
  /** link:{linkId}, the signed-in link's uid and the lastUpdateBy of the customer's writes. */
  uid: string;
  folio: CustomerFolio;
  /**
   * The folio is the live one and the Firebase session is signed in. Before that (the first paint
   * of the welcomes and the documents) it is the session POST's copy: show it, but write nothing
   * with it (a tap or a send taken then waits for live: use-early-tap.ts, use-early-customer-link.ts).
   */
  live: boolean;
  /** Null until the SDK's chunk is there (lib/use-firebase.ts); never null once `live`. */
  db: Database | null;
  auth: Auth | null;
  flow: readonly CustomerRoute[];
  /** Marks a step that leaves no trace in the database as done; the link moves on. */
  ack: (step: CustomerRoute) => void;
  /** The path of a customer route of this link. */
  pathOf: (route: CustomerRoute) => string;
  /** The step the folio says the customer belongs on. */
  derived: CustomerRoute;
}

export const CustomerLinkContext = createContext<CustomerLinkValue | null>(null);

export function useCustomerLink(): CustomerLinkValue {
  const v = useContext(CustomerLinkContext);
  if (!v) throw new Error('useCustomerLink outside <CustomerLink>');
  return v;
}

/** What a screen shown only once the session is live gets: the handles are there. */
export interface LiveCustomerLink extends CustomerLinkValue {
  db: Database;
  auth: Auth;
}

/**
 * For the screens LinkSession shows only once the session is live (every one but the early ones:
 * the welcomes and the documents, link-session.tsx showsEarly).
 */
export function useLiveCustomerLink(): LiveCustomerLink {
  const v = useCustomerLink();
  const { db, auth } = v;
  if (!db || !auth) throw new Error('a live customer screen before the session is live');
  return { ...v, db, auth };
}
