import { afterEach, describe, expect, it, vi } from 'vitest';

import { linkUuid, prefetchLinkSession } from '@/app/link-prefetch';
import type { RouteKey } from '@/config/paths';
import { api } from '@/lib/api';
import { authStore } from '@/stores/auth';

afterEach(() => authStore.reset());

describe('customer link prefetch', () => {
  it.each<[RouteKey, Record<string, string>, string | null]>([
    ['welcome', { uuid: 'u-1' }, 'u-1'],
    ['downloadFile', { uuid: 'u-2' }, 'u-2'],
    ['videoLlamada', { uuid: 'u-3' }, 'u-3'],
    ['lifeTest', { folio: 'u-4' }, 'u-4'],
    ['quoter', { folioInterno: 'F-1' }, null],
    ['validateDocuments', { folio: 'F-2' }, null],
    ['monitorRequestDetails', { id: 'x' }, null],
    ['login', {}, null],
  ])('%s with %o is the link %s', (key, params, uuid) => {
    expect(linkUuid(key, params)).toBe(uuid);
  });

  it("POSTs the link's session once per link, and not over a kept customer token", async () => {
    const post = vi.spyOn(api, 'post').mockImplementation(() => new Promise(() => {}));
    prefetchLinkSession('welcome', { uuid: 'pf-1' });
    prefetchLinkSession('ineConsent', { uuid: 'pf-1' });
    prefetchLinkSession('quoter', { folioInterno: 'F-1' });
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('/api/session/customer', { uuid: 'pf-1' }, { auth: false });

    authStore.set({ tokenClient: 'kept' });
    prefetchLinkSession('welcome', { uuid: 'pf-2' });
    expect(post).toHaveBeenCalledTimes(1);
  });
});
