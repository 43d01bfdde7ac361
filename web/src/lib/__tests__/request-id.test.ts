/** Every API call sends a fresh X-Request-Id and puts it, the duration and the status in its log. */
import { describe, expect, it, vi } from 'vitest';

import { createHttpClient, REQUEST_ID_HEADER } from '@/lib/http';
import { recordingLogger } from '@/testing/lifecycle';
import type { LogLine } from '@/testing/lifecycle';

function client(fetchMock: typeof fetch, logs: LogLine[]) {
  let clock = 0;
  return createHttpClient({
    gatewayUrl: 'http://127.0.0.1:8090',
    clientId: 'c',
    deviceHeader: () => Promise.resolve('d'),
    bearer: () => Promise.resolve(null),
    onUnauthorized: () => {},
    logger: recordingLogger(logs),
    fetch: fetchMock,
    now: () => (clock += 10),
  });
}

describe('X-Request-Id', () => {
  it.each([
    ['a success', () => Promise.resolve(new Response('{}', { status: 200 })), 'info', 200],
    ['a server error', () => Promise.resolve(new Response('{}', { status: 500 })), 'info', 500],
    [
      'a network failure',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'error',
      undefined,
    ],
  ] as const)('is sent and logged on %s', async (_name, reply, level, status) => {
    const fetchMock = vi.fn<typeof fetch>(reply);
    const logs: LogLine[] = [];
    const api = client(fetchMock, logs);
    await api.post('/quoter/obtainQuotation', {}).catch(() => undefined);
    await api.post('/quoter/obtainQuotation', {}).catch(() => undefined);
    const ids = fetchMock.mock.calls.map(
      ([, init]) => (init?.headers as Record<string, string>)[REQUEST_ID_HEADER],
    );
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[1]).not.toBe(ids[0]);
    expect(logs.map((l) => [l.level, l.args[0]])).toEqual(
      ids.map((id) => [
        level,
        status === undefined
          ? { requestId: id, durationMs: 10 }
          : { requestId: id, durationMs: 10, status },
      ]),
    );
  });
});
