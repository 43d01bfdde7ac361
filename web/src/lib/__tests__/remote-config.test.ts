import { describe, expect, it } from 'vitest';

import {
  createReader,
  DEV_MIN_FETCH_INTERVAL_MS,
  FETCH_TIMEOUT_MS,
  keyPrefix,
  MIN_FETCH_INTERVAL_MS,
  parseValue,
  rcSettings,
  toInitialFetchResponse,
} from '@/lib/remote-config';
import { recordingLogger } from '@/testing/lifecycle';
import type { LogLine } from '@/testing/lifecycle';

describe('Remote Config settings', () => {
  it.each([
    ['dev', 'dev_', DEV_MIN_FETCH_INTERVAL_MS],
    ['qa', 'qa_', MIN_FETCH_INTERVAL_MS],
    ['prod', '', MIN_FETCH_INTERVAL_MS],
  ] as const)('%s: prefix %j, minimum interval %i ms, timeout 60 s', (env, prefix, interval) => {
    expect(keyPrefix(env)).toBe(prefix);
    expect(rcSettings(env)).toEqual({
      fetchTimeoutMillis: FETCH_TIMEOUT_MS,
      minimumFetchIntervalMillis: interval,
    });
  });

  it('uses 60 s, 12 h and 5 s', () => {
    expect(FETCH_TIMEOUT_MS).toBe(60_000);
    expect(MIN_FETCH_INTERVAL_MS).toBe(43_200_000);
    expect(DEV_MIN_FETCH_INTERVAL_MS).toBe(5_000);
  });
});

describe('emulator values → initialFetchResponse', () => {
  it('hydrates from the suite REST fetch shape', () => {
    const body = {
      entries: { dev_cnca_access: '{"enabled":true}', dev_customer_link_ttl_hours: '24' },
      state: 'UPDATE',
      templateVersion: '7',
    };
    expect(toInitialFetchResponse(body)).toEqual({
      status: 200,
      eTag: 'emulator-7',
      config: body.entries,
      templateVersion: 7,
    });
  });

  it('always has a non-zero templateVersion and a config', () => {
    expect(toInitialFetchResponse({ state: 'NO_TEMPLATE' })).toMatchObject({
      config: {},
      templateVersion: 1,
    });
  });
});

describe('typed values', () => {
  it.each([
    ['hola', 'string', 'hola'],
    ['24', 'number', 24],
    ['1.5', 'number', 1.5],
    ['true', 'boolean', true],
    ['off', 'boolean', false],
    ['{"enabled":true,"branches":["B1"]}', 'json', { enabled: true, branches: ['B1'] }],
    ['["consupago.com"]', 'json', ['consupago.com']],
  ] as const)('%s as %s', (raw, type, want) => {
    expect(parseValue(raw, type)).toEqual(want);
  });

  it.each([
    ['doce', 'number'],
    ['', 'number'],
    ['quizá', 'boolean'],
    ['{roto', 'json'],
  ] as const)('%s is not a %s', (raw, type) => {
    expect(() => parseValue(raw, type)).toThrow();
  });
});

describe('reader', () => {
  const values: Record<string, string> = {
    dev_customer_link_ttl_hours: '24',
    dev_blocked_email_domains: '["procesa.com"]',
    customer_link_ttl_hours: '48',
    dev_broken: '{',
  };
  const source = (key: string) => Promise.resolve(values[key]);

  it('reads the prefixed key for the environment', async () => {
    const logs: LogLine[] = [];
    await expect(
      createReader('dev', source, recordingLogger(logs)).read('customer_link_ttl_hours', 'number'),
    ).resolves.toBe(24);
    await expect(
      createReader('prod', source, recordingLogger(logs)).read('customer_link_ttl_hours', 'number'),
    ).resolves.toBe(48);
    await expect(
      createReader('dev', source, recordingLogger(logs)).read('blocked_email_domains', 'json'),
    ).resolves.toEqual(['procesa.com']);
    expect(logs).toEqual([]);
  });

  it.each([
    ['a missing key', 'no_such_key', () => source('x')],
    ['a bad value', 'broken', source],
    [
      'a failed initialisation',
      'customer_link_ttl_hours',
      () => Promise.reject(new Error('offline')),
    ],
  ])('logs %s and returns null', async (_, key, src) => {
    const logs: LogLine[] = [];
    await expect(
      createReader('dev', src, recordingLogger(logs)).read(key, 'json'),
    ).resolves.toBeNull();
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      level: 'error',
      message: `Remote Config: cannot read dev_${key}`,
    });
  });
});
