import { describe, expect, it } from 'vitest';

import { createHttpClient } from '@/lib/http';

import { sendUifNotice, UIF_API } from '../api/uif';

describe('the UIF notice (docs/requirements.md §8)', () => {
  it('asks the functions, with the ID token and the CURP, to email compliance', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const client = createHttpClient({
      gatewayUrl: 'http://127.0.0.1:8090',
      clientId: 'c',
      deviceHeader: () => Promise.resolve('d'),
      bearer: () => Promise.resolve({ token: 'gateway', kind: 'promoter' }),
      onUnauthorized: () => {},
      logger: { debug() {}, info() {}, warn() {}, error() {} },
      fetch: (async (url: string, init: RequestInit) => {
        calls.push({ url, init });
        return new Response(JSON.stringify({ messageId: 'EML-1', repeated: false }), {
          status: 200,
        });
      }) as unknown as typeof fetch,
    });
    const r = await sendUifNotice('ID', 'SAVR580214HDFNGB05', client);
    expect(r.messageId).toBe('EML-1');
    expect(calls[0]!.url).toBe(UIF_API);
    expect((calls[0]!.init.headers as Record<string, string>)['X-Firebase-Token']).toBe('ID');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      applicationId: 'OPPNP',
      curp: 'SAVR580214HDFNGB05',
    });
  });
});
