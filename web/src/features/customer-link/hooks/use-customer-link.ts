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
   * The folio is the live one and the Firebase session is signed in. Before that (the welcome
   * pages' first paint) it is the session POST's copy: show it, but let nothing be done with it.
   */
  live: boolean;
  db: Database;
  auth: Auth;
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
