/** Every call has a deadline: a server that never answers, or answers and never ends its body, fails the call in time. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { es } from '@/copy/es';
import { ApiError, createHttpClient, DEFAULT_TIMEOUT_MS, TIMEOUT_CODE } from '@/lib/http';
import type { HttpDeps } from '@/lib/http';
import { recordingLogger } from '@/testing/lifecycle';
import type { LogLine } from '@/testing/lifecycle';

/** A fetch that never answers until its signal aborts it, as a hung service. */
function hung(): typeof fetch {
  return (_input, init) =>
    new Promise<Response>((_, reject) => {
      init?.signal?.addEventListener('abort', () =>
        reject(new DOMException('aborted', 'AbortError')),
      );
    });
}

function setup(fetchImpl: typeof fetch, timeoutMs?: number) {
  const logs: LogLine[] = [];
  const deps: HttpDeps = {
    gatewayUrl: 'http://127.0.0.1:8090',
    clientId: 'client-123',
    deviceHeader: () => Promise.resolve('abc123'),
    bearer: () => Promise.resolve({ token: 'gw', kind: 'promoter' as const }),
    onUnauthorized: vi.fn(),
    logger: recordingLogger(logs),
    fetch: vi.fn(fetchImpl),
    ...(timeoutMs ? { timeoutMs } : {}),
  };
  return { client: createHttpClient(deps), deps, logs };
}

describe('call deadline', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('abandons a hung call at the default deadline with the Spanish timeout message', async () => {
    const { client, deps } = setup(hung());
    const call = client.post('/quoter/obtainQuotation', { branchId: 'SUC-0101' });
    const settled = expect(call).rejects.toMatchObject({
      name: 'ApiError',
      code: TIMEOUT_CODE,
      status: 0,
      message: es.http.timeout,
    });
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1);
    const signal = vi.mocked(deps.fetch!).mock.calls[0]![1]!.signal!;
    expect(signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(signal.aborted).toBe(true);
  });

  it('abandons a body that never ends', async () => {
    const body = new ReadableStream({ start: () => undefined }); // opened, never closed
    const { client } = setup(() => Promise.resolve(new Response(body, { status: 200 })), 1_000);
    const call = client.get('/api/x');
    const settled = expect(call).rejects.toMatchObject({ code: TIMEOUT_CODE });
    await vi.advanceTimersByTimeAsync(1_000);
    await settled;
  });

  it('abandons a request the link shell already sent that never answers', async () => {
    const { client, deps } = setup(hung());
    const call = client.post('/api/customer', { uuid: 'u-1' }, { sent: new Promise(() => {}) });
    const settled = expect(call).rejects.toMatchObject({
      code: TIMEOUT_CODE,
      message: es.http.timeout,
    });
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS);
    await settled;
    expect(deps.fetch).not.toHaveBeenCalled();
  });

  it('takes a per-call deadline over the client one', async () => {
    const { client } = setup(hung(), 60_000);
    const call = client.get('/api/x', { timeoutMs: 500 });
    const settled = expect(call).rejects.toBeInstanceOf(ApiError);
    await vi.advanceTimersByTimeAsync(500);
    await settled;
  });

  it('leaves an answer in time alone, and a caller abort is not a timeout', async () => {
    const { client } = setup(() => Promise.resolve(new Response('{"ok":true}', { status: 200 })));
    await expect(client.get('/api/x')).resolves.toEqual({ ok: true });
    const aborted = new AbortController();
    const { client: c2 } = setup(hung());
    const call = c2.get('/api/x', { signal: aborted.signal });
    aborted.abort();
    await expect(call).rejects.toMatchObject({ code: undefined, message: es.http.connection });
  });
});
