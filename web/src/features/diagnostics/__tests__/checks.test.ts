import { describe, expect, it, vi } from 'vitest';

import {
  authAnswers,
  authLookupUrl,
  browserFacts,
  databaseConnected,
  functionsHealth,
  reach,
  showValue,
} from '../checks';

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

describe('the functions, database and Auth checks (docs/routes.md)', () => {
  const clock = () => {
    let t = 0;
    return () => (t += 5);
  };
  const answer = (status: number, body: unknown) => {
    const calls: [string, RequestInit | undefined][] = [];
    const impl = (async (url: string, init?: RequestInit) => {
      calls.push([url, init]);
      return new Response(JSON.stringify(body), { status });
    }) as unknown as typeof fetch;
    return { impl, calls };
  };
  const down = (async () => {
    throw new TypeError('Failed to fetch');
  }) as unknown as typeof fetch;

  it('calls the functions at /api/health and wants their "ok"', async () => {
    const ok = answer(200, { status: 'ok' });
    expect(await functionsHealth(ok.impl, clock())).toEqual({ ok: true, ms: 5 });
    expect(ok.calls[0]![0]).toBe('/api/health');
    // A page that is not the functions' health (the SPA's index, a proxy error) is not.
    expect(await functionsHealth(answer(200, { hello: 1 }).impl, clock())).toEqual({ ok: false });
    expect(await functionsHealth(answer(503, { status: 'ok' }).impl, clock())).toEqual({
      ok: false,
    });
    expect(await functionsHealth(down, clock())).toEqual({ ok: false });
  });

  it("asks the build's Auth: the emulator's in emulator mode, Google's otherwise", () => {
    const firebase = { apiKey: 'k 1' } as never;
    expect(authLookupUrl({ useEmulators: true, firebase })).toBe(
      'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:lookup?key=k%201',
    );
    expect(authLookupUrl({ useEmulators: false, firebase })).toBe(
      'https://identitytoolkit.googleapis.com/v1/accounts:lookup?key=k%201',
    );
  });

  it("counts Auth's own refusal of a non-token as Auth answering, anything else as not", async () => {
    const auth = answer(400, { error: { code: 400, message: 'INVALID_ID_TOKEN' } });
    expect(await authAnswers('http://auth/lookup', auth.impl, clock())).toEqual({
      ok: true,
      ms: 5,
    });
    expect(auth.calls[0]![1]).toMatchObject({ method: 'POST' });
    expect(JSON.parse(String(auth.calls[0]![1]!.body))).toEqual({ idToken: 'diagnostics' });
    expect(await authAnswers('http://auth/lookup', answer(404, 'Not Found').impl)).toEqual({
      ok: false,
    });
    expect(await authAnswers('http://auth/lookup', down)).toEqual({ ok: false });
  });

  it('waits for the database connection flag, and gives up after the timeout', async () => {
    let next: (c: boolean) => void = () => undefined;
    const off = vi.fn();
    const pending = databaseConnected(
      (n) => {
        next = n;
        return off;
      },
      1000,
      clock(),
    );
    next(false);
    next(true);
    expect(await pending).toEqual({ ok: true, ms: 5 });
    await Promise.resolve();
    expect(off).toHaveBeenCalledTimes(1);

    vi.useFakeTimers();
    try {
      const never = databaseConnected(() => off, 1000);
      vi.advanceTimersByTime(1000);
      expect(await never).toEqual({ ok: false });
    } finally {
      vi.useRealTimers();
    }
  });
});
