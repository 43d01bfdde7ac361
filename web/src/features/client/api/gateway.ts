/**
 * The gateway calls of the client screens: the customer by CURP, RFC, NSS or bpId (entities/quote/quotation)
 * and one biometric validation by its id.
 */
import { api } from '@/lib/api';
import type { HttpClient } from '@/lib/http';

export { searchCustomer as findClient } from '@/entities/quote/quotation';

/** A biometric validation as the gateway answers it. */
export interface BiometricFolio {
  biometricId: string;
  folio: string;
  curp: string;
  status: 'ACEPTADO' | 'RECHAZADO' | 'PENDIENTE' | string;
  score?: number;
}

export async function biometricFolio(
  id: string,
  http: Pick<HttpClient, 'get'> = api,
): Promise<BiometricFolio> {
  const res = await http.get<{ data: BiometricFolio }>(`/biometrics/${encodeURIComponent(id)}`);
  return res.data;
}
