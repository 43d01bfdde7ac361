/**
 * The customer link of a screen shown before its session is live whose sends wait for it (action 5's
 * documents): its own module, so the welcomes' chunks carry none of it.
 */
import { useCallback } from 'react';

import { NotLiveError, useWhenLive } from '@/lib/use-when-live';

import { useCustomerLink } from './use-customer-link';
import type { CustomerLinkValue, LiveCustomerLink } from './use-customer-link';

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
