/**
 * The customer link's session, composed from features/auth for the customer-link pages: POST
 * /api/session/customer, then signInWithCustomToken (uid link:{uuid}) once the SDK is there.
 */
import { prefetchedAnswer, startCustomerSession } from '@/entities/link-session/customer-session';
import type { LinkAnswer, StartSession } from '@/entities/link-session/session';
import { api } from '@/lib/api';

export const startLinkSession: StartSession = Object.assign(
  (uuid: string, onAnswer?: (a: LinkAnswer) => void) =>
    startCustomerSession(uuid, {
      http: api,
      // The SDK's chunk loads beside the page's first screen, not before it (lib/use-firebase.ts).
      signIn: async (token) => (await import('@/lib/firebase')).signInWithFirebaseToken(token),
      now: Date.now,
      ...(onAnswer && { onAnswer }),
    }),
  { answered: prefetchedAnswer },
);
