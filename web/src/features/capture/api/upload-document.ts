/**
 * Uploads to the gateway's POST /documents/upload (multipart; the INE in JPG/JPEG only, the
 * catalogue's annexes in their own formats, docs/adr/0054-document-catalogue.md) with progress:
 * fetch cannot report upload progress, so this one call uses XMLHttpRequest with the same headers as
 * the app's HTTP client (client id, device id, Bearer from the token lifecycle).
 */
import { config } from '@/config/env';
import { es } from '@/copy/es';
import { lifecycle } from '@/lib/api';
import { DEVICE_HEADER, deviceIdentifier } from '@/lib/device';
import { APPLICATION_ID, ApiError, CLIENT_ID_HEADER, resolveUrl } from '@/lib/http';
import { logger } from '@/lib/logger';
import { handleUnauthorized, resolveBearer } from '@/lib/tokens';

export type IneSide = 'front' | 'back';

export interface UploadedDocument {
  documentId: string;
  fileName: string;
  size: number;
}

export interface UploadInput {
  folio: string;
  side: IneSide;
  file: File;
  /** Called with 0–100 as the bytes go out. */
  onProgress?: (percent: number) => void;
}

export function uploadIne(input: UploadInput) {
  return uploadFile({ ...input, documentType: 'ine' });
}

/** One file of any documentType (the catalogue's technicalName), filed under the folio. */
export async function uploadFile({
  folio,
  side,
  file,
  onProgress,
  documentType,
}: UploadInput & { documentType: string }) {
  const cfg = config();
  const bearer = await resolveBearer(lifecycle);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    [CLIENT_ID_HEADER]: cfg.ibmClientId,
    [DEVICE_HEADER]: await deviceIdentifier(),
  };
  if (bearer) headers.Authorization = `Bearer ${bearer.token}`;
  const form = new FormData();
  form.append('applicationId', APPLICATION_ID);
  form.append('folio', folio);
  form.append('documentType', documentType);
  form.append('side', side);
  form.append('file', file, file.name);

  const path = '/documents/upload';
  const started = performance.now();
  return new Promise<UploadedDocument>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', resolveUrl(cfg.gatewayUrl, path));
    for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onerror = () => {
      logger.error(`POST ${path} network error`, {
        durationMs: Math.round(performance.now() - started),
      });
      reject(new ApiError(es.http.connection, undefined, 0));
    };
    xhr.onload = () => {
      logger.info(`POST ${path} ${xhr.status}`, {
        durationMs: Math.round(performance.now() - started),
      });
      let body: { data?: UploadedDocument; code?: string; message?: string } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        // A non-JSON answer is reported with the generic message below.
      }
      if (xhr.status >= 200 && xhr.status < 300 && body.data) {
        onProgress?.(100);
        resolve(body.data);
        return;
      }
      if (xhr.status === 401 && bearer) handleUnauthorized(lifecycle, bearer.kind);
      reject(new ApiError(body.message ?? es.http.connection, body.code, xhr.status));
    };
    xhr.send(form);
  });
}
