// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';

import {
  collectFingerprint,
  DEVICE_ID_KEY,
  deviceId,
  fingerprintHash,
  resetDeviceIdentifier,
  deviceIdentifier,
  systemTimeZone,
  adoptDeviceIdentifier,
  warmDeviceIdentifier,
} from '@/lib/device';
import type { FingerprintInputs } from '@/lib/device';

const base: FingerprintInputs = {
  screenSize: '1920x1080',
  platform: 'Linux x86_64',
  timeZone: 'America/Mexico_City',
  language: 'es-MX',
  canvas: 'data:image/png;base64,AAAA',
  deviceMemory: '8',
  cpuCount: '4',
  userAgent: 'Mozilla/5.0',
  colorDepth: '24',
  deviceId: '7f1c1e1a-0000-4000-8000-000000000001',
};

describe('device id', () => {
  it('is generated once as a uuid and kept in localStorage', () => {
    const first = deviceId();
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBe(first);
    expect(deviceId()).toBe(first);
  });

  it('keeps an id already stored', () => {
    localStorage.setItem(DEVICE_ID_KEY, 'stored-id');
    expect(deviceId()).toBe('stored-id');
  });
});

describe('fingerprint header', () => {
  it('is the SHA-256 hex of the inputs joined in SPEC order', async () => {
    const text = Object.values(base).join('|');
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
    const hex = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
    await expect(fingerprintHash(base)).resolves.toBe(hex);
    expect(hex).toMatch(/^[0-9a-f]{64}$/);
  });

  it('is stable for the same inputs', async () => {
    expect(await fingerprintHash({ ...base })).toBe(await fingerprintHash({ ...base }));
  });

  it.each(Object.keys(base) as (keyof FingerprintInputs)[])(
    'changes when %s changes',
    async (key) => {
      const changed = { ...base, [key]: base[key] + 'x' };
      expect(await fingerprintHash(changed)).not.toBe(await fingerprintHash(base));
    },
  );

  it('collects the browser inputs with the stored device id', () => {
    localStorage.setItem(DEVICE_ID_KEY, 'dev-1');
    const inputs = collectFingerprint(() => 'canvas-data');
    expect(inputs).toMatchObject({
      deviceId: 'dev-1',
      canvas: 'canvas-data',
      userAgent: navigator.userAgent,
      language: navigator.language,
    });
    expect(inputs.screenSize).toMatch(/^\d+x\d+$/);
  });

  it('is computed once per page load and stays stable', async () => {
    resetDeviceIdentifier();
    const a = await deviceIdentifier();
    const b = await deviceIdentifier();
    expect(a).toBe(b);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    resetDeviceIdentifier();
  });
});

describe('the identifier off the first paint', () => {
  it('is computed when the page is idle, once', async () => {
    resetDeviceIdentifier();
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => idle.push(cb));
    warmDeviceIdentifier();
    expect(idle).toHaveLength(1);
    idle[0]!();
    const first = deviceIdentifier();
    expect(await first).toMatch(/^[0-9a-f]{64}$/);
    expect(deviceIdentifier()).toBe(first);
  });

  it("takes the HTML shell's identifier instead of computing its own", async () => {
    resetDeviceIdentifier();
    adoptDeviceIdentifier(Promise.resolve('from-shell'));
    expect(await deviceIdentifier()).toBe('from-shell');
    adoptDeviceIdentifier(Promise.resolve('later'));
    expect(await deviceIdentifier()).toBe('from-shell');
  });
});

describe('the time zone input', () => {
  const intl = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

  it("is Temporal's system zone where the browser has it", () => {
    const timeZoneId = vi.fn(() => 'America/Tijuana');
    expect(systemTimeZone({ Temporal: { Now: { timeZoneId } } })).toBe('America/Tijuana');
    expect(timeZoneId).toHaveBeenCalledOnce();
  });

  it.each([
    ['no Temporal', {}],
    ['a Temporal without Now', { Temporal: {} }],
    ['an empty answer', { Temporal: { Now: { timeZoneId: () => '' } } }],
    [
      'a Temporal that throws',
      {
        Temporal: {
          Now: {
            timeZoneId: () => {
              throw new RangeError('no zone');
            },
          },
        },
      },
    ],
  ])("is Intl's default zone with %s", (_, scope) => {
    expect(systemTimeZone(scope)).toBe(intl());
  });

  it('goes into the fingerprint', () => {
    expect(collectFingerprint(() => '').timeZone).toBe(systemTimeZone());
  });
});
