/**
 * The staff's "Reenviar enlace" (functions/api.go resendLink): a new credential with a new expiry is
 * texted to the customer and the old link stops working. The function checks the caller's standing
 * in roles/ (the folio's promoter or admin staff), the folio's status and a per-folio limit, and
 * answers its Spanish refusal.
 */
import { staff } from '@/copy/es';
import { API, api } from '@/lib/api';
import { withIdToken } from '@/lib/http';

export interface ResentLink {
  sent: boolean;
  linkId: string;
  action: number;
  expiresAt: number;
  sentAt: number;
}

export function resendLink(requestId: string, idToken: string): Promise<ResentLink> {
  return api.post<ResentLink>(
    API.requestLink(requestId),
    undefined,
    withIdToken(idToken, { fallback: staff.lists.resendError }),
  );
}
