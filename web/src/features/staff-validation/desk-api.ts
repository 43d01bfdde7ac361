/**
 * The staff desk's reads (functions/api_desk.go, docs/adr/0040-staff-desk-and-four-eyes.md): the
 * folio's identifiers in clear and its images, for live admin staff of the folio's branch. The
 * function writes every read to the folio's trail; the ID token says who reads.
 */
import { validation as t } from '@/copy/es';
import { api } from '@/lib/api';
import { withIdToken } from '@/lib/http';
import type { HttpClient } from '@/lib/http';

export const deskPath = (id: string) => `/api/desk/${encodeURIComponent(id)}`;
export const deskImagePath = (id: string, kind: string) =>
  `${deskPath(id)}/images/${encodeURIComponent(kind)}`;

/** The images a folio may have, in the order the desk shows them. */
export const IMAGE_KINDS = ['ineFront', 'ineBack', 'selfie', 'lifeTest', 'signature'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

/** A registered document of the catalogue (the INE sides and each annex slot, e.g. otros-d1). */
export interface DeskDocument {
  kind: string;
  type: string;
  name: string;
  fileName?: string;
  contentType: string;
  size: number;
}

export interface DeskSummary {
  id: string;
  status: string;
  identifiers: { curp: string; rfc: string; nss: string };
  biometricResult?: string;
  documentsValidatedBy?: string;
  images: ImageKind[];
  documents?: DeskDocument[];
}

/** An annex slot's kind (`{type}-d{n}`), as opposed to the INE's and the customer's images. */
export const isAnnexKind = (kind: string) => /-d[1-9]$/.test(kind);

export function fetchDeskSummary(
  id: string,
  idToken: string,
  client: Pick<HttpClient, 'get'> = api,
): Promise<DeskSummary> {
  return client.get<DeskSummary>(deskPath(id), withIdToken(idToken, { fallback: t.loadError }));
}

export function fetchDeskImage(
  id: string,
  kind: ImageKind | DeskDocument['kind'],
  idToken: string,
  client: Pick<HttpClient, 'get'> = api,
): Promise<Blob> {
  return client.get<Blob>(
    deskImagePath(id, kind),
    withIdToken(idToken, { response: 'blob', fallback: t.loadError }),
  );
}
