/**
 * The monitor's calls to the functions (same origin): the one-time backfill of the projection and
 * the operator actions, whose key the function checks server-side. No Bearer: the monitor needs no
 * login.
 */
import { api } from '@/lib/api';

const NO_AUTH = { auth: false, applicationId: false } as const;

export interface MonitorApi {
  backfill(): Promise<unknown>;
  update(id: string, body: { key: string; status: string; reason: string }): Promise<unknown>;
  document(
    id: string,
    body: { key: string; document: string },
  ): Promise<{ contentType: string; data: string }>;
}

const path = (id: string, action: string) => `/api/monitor/${encodeURIComponent(id)}/${action}`;

export const monitorApi: MonitorApi = {
  backfill: () => api.post('/api/monitor/backfill', {}, NO_AUTH),
  update: (id, body) => api.post(path(id, 'update'), body, NO_AUTH),
  document: (id, body) => api.post(path(id, 'document'), body, NO_AUTH),
};
