/**
 * The refused duplicate folios an admin of the promoter's branch may allow
 * (docs/adr/0055-folio-creation-cleared-by-the-functions.md): the functions list them and record
 * the exception, which goes to the trail of the folios in the way.
 */
import { api } from '@/lib/api';
import { API } from '@/lib/api-paths';
import { withIdToken } from '@/lib/http';
import type { HttpClient } from '@/lib/http';

export interface DuplicateOther {
  requestId: string;
  status: string;
  label: string;
  branch: string;
  ageDays: number;
}

export interface DuplicateAttempt {
  key: string;
  curp: string;
  bpId: string;
  branches?: string[];
  at: number;
  others?: DuplicateOther[];
  allowedBy?: string;
  allowedName?: string;
  usedBy?: string;
}

export async function listDuplicates(
  idToken: string,
  client: Pick<HttpClient, 'get'> = api,
): Promise<DuplicateAttempt[]> {
  const r = await client.get<{ attempts: DuplicateAttempt[] }>(
    API.duplicates,
    withIdToken(idToken),
  );
  return r.attempts ?? [];
}

export function allowDuplicate(
  idToken: string,
  key: string,
  client: Pick<HttpClient, 'post'> = api,
): Promise<DuplicateAttempt> {
  return client.post<DuplicateAttempt>(API.allowDuplicate(key), {}, withIdToken(idToken));
}

/** Pending first: the ones still waiting for an admin. */
export function pendingCount(attempts: readonly DuplicateAttempt[]): number {
  return attempts.filter((a) => !a.allowedBy).length;
}
