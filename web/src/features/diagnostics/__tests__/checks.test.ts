import { describe, expect, it } from 'vitest';

import { browserFacts, reach, showValue } from '../checks';

describe('the diagnostics page (docs/routes.md)', () => {
  it('tells a phone from a desktop and what the browser can do', () => {
    const phone = {
      userAgent: 'Mozilla/5.0 (Linux; Android 14) Mobile',
      onLine: true,
      mediaDevices: {},
    };
    expect(browserFacts(phone, true)).toEqual({
      mobile: true,
      online: true,
      camera: true,
      recorder: true,
    });
    const desk = { userAgent: 'Mozilla/5.0 (X11; Linux x86_64)', onLine: false };
    expect(browserFacts(desk, true)).toEqual({
      mobile: false,
      online: false,
      camera: false,
      recorder: false,
    });
  });

  it('shows Remote Config values as text, JSON compact, and nothing as unset', () => {
    expect(showValue('http://x/sdk.js')).toBe('http://x/sdk.js');
    expect(showValue({ enabled: true })).toBe('{"enabled":true}');
    expect(showValue(72)).toBe('72');
    expect(showValue(null)).toBeNull();
  });

  it('counts any answer as reachable and a network failure as not', async () => {
    let t = 0;
    const now = () => (t += 5);
    const ok = (async () => new Response('', { status: 404 })) as unknown as typeof fetch;
    expect(await reach('http://gw', ok, now)).toEqual({ ok: true, ms: 5 });
    const down = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await reach('http://gw', down, now)).toEqual({ ok: false });
  });
});
