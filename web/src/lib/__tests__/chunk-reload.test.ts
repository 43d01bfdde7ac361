// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';

import { isChunkLoadError, RELOAD_WINDOW_MS, reloadTarget } from '@/lib/chunk-reload';

describe('isChunkLoadError', () => {
  const named = Object.assign(new Error('x'), { name: 'ChunkLoadError' });
  it.each([
    ['Chrome', new TypeError('Failed to fetch dynamically imported module: /assets/a.js'), true],
    ['Firefox', new TypeError('error loading dynamically imported module: /assets/a.js'), true],
    ['Safari', new TypeError('Importing a module script failed.'), true],
    ['Vite CSS preload', new Error('Unable to preload CSS for /assets/a.css'), true],
    ['webpack-style', named, true],
    ['other error', new Error('Cannot read properties of undefined'), false],
    ['not an error', 'Failed to fetch dynamically imported module', false],
  ])('%s → %s', (_, err, want) => {
    expect(isChunkLoadError(err)).toBe(want);
  });
});

describe('reloadTarget', () => {
  function deps(start = 1_000_000) {
    let now = start;
    return {
      storage: sessionStorage,
      assign: vi.fn<(url: string) => void>(),
      now: () => now,
      advance: (ms: number) => (now += ms),
    };
  }

  it('reloads the target path', () => {
    const d = deps();
    expect(reloadTarget('/folio/F1/quoter?x=1', d)).toBe(true);
    expect(d.assign).toHaveBeenCalledWith('/folio/F1/quoter?x=1');
  });

  it('does not loop on the same path right after a reload, but does later', () => {
    const d = deps();
    reloadTarget('/home', d);
    expect(reloadTarget('/home', d)).toBe(false);
    expect(reloadTarget('/lcom', d)).toBe(true);
    d.advance(RELOAD_WINDOW_MS);
    expect(reloadTarget('/lcom', d)).toBe(true);
    expect(d.assign).toHaveBeenCalledTimes(3);
  });
});
