// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import { GTM_SCRIPT_ATTR, loadTagManager, tagManagerId, tagManagerUrl } from '@/lib/tag-manager';

describe('the tag manager container (docs/requirements.md §7)', () => {
  it.each([
    [{ VITE_GTM_ID: 'GTM-ABC1234' }, 'GTM-ABC1234'],
    [{ VITE_GTM_ID: ' gtm-abc1234 ' }, 'GTM-ABC1234'],
    [{ VITE_GTM_ID: '' }, null],
    [{}, null],
    [{ VITE_GTM_ID: 'https://evil.test/x.js' }, null],
    [{ VITE_GTM_ID: 'UA-1234' }, null],
  ])('reads the id of %o as %s', (raw, id) => {
    expect(tagManagerId(raw)).toBe(id);
  });

  it('without an id loads nothing', () => {
    const doc = document.implementation.createHTMLDocument('x');
    expect(loadTagManager(null, doc)).toBe(false);
    expect(doc.querySelectorAll('script')).toHaveLength(0);
  });

  it('with an id pushes gtm.js and adds the container script once', () => {
    const win = window as Window & { dataLayer?: unknown[] };
    win.dataLayer = [];
    expect(loadTagManager('GTM-ABC1234', document, () => 42)).toBe(true);
    expect(loadTagManager('GTM-ABC1234', document, () => 43)).toBe(true);
    const scripts = document.querySelectorAll(`script[${GTM_SCRIPT_ATTR}]`);
    expect(scripts).toHaveLength(1);
    expect((scripts[0] as HTMLScriptElement).src).toBe(tagManagerUrl('GTM-ABC1234'));
    expect((scripts[0] as HTMLScriptElement).async).toBe(true);
    expect(win.dataLayer).toEqual([{ 'gtm.start': 42, event: 'gtm.js' }]);
    scripts[0]!.remove();
  });
});
