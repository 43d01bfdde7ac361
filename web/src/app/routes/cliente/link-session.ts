/**
 * The customer link's session, composed from features/auth for the customer-link pages: POST
 * /api/session/customer, then signInWithCustomToken (uid link:{uuid}).
 */
import { prefetchedAnswer, startCustomerSession } from '@/entities/link-session/customer-session';
import type { LinkAnswer, StartSession } from '@/entities/link-session/session';
import { api } from '@/lib/api';
import { signInWithFirebaseToken } from '@/lib/firebase';

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
