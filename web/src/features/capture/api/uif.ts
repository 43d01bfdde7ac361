/**
 * The UIF modal's promised email (docs/requirements.md §8): the functions confirm with the gateway
 * that the client is on the UIF list and email the compliance area, once a day per client and
 * promoter. The browser only asks; it cannot send the email itself.
 */
import type { Auth } from 'firebase/auth';

import { api } from '@/lib/api';
import { withIdToken } from '@/lib/http';
import type { HttpClient } from '@/lib/http';
import { logger } from '@/lib/logger';

export const UIF_API = '/api/uif/aviso';

export interface UifNotice {
  messageId: string;
  repeated: boolean;
}

export function sendUifNotice(
  idToken: string,
  curp: string,
  client: Pick<HttpClient, 'post'> = api,
): Promise<UifNotice> {
  return client.post<UifNotice>(UIF_API, { curp }, withIdToken(idToken));
}

/** Asks for the notice with the signed-in user's ID token; a failure is logged, not shown. */
export async function notifyUif(auth: Auth, curp: string): Promise<void> {
  try {
    const user = auth.currentUser;
    if (!user) return;
    await sendUifNotice(await user.getIdToken(), curp);
  } catch (err) {
    logger.warn('UIF notice not sent', { curp }, err);
  }
}
