/**
 * The client's folios in flight, whoever holds them (docs/adr/0055-folio-creation-cleared-by-the-functions.md):
 * the functions answer only their id, status, branch and age, never another branch's client data.
 */
import { api } from '@/lib/api';
import { API } from '@/lib/api-paths';
import { ApiError, withIdToken } from '@/lib/http';
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

/** The functions' code for a staff member past its hourly budget of CURPs asked about. */
export const CLEARANCE_RATE_LIMIT = 'CLEARANCE_RATE_LIMIT';

/**
 * The functions' Spanish message when `err` is the refusal of a staff member past its hourly budget
 * of CURPs (clearance and in-flight share it), so the search says why it shows nothing; else
 * undefined.
 */
export function budgetMessage(err: unknown): string | undefined {
  return err instanceof ApiError && err.code === CLEARANCE_RATE_LIMIT ? err.message : undefined;
}
