import type { Auth } from 'firebase/auth';
import type { Database } from 'firebase/database';
import { createContext, useCallback, useContext } from 'react';

import { NotLiveError, useWhenLive } from '@/lib/use-when-live';

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

/** The customer link of a screen shown before the session is live, whose sends wait for it. */
export interface EarlyCustomerLink extends CustomerLinkValue {
  /** The app's handlers are attached: the screen's controls take input (lib/use-early-tap.ts). */
  attached: boolean;
  /** The link as it is once the session is live, its handles there (lib/use-when-live.ts). */
  whenLive: () => Promise<LiveCustomerLink>;
}

/**
 * For action 5's documents, shown from the session answer (link-session.tsx showsEarly): a send
 * asked for before the session is live waits for it and then runs with the live link's handles,
 * uid and folio (docs/adr/0087-documents-before-the-sign-in.md).
 */
export function useEarlyCustomerLink(): EarlyCustomerLink {
  const v = useCustomerLink();
  const { attached, whenLive } = useWhenLive(v.live, v);
  const live = useCallback(async (): Promise<LiveCustomerLink> => {
    const l = await whenLive();
    const { db, auth } = l;
    if (!db || !auth) throw new NotLiveError();
    return { ...l, db, auth };
  }, [whenLive]);
  return { ...v, attached, whenLive: live };
}
