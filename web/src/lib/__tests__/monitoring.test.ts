// @vitest-environment jsdom
/** The monitoring adapter: masking, sampling, batching, failures to ship, and the two vendors. */
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { readMonitoringConfig } from '@/config/env';
import { logger, setLogSink } from '@/lib/logger';
import type { LogRecord } from '@/lib/logger';
import {
  adapterFor,
  createMonitor,
  installMonitoring,
  maskRecord,
  maskText,
  MONITORING_TIMEOUT_MS,
} from '@/lib/monitoring';
import type { MonitoringAdapter, ShippedRecord } from '@/lib/monitoring';

function recordingAdapter() {
  const batches: ShippedRecord[][] = [];
  const adapter: MonitoringAdapter = {
    send: vi.fn((batch: ShippedRecord[]) => {
      batches.push(batch);
      return Promise.resolve();
    }),
  };
  return { adapter, batches };
}

const rec = (message: string, extra: Partial<LogRecord> = {}): LogRecord => ({
  level: 'info',
  message,
  ...extra,
});

describe('maskText', () => {
  it.each([
    ['CURP', 'curp GODE561231HDFRRN09 ok', 'curp GODE******09 ok'],
    ['RFC with homoclave', 'rfc GODE561231GR8 ok', 'rfc GODE******R8 ok'],
    ['CLABE', 'clabe 012180001234567891', 'clabe ******7891'],
    ['10-digit phone', 'tel 5512345678', 'tel ******5678'],
    ['phone with +52 and dashes', 'tel +52 55-1234-5678', 'tel ******5678'],
    ['phone with parentheses', 'tel (55) 1234 5678', 'tel ******5678'],
    ['bpId as a path segment', 'GET /roles/2000000001', 'GET /roles/2000000001'],
    [
      'status and duration',
      'POST /api/session/login 200 in 35 ms',
      'POST /api/session/login 200 in 35 ms',
    ],
    ['ISO date', '2026-11-22T12:00:00.000Z', '2026-11-22T12:00:00.000Z'],
  ])('%s', (_name, input, want) => {
    expect(maskText(input)).toBe(want);
  });

  it('keeps no RFC unmasked', () => {
    const out = maskText('rfc GODE561231GR8');
    expect(out).not.toContain('GODE561231');
    expect(out.endsWith('R8')).toBe(true);
  });
});

describe('maskRecord', () => {
  it.each([
    [
      'personal keys, whole value',
      {
        curp: 'GODE561231HDFRRN09',
        phone: '55 1234 5678',
        names: 'Emma Gómez',
        email: 'emma@correo.mx',
      },
      { curp: 'GODE******09', phone: '******5678', names: 'E*** G***', email: 'e***@correo.mx' },
    ],
    [
      'nested objects and arrays',
      { data: { clientes: [{ telefono: '5512345678' }] } },
      { data: { clientes: [{ telefono: '******5678' }] } },
    ],
    ['secrets', { password: 'secreto', token: 'abc.def' }, { password: '******', token: '******' }],
    [
      'a link credential, by key and in a path',
      { uuid: 'Zx81-abcQ', page: '/folio/q3X-9_aZbC1dEfGhIjKlMn/resumen' },
      { uuid: '******', page: '/folio/:uuid/resumen' },
    ],
    [
      'the record ids stay',
      { promoterID: '2000000001', folio: '5512345678' },
      { promoterID: '2000000001', folio: '5512345678' },
    ],
  ])('%s', (_name, extra, want) => {
    expect(maskRecord(rec('m', extra as Partial<LogRecord>))).toEqual({ ...rec('m'), ...want });
  });

  it('masks free text in the message', () => {
    expect(maskRecord(rec('cliente 012180001234567891')).message).toBe('cliente ******7891');
  });
});

