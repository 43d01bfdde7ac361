/**
 * The customer link's session, composed from features/auth for the customer-link pages: POST
 * /api/session/customer, then signInWithCustomToken (uid link:{uuid}).
 */
import { prefetchedAnswer, startCustomerSession } from '@/features/auth/api/customer-session';
import { api } from '@/lib/api';
import { signInWithFirebaseToken } from '@/lib/firebase';
import type { LinkAnswer, StartSession } from '@/lib/link-session';

export const startLinkSession: StartSession = Object.assign(
  (uuid: string, onAnswer?: (a: LinkAnswer) => void) =>
    startCustomerSession(uuid, {
      http: api,
      signIn: signInWithFirebaseToken,
      now: Date.now,
      ...(onAnswer && { onAnswer }),
    }),
  { answered: prefetchedAnswer },
);
