/**
 * The customer link's session, composed from features/auth for the customer-link pages: POST
 * /api/session/customer, then signInWithCustomToken (uid link:{uuid}).
 */
import { startCustomerSession } from '@/features/auth/api/customer-session';
import { api } from '@/lib/api';
import { signInWithFirebaseToken } from '@/lib/firebase';

export function startLinkSession(uuid: string) {
  return startCustomerSession(uuid, { http: api, signIn: signInWithFirebaseToken, now: Date.now });
}
