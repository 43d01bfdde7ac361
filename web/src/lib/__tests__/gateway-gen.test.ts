import { readFile } from 'node:fs/promises';

import type { GatewayData } from '@/lib/gateway-types';

import { gatewayTypesPath, renderGatewayTypes } from '../../../scripts/gen-gateway.mjs';

describe('lib/gateway.gen.ts', () => {
  it('is what `npm run gen:gateway -w web` writes from emulators/gateway/openapi.json', async () => {
    const onDisk = await readFile(gatewayTypesPath, 'utf8');
    // A stale file: run `npm run gen:gateway -w web` and commit the result.
    expect(onDisk === (await renderGatewayTypes())).toBe(true);
  }, 30_000);

  it('types the answers the SPA reads (none resolves to never)', () => {
    expectTypeOf<GatewayData<'generateLetter'>>().toHaveProperty('libranzaFolio');
    expectTypeOf<GatewayData<'sendSms'>>().toHaveProperty('messageId');
    expectTypeOf<GatewayData<'getBranchActive'>>().toHaveProperty('active');
  });
});
