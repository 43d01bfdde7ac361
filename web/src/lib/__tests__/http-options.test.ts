/** The per-call options: extra headers, the ID-token calls, binary bodies and the fallback message. */
import { describe, expect, it, vi } from 'vitest';

import { ApiError, createHttpClient, REQUEST_ID_HEADER, withIdToken } from '@/lib/http';
import type { HttpDeps } from '@/lib/http';
import { recordingLogger } from '@/testing/lifecycle';
import type { LogLine } from '@/testing/lifecycle';

function setup() {
  const fetchMock = vi.fn<typeof fetch>();
  const logs: LogLine[] = [];
  const deps: HttpDeps = {
    gatewayUrl: 'http://127.0.0.1:8090',
    clientId: 'client-123',
    deviceHeader: () => Promise.resolve('abc123'),
    bearer: vi.fn(() => Promise.resolve({ token: 'gw', kind: 'promoter' as const })),
    onUnauthorized: vi.fn(),
    logger: recordingLogger(logs),
    fetch: fetchMock,
  };
  const headersOf = (i = 0) => fetchMock.mock.calls[i]![1]!.headers as Record<string, string>;
  return { client: createHttpClient(deps), fetchMock, deps, logs, headersOf };
}

describe('request options', () => {
  it('sends extra headers beside the standard ones, X-Request-Id included', async () => {
    const { client, fetchMock, headersOf } = setup();
    fetchMock.mockResolvedValue(new Response('{}', { status: 200 }));
    await client.post('/api/x', {}, { headers: { 'X-Extra': 'uno' } });
    expect(headersOf()).toMatchObject({
      'X-Extra': 'uno',
      'X-IBM-Client-Id': 'client-123',
      'X-Device-Id': 'abc123',
      Authorization: 'Bearer gw',
    });
    expect(headersOf()[REQUEST_ID_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('never lets an extra header replace the request id, client id or device', async () => {
    const { client, fetchMock, headersOf } = setup();
    fetchMock.mockResolvedValue(new Response('{}', { status: 200 }));
    await client.get('/api/x', {
      headers: { [REQUEST_ID_HEADER]: 'mine', 'X-IBM-Client-Id': 'other', 'X-Device-Id': 'z' },
    });
    expect(headersOf()[REQUEST_ID_HEADER]).not.toBe('mine');
    expect(headersOf()['X-IBM-Client-Id']).toBe('client-123');
    expect(headersOf()['X-Device-Id']).toBe('abc123');
  });

  it('withIdToken sends the ID token in X-Firebase-Token and no gateway Bearer', async () => {
    const { client, fetchMock, deps, headersOf } = setup();
    fetchMock.mockResolvedValue(new Response('{"ok":true}', { status: 200 }));
    const r = await client.post('/api/cnca/F1/validar', {}, withIdToken('ID-TOKEN'));
    expect(r).toEqual({ ok: true });
    expect(headersOf()['X-Firebase-Token']).toBe('ID-TOKEN');
    expect(headersOf().Authorization).toBeUndefined();
    expect(headersOf()[REQUEST_ID_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
    expect(deps.bearer).not.toHaveBeenCalled();
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({
      applicationId: 'OPPNP',
    });
  });

  it('withIdToken keeps the other options and headers', () => {
    expect(withIdToken('T', { response: 'blob', headers: { A: '1' }, fallback: 'f' })).toEqual({
      auth: false,
      response: 'blob',
      fallback: 'f',
      headers: { A: '1', 'X-Firebase-Token': 'T' },
    });
  });

  it('a 401 on an ID-token call is not a gateway-token problem', async () => {
    const { client, fetchMock, deps } = setup();
    fetchMock.mockResolvedValue(new Response('{"code":"UNAUTHENTICATED"}', { status: 401 }));
    await expect(client.post('/api/x', {}, withIdToken('T'))).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
      status: 401,
    });
    expect(deps.onUnauthorized).not.toHaveBeenCalled();
  });

  it('returns a binary body as a Blob', async () => {
    const { client, fetchMock, headersOf, logs } = setup();
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0xff, 0x00]);
    fetchMock.mockResolvedValue(
      new Response(pdf, { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    );
    const blob = await client.get<Blob>('/api/letters/F1.pdf', { response: 'blob' });
    expect(blob.size).toBe(pdf.length);
    expect(blob.type).toBe('application/pdf');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(pdf);
    expect(headersOf().Accept).toBe('*/*');
    expect(logs[0]?.message).toBe('GET /api/letters/F1.pdf 200');
  });

  it('a failed binary call is still an ApiError with the server code', async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockResolvedValue(
      new Response('{"code":"FORBIDDEN","message":"Sin acceso"}', { status: 403 }),
    );
    await expect(client.get('/api/letters/F1.pdf', { response: 'blob' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Sin acceso',
      status: 403,
    });
  });

  it.each([
    ['the default', undefined, 'Error de conexión'],
    ['its own', 'No se pudo descargar la carta', 'No se pudo descargar la carta'],
  ])('a network failure gets %s fallback message', async (_, fallback, message) => {
    const { client, fetchMock, logs } = setup();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const err = await client.get('/api/x', { fallback }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ message, status: 0, code: undefined });
    expect(logs[0]).toMatchObject({ level: 'error', message: 'GET /api/x network error' });
  });

  it('a server error without a message gets the fallback; one with a message keeps it', async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockResolvedValueOnce(new Response('', { status: 500 }));
    fetchMock.mockResolvedValueOnce(new Response('{"message":"Del servidor"}', { status: 500 }));
    await expect(client.post('/api/x', {}, { fallback: 'Propio' })).rejects.toMatchObject({
      message: 'Propio',
      status: 500,
    });
    await expect(client.post('/api/x', {}, { fallback: 'Propio' })).rejects.toMatchObject({
      message: 'Del servidor',
    });
  });
});
