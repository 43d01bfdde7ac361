// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

const h = vi.hoisted(() => ({ reads: 0, answer: 7 as number | null }));

vi.mock('@/lib/remote-config', () => ({
  remoteConfig: () => ({
    read: () => {
      h.reads++;
      return Promise.resolve(h.answer);
    },
  }),
}));

/** A fresh copy of the module (its cache is per page). */
async function fresh() {
  vi.resetModules();
  return import('../list-page-size');
}

describe('list page size', () => {
  beforeEach(() => {
    globalThis.sessionStorage.clear();
    h.reads = 0;
    h.answer = 7;
  });

  it('reads Remote Config when the login gave no size', async () => {
    const m = await fresh();
    expect(await m.readPageSize()).toBe(7);
    expect(h.reads).toBe(1);
  });

  it('takes the size the login answered, without Remote Config, for the tab', async () => {
    const m = await fresh();
    m.primePageSize(25);
    expect(await m.readPageSize()).toBe(25);
    // A reload of the tab: a new module, the same session storage.
    const again = await fresh();
    expect(await again.readPageSize()).toBe(25);
    expect(h.reads).toBe(0);
  });

  it.each([[undefined], [0], [-3], [2.5], ['25']])('ignores a login size of %j', async (size) => {
    const m = await fresh();
    m.primePageSize(size);
    expect(await m.readPageSize()).toBe(7);
    expect(h.reads).toBe(1);
  });

  it('clamps the login size as it clamps Remote Config', async () => {
    const m = await fresh();
    const { clampPageSize } = await import('../list-keys');
    m.primePageSize(100_000);
    expect(await m.readPageSize()).toBe(clampPageSize(100_000));
  });

  it('falls back to the default when Remote Config has no value', async () => {
    h.answer = null;
    const m = await fresh();
    const { PAGE_DEFAULT } = await import('../list-keys');
    expect(await m.readPageSize()).toBe(PAGE_DEFAULT);
  });
});
