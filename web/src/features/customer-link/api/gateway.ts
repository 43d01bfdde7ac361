/**
 * Calls the customer makes with its tokens, through the one HTTP client (lib/http.ts): the
 * gateway's document upload (multipart, Bearer tokenClient by docs/requirements.md §4 rule 1; a
 * 401 follows rule 8), its registration with the functions and the functions' OTP endpoints (the
 * Firebase ID token). Every call carries the client id, device and X-Request-Id headers of
 * docs/requirements.md §7.
 */
import type { Auth } from 'firebase/auth';

import { customer as t } from '@/copy/es';
import { registerEvidence } from '@/entities/evidence/evidence';
import type { EvidenceKind, RegisteredEvidence } from '@/entities/evidence/evidence';
import { api } from '@/lib/api';
import type { GatewaySchema } from '@/lib/gateway-types';
import { callFunction } from '@/lib/http';
import type { HttpClient } from '@/lib/http';

type Client = Pick<HttpClient, 'post'>;

export type UploadedDocument = Pick<GatewaySchema<'Document'>, 'documentId' | 'fileName'>;

export const GATEWAY_UPLOAD = '/documents/upload';

/** POST {gateway}/documents/upload: one JPEG (the gateway accepts image/jpeg only). */
export async function uploadDocument(
  input: {
    folio: string;
    documentType: string;
    side?: 'front' | 'back';
    file: Blob;
    fileName: string;
  },
  client: Client = api,
): Promise<UploadedDocument> {
  const form = new FormData();
  form.set('folio', input.folio);
  form.set('documentType', input.documentType);
  form.set('side', input.side ?? 'front');
  form.set('file', input.file, input.fileName);
  const body = await client.post<{ data: UploadedDocument }>(GATEWAY_UPLOAD, form, {
    fallback: t.link.noAccess,
  });
  return body.data;
}

/**
 * One upload of the customer, counted: the image goes to the gateway filed under the folio's
 * request id (never folioIt, which the promoter writes), then the functions register it and write
 * the folio's step themselves (docs/adr/0049-evidence-held-by-the-server.md). Resolves once the
 * functions accepted it; a refusal rejects with their Spanish message.
 */
export async function uploadEvidence(
  auth: Auth,
  requestId: string,
  input: {
    kind: EvidenceKind;
    documentType: string;
    side?: 'front' | 'back';
    file: Blob;
    fileName: string;
  },
  client: Client = api,
): Promise<RegisteredEvidence> {
  const doc = await uploadDocument({ folio: requestId, ...input }, client);
  const user = auth.currentUser;
  if (!user) throw new Error('not signed in to Firebase');
  return registerEvidence(
    await user.getIdToken(),
    { kind: input.kind, documentId: doc.documentId },
    t.evidence.refused,
    client,
  );
}

export interface OtpSent {
  expiresAt: number;
  attemptsLeft: number;
  sendsLeft: number;
  phone: string;
}

export const OTP_API = { send: '/api/otp/send', verify: '/api/otp/verify' } as const;

export function sendOtp(idToken: string, client: Client = api): Promise<OtpSent> {
  return callFunction<OtpSent>(client, OTP_API.send, idToken, {}, { fallback: t.link.noAccess });
}

export function verifyOtp(
  idToken: string,
  code: string,
  client: Client = api,
): Promise<{ verified: boolean }> {
  return callFunction<{ verified: boolean }>(
    client,
    OTP_API.verify,
    idToken,
    { code },
    { fallback: t.link.noAccess },
  );
}
