/**
 * The capture flow's own lender gateway call (emulators/gateway/openapi.json): the client's
 * credits to settle. The customer search, agreement catalogue and quotation are entities/quote/quotation's.
 */
import type { Credit } from '@/entities/quote/quotation';
import { api } from '@/lib/api';
import type { GatewayData } from '@/lib/gateway-types';

export async function customerCredits(
  curp: string,
): Promise<{ credits: Credit[]; totalToSettle: number }> {
  const res = await api.post<{ data: GatewayData<'getCredits'> }>(
    '/credits/getCreditsCustomeroICBSCSB',
    { curp },
  );
  return res.data;
}
