/**
 * The client's folios in flight, whoever holds them (docs/adr/0055-folio-creation-cleared-by-the-functions.md):
 * the functions answer only their id, status, branch and age, never another branch's client data.
 */
import { api } from '@/lib/api';
import { API } from '@/lib/api-paths';
import { withIdToken } from '@/lib/http';
import type { HttpClient } from '@/lib/http';

export interface InFlightFolio {
  requestId: string;
  status: string;
  label: string;
  branch: string;
  ageDays: number;
}

export async function foliosInFlight(
  idToken: string,
  curp: string,
  client: Pick<HttpClient, 'post'> = api,
): Promise<InFlightFolio[]> {
  const r = await client.post<{ folios: InFlightFolio[] }>(
    API.inFlight,
    { curp },
    withIdToken(idToken),
  );
  return r.folios ?? [];
}
