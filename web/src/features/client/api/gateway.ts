/**
 * The gateway calls of the client screens: the customer by CURP, RFC, NSS or bpId (entities/quote/quotation)
 * and one biometric validation by its id.
 */
import { api } from '@/lib/api';
import type { GatewaySchema } from '@/lib/gateway-types';
import type { HttpClient } from '@/lib/http';

export { searchCustomer as findClient } from '@/entities/quote/quotation';

/** A biometric validation as the gateway answers it. */
export type BiometricFolio = GatewaySchema<'Biometric'>;

export async function biometricFolio(
  id: string,
  http: Pick<HttpClient, 'get'> = api,
): Promise<BiometricFolio> {
  const res = await http.get<{ data: BiometricFolio }>(`/biometrics/${encodeURIComponent(id)}`);
  return res.data;
}
