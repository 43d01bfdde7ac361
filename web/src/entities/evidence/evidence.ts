/**
 * Registering an upload with the functions (docs/adr/0049-evidence-held-by-the-server.md): after a
 * screen uploads an image to the gateway, filed under the folio's request id, it names the
 * document; the functions check that the gateway filed it under this folio with this kind's type,
 * hash it, claim it for this folio alone and write the folio's field (documents/ineFront,
 * customerSteps/signature…), which no client may write. The screen waits for the answer; a refusal
 * carries the functions' Spanish message.
 */
import type { ANNEX_TYPES } from '@/entities/catalogue/document-catalogue';
import { api } from '@/lib/api';
import { API } from '@/lib/api-paths';
import { callFunction } from '@/lib/http';
import type { HttpClient } from '@/lib/http';

/** A fixed kind, or an annex type of the catalogue (the functions give it the type's next slot). */
export type EvidenceKind =
  'ineFront' | 'ineBack' | 'selfie' | 'lifeTest' | 'signature' | (typeof ANNEX_TYPES)[number];

export interface RegisteredEvidence {
  kind: EvidenceKind;
  documentId: string;
  sha256: string;
  size: number;
}

/**
 * POST /api/evidence (a customer link: the folio is its link's) or, with `requestId`,
 * POST /api/requests/{requestId}/evidence (staff in capture).
 */
export function registerEvidence(
  idToken: string,
  input: { kind: EvidenceKind; documentId: string; requestId?: string },
  fallback: string,
  client: Pick<HttpClient, 'post'> = api,
): Promise<RegisteredEvidence> {
  const path = input.requestId ? API.requestEvidence(input.requestId) : API.evidence;
  return callFunction<RegisteredEvidence>(
    client,
    path,
    idToken,
    { kind: input.kind, documentId: input.documentId },
    { fallback },
  );
}