describe('createMonitor', () => {
  it.each([
    ['rate 0 ships nothing', 0, 0],
    ['rate 1 ships everything', 1, 10],
    ['rate 0.5 ships the sampled half', 0.5, 5],
  ])('%s', async (_name, sampleRate, want) => {
    const { adapter, batches } = recordingAdapter();
    let i = 0;
    const monitor = createMonitor({
      adapter,
      sampleRate,
      environment: 'prod',
      batchSize: 100,
      random: () => (i++ % 2 === 0 ? 0.25 : 0.75),
    });
    for (let n = 0; n < 10; n++) monitor.record(rec(`r${n}`));
    await monitor.flush();
    expect(batches.flat()).toHaveLength(want);
  });

  it('tags the environment and masks before shipping', async () => {
    const { adapter, batches } = recordingAdapter();
    const monitor = createMonitor({ adapter, sampleRate: 1, environment: 'prod' });
    monitor.record(rec('curp GODE561231HDFRRN09'));
    await monitor.flush();
    expect(batches).toEqual([
      [{ level: 'info', message: 'curp GODE******09', environment: 'prod' }],
    ]);
  });

  it('batches by size, by interval and sends nothing when empty', async () => {
    const { adapter, batches } = recordingAdapter();
    const timers: (() => void)[] = [];
    const monitor = createMonitor({
      adapter,
      sampleRate: 1,
      environment: 'prod',
      batchSize: 3,
      setTimer: (fn) => timers.push(fn),
      clearTimer: () => {},
    });
    for (let n = 0; n < 7; n++) monitor.record(rec(`r${n}`));
    expect(batches.map((b) => b.length)).toEqual([3, 3]);
    expect(monitor.pending()).toBe(1);
    timers.at(-1)!();
    expect(batches.map((b) => b.length)).toEqual([3, 3, 1]);
    await monitor.flush();
    expect(adapter.send).toHaveBeenCalledTimes(3);
  });

  it.each([
    ['rejected send', () => Promise.reject(new TypeError('Failed to fetch'))],
    [
      'throwing send',
      () => {
        throw new Error('boom');
      },
    ],
  ])('swallows a %s and counts it', async (_name, send) => {
    const monitor = createMonitor({
      adapter: { send: send as MonitoringAdapter['send'] },
      sampleRate: 1,
      environment: 'prod',
    });
    monitor.record(rec('a'));
    await expect(monitor.flush()).resolves.toBeUndefined();
    expect(monitor.failures()).toBe(1);
  });
});

