import { describe, expect, it } from 'vitest';

import { ApiError, createHttpClient } from '@/lib/http';

import {
  cancelCncaFolio,
  linkCncaRequest,
  requestSipreDischarge,
  validateCncaFolio,
} from '../api/functions';
import { messageOf } from '../hooks/use-cnca-actions';
import { failureState } from '../hooks/use-discharge';

function fakeFetch(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fn = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status });
  }) as unknown as typeof fetch;
  const client = createHttpClient({
    gatewayUrl: 'http://127.0.0.1:8090',
    clientId: 'c',
    deviceHeader: () => Promise.resolve('d'),
    bearer: () => Promise.resolve({ token: 'gateway', kind: 'promoter' }),
    onUnauthorized: () => {},
    logger: { debug() {}, info() {}, warn() {}, error() {} },
    fetch: fn,
  });
  return { fn: client, calls };
}

describe('the CNCA functions', () => {
  it('send the Firebase ID token (not the cookie) and applicationId', async () => {
    const f = fakeFetch(200, { folio: 'F1', code: 'E0004', label: 'Baja exitosa total' });
    const r = await requestSipreDischarge('ID-TOKEN', 'F1', f.fn);
    expect(r.code).toBe('E0004');
    expect(f.calls[0]!.url).toBe('/api/cnca/F1/baja-sipre');
    const headers = f.calls[0]!.init.headers as Record<string, string>;
    expect(headers['X-Firebase-Token']).toBe('ID-TOKEN');
    expect(headers['X-Request-Id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers.Authorization).toBeUndefined();
    expect(JSON.parse(String(f.calls[0]!.init.body))).toEqual({ applicationId: 'OPPNP' });
  });

  it.each([
    [cancelCncaFolio, 'F 1', '/api/cnca/F%201/cancelar'],
    [linkCncaRequest, 'F1', '/api/cnca/F1/solicitud'],
  ])('cancel and the linked request are POSTs with the ID token (%#)', async (call, folio, url) => {
    const f = fakeFetch(200, { folio: 'F1', code: 'E0006', request: 'F1-S' });
    await call('T', folio, f.fn);
    expect(f.calls[0]!.url).toBe(url);
    expect(f.calls[0]!.init.method).toBe('POST');
    expect((f.calls[0]!.init.headers as Record<string, string>)['X-Firebase-Token']).toBe('T');
  });

  it.each([
    [
      new ApiError('Esta solicitud de baja ya no se puede cancelar.', 'CNCA_NOT_CANCELLABLE', 409),
      'Esta solicitud de baja ya no se puede cancelar.',
    ],
    [new ApiError('Error de conexión', undefined, 0), undefined],
  ])("a refused cancel or link shows the functions' message (%s)", (err, msg) => {
    expect(messageOf(err)).toBe(msg);
  });

  it.each([
    [503, 'SIPRE_OUT_OF_HOURS'],
    [502, 'SIPRE_ERROR'],
    [403, 'FORBIDDEN'],
  ])('turn a %d into an ApiError with the server code', async (status, code) => {
    const f = fakeFetch(status, { code, message: 'x' });
    const err = await validateCncaFolio('T', 'F1', f.fn).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status, code });
  });

  it.each([
    [new ApiError('x', 'SIPRE_OUT_OF_HOURS', 503), 'sipreError'],
    [new ApiError('x', 'SIPRE_ERROR', 502), 'sipreError'],
    [new ApiError('x', 'SIPRE_NO_CREDITS', 409), 'sipreError'],
    [new ApiError('Error de conexión', undefined, 0), 'sipreError'],
    [new ApiError('x', 'FORBIDDEN', 403), 'forbidden'],
    [new ApiError('x', 'UNAUTHENTICATED', 401), 'forbidden'],
  ])('a failed discharge (%s) shows %s', (err, kind) => {
    expect(failureState(err).kind).toBe(kind);
  });
});
