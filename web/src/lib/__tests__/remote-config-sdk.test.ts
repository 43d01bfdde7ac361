/** The real Firebase SDK hydrated from the suite's values: no Google host is called. */
import { describe, expect, it, vi } from 'vitest';

import { readConfig } from '@/config/env';
import { createSdkReader, EMULATOR_VALUES_PATH } from '@/lib/remote-config';
import { recordingLogger } from '@/testing/lifecycle';
import type { LogLine } from '@/testing/lifecycle';

describe('Remote Config over the SDK in emulator mode', () => {
  it('reads prefixed values served at /__/remoteconfig/values', async () => {
    const cfg = readConfig({ VITE_ENV: 'dev', VITE_USE_EMULATORS: 'true' });
    const fetchImpl = vi.fn<typeof fetch>(() =>
      Promise.resolve(
        new Response(
          JSON.stringify({
            entries: {
              dev_cnca_access: '{"enabled":true,"branches":[],"bpIds":[]}',
              dev_customer_link_ttl_hours: '24',
            },
            state: 'UPDATE',
            templateVersion: '1',
          }),
        ),
      ),
    );
    const anyOtherFetch = vi.fn<typeof fetch>(() => Promise.reject(new Error('no network')));
    vi.stubGlobal('fetch', anyOtherFetch);
    const logs: LogLine[] = [];
    const reader = createSdkReader(cfg, recordingLogger(logs), fetchImpl);
    await expect(reader.read('cnca_access', 'json')).resolves.toEqual({
      enabled: true,
      branches: [],
      bpIds: [],
    });
    await expect(reader.read('customer_link_ttl_hours', 'number')).resolves.toBe(24);
    await expect(reader.read('not_there', 'string')).resolves.toBeNull();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl.mock.calls[0]![0]).toBe(EMULATOR_VALUES_PATH);
    expect(logs.map((l) => l.message)).toEqual(['Remote Config: cannot read dev_not_there']);
    await new Promise((r) => setTimeout(r, 50));
    expect(anyOtherFetch).not.toHaveBeenCalled();
  });
});