describe('adapters', () => {
  it('the local sink POSTs a JSON array as text/plain, and beacons on pagehide', async () => {
    const fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(new Response('{}', { status: 202 })),
    );
    const beacon = vi.fn(() => true);
    const cfg = readMonitoringConfig({ VITE_USE_EMULATORS: 'true' });
    const adapter = adapterFor(cfg, { fetch: fetchMock, sendBeacon: beacon })!;
    const batch = [{ ...rec('a'), environment: 'prod' }];
    await adapter.send(batch, { unloading: false });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('http://127.0.0.1:4000/api/logs');
    expect(JSON.parse(String(init?.body))).toEqual(batch);
    expect((init?.headers as Record<string, string>)['Content-Type']).toMatch(/^text\/plain/);
    await adapter.send(batch, { unloading: true });
    expect(beacon).toHaveBeenCalledWith('http://127.0.0.1:4000/api/logs', JSON.stringify(batch));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('the HTTP intake sends the API key header and rejects on a non-2xx reply', async () => {
    const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(new Response('', { status: 403 })));
    const cfg = readMonitoringConfig({
      VITE_MONITORING_VENDOR: 'http',
      VITE_MONITORING_URL: 'https://logs.vendor.example/v1/input',
      VITE_MONITORING_API_KEY: 'k-123',
      VITE_MONITORING_API_KEY_HEADER: 'DD-API-KEY',
    });
    const adapter = adapterFor(cfg, { fetch: fetchMock })!;
    await expect(adapter.send([], { unloading: true })).rejects.toThrow();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://logs.vendor.example/v1/input');
    expect((init?.headers as Record<string, string>)['DD-API-KEY']).toBe('k-123');
    expect(init?.keepalive).toBe(true);
  });

  it('abandons a send the intake never answers at its deadline; the monitor counts a failure', async () => {
    vi.useFakeTimers();
    try {
      const fetchMock = vi.fn<typeof fetch>(
        (_url, init) =>
          new Promise<Response>((_, reject) => {
            init?.signal?.addEventListener('abort', () =>
              reject(new DOMException('aborted', 'AbortError')),
            );
          }),
      );
      const cfg = readMonitoringConfig({ VITE_USE_EMULATORS: 'true' });
      const monitor = createMonitor({
        adapter: adapterFor(cfg, { fetch: fetchMock })!,
        sampleRate: 1,
        environment: 'prod',
      });
      monitor.record(rec('a'));
      let done = false;
      const flushed = monitor.flush().then(() => {
        done = true;
      });
      await vi.advanceTimersByTimeAsync(MONITORING_TIMEOUT_MS - 1);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await flushed;
      expect(fetchMock.mock.calls[0]![1]!.signal!.aborted).toBe(true);
      expect(monitor.failures()).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it.each([
    [
      'defaults: 100 percent, prod, off without a URL',
      {},
      { vendor: 'none', sampleRate: 1, environment: 'prod' },
    ],
    [
      'emulators: the local sink',
      { VITE_USE_EMULATORS: 'true' },
      { vendor: 'local', url: 'http://127.0.0.1:4000/api/logs' },
    ],
    [
      'explicit rate and environment',
      {
        VITE_MONITORING_URL: 'http://x/logs',
        VITE_MONITORING_SAMPLE_RATE: '0.25',
        VITE_ENVIRONMENT: 'qa',
      },
      { vendor: 'local', sampleRate: 0.25, environment: 'qa' },
    ],
  ])('config: %s', (_name, raw, want) => {
    expect(readMonitoringConfig(raw)).toMatchObject(want);
  });

  it.each([
    ['rate above 1', { VITE_MONITORING_URL: 'http://x', VITE_MONITORING_SAMPLE_RATE: '2' }],
    ['unknown vendor', { VITE_MONITORING_VENDOR: 'acme', VITE_MONITORING_URL: 'http://x' }],
    ['http without URL', { VITE_MONITORING_VENDOR: 'http' }],
  ])('config rejects %s', (_name, raw) => {
    expect(() => readMonitoringConfig(raw)).toThrow(/Invalid build configuration/);
  });
});

/** Every pending promise reaction has run (they all run before the next macrotask). */
const settled = () => new Promise((r) => setTimeout(r, 0));

describe('installMonitoring', () => {
  it('ships logger records on pagehide; a failing fetch never throws nor recurses', async () => {
    const restore = setLogSink(() => {});
    const fetchMock = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch')));
    const uninstall = installMonitoring(readMonitoringConfig({ VITE_USE_EMULATORS: 'true' }), {
      fetch: fetchMock,
      sendBeacon: () => false,
    });
    try {
      expect(() => logger.error('Error de conexión', { requestId: 'r-1' })).not.toThrow();
      window.dispatchEvent(new Event('pagehide'));
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
      const shipped = JSON.parse(String(fetchMock.mock.calls[0]![1]?.body)) as ShippedRecord[];
      expect(shipped).toEqual([
        expect.objectContaining({
          level: 'error',
          message: 'Error de conexión',
          requestId: 'r-1',
          environment: 'prod',
        }),
      ]);
      // The failed send is settled only after several promise reactions (fetch → post → send →
      // flush's catch), not after one tick.
      await settled();
      // The failure was not logged (no second record, no second send).
      window.dispatchEvent(new Event('pagehide'));
      await settled();
      expect(fetchMock).toHaveBeenCalledTimes(1);
    } finally {
      uninstall();
      restore();
    }
  });
});
