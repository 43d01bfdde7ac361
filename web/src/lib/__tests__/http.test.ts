import { describe, expect, it, vi } from 'vitest';

import { ApiError, APPLICATION_ID, createHttpClient, resolveUrl } from '@/lib/http';
import type { HttpDeps } from '@/lib/http';
import type { Bearer } from '@/lib/tokens';
import { recordingLogger } from '@/testing/lifecycle';
import type { LogLine } from '@/testing/lifecycle';

const GATEWAY = 'http://127.0.0.1:8090';

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function setup(bearer: Bearer | null = { token: 'tok', kind: 'promoter' }) {
  const fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  const logs: LogLine[] = [];
  let clock = 1000;
  const deps: HttpDeps = {
    gatewayUrl: GATEWAY + '/',
    clientId: 'client-123',
    deviceHeader: () => Promise.resolve('abc123'),
    bearer: vi.fn(() => Promise.resolve(bearer)),
    onUnauthorized: vi.fn(),
    logger: recordingLogger(logs),
    now: () => (clock += 25),
  };
  return { client: createHttpClient(deps), fetchMock, deps, logs };
}

function sent(fetchMock: ReturnType<typeof vi.fn<typeof fetch>>, i = 0) {
  const [url, init] = fetchMock.mock.calls[i]!;
  return {
    url: String(url),
    headers: init?.headers as Record<string, string>,
    body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined,
    method: init?.method,
  };
}

describe('resolveUrl', () => {
  it.each([
    ['/auth/login', `${GATEWAY}/auth/login`],
    ['/sellers/branchesByPromotor', `${GATEWAY}/sellers/branchesByPromotor`],
    ['/api/session/login', '/api/session/login'],
    ['/__/remoteconfig/values', '/__/remoteconfig/values'],
    ['https://other.example/x', 'https://other.example/x'],
  ])('%s → %s', (path, want) => {
    expect(resolveUrl(GATEWAY + '/', path)).toBe(want);
  });
});

describe('http client', () => {
  it('sends the client id, the device header, the Bearer and applicationId', async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockResolvedValue(json(200, { ok: 1 }));
    await expect(client.post('/quoter/obtainQuotation', { amount: 5 })).resolves.toEqual({ ok: 1 });
    const req = sent(fetchMock);
    expect(req.url).toBe(`${GATEWAY}/quoter/obtainQuotation`);
    expect(req.method).toBe('POST');
    expect(req.headers).toMatchObject({
      'X-IBM-Client-Id': 'client-123',
      'X-Device-Id': 'abc123',
      Authorization: 'Bearer tok',
      'Content-Type': 'application/json',
    });
    expect(req.body).toEqual({ amount: 5, applicationId: APPLICATION_ID });
    expect(APPLICATION_ID).toBe('OPPNP');
  });

  it('sends no Bearer when auth is off (login, refresh) and does not ask for one', async () => {
    const { client, fetchMock, deps } = setup();
    fetchMock.mockResolvedValue(json(200, {}));
    await client.post('/api/session/login', { username: 'u', password: 'p' }, { auth: false });
    const req = sent(fetchMock);
    expect(req.url).toBe('/api/session/login');
    expect(req.headers.Authorization).toBeUndefined();
    expect(req.headers['X-IBM-Client-Id']).toBe('client-123');
    expect(req.body).toEqual({ username: 'u', password: 'p', applicationId: 'OPPNP' });
    expect(deps.bearer).not.toHaveBeenCalled();
  });

  it('can leave applicationId out', async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockResolvedValue(json(200, {}));
    await client.post('/x', { a: 1 }, { applicationId: false });
    expect(sent(fetchMock).body).toEqual({ a: 1 });
  });

  it('sends a FormData upload as multipart, with applicationId as a part', async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockResolvedValue(json(200, {}));
    const form = new FormData();
    form.set('ineFront', new File(['x'], 'frente.jpg', { type: 'image/jpeg' }));
    await client.post('/documents/upload', form);
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.body).toBe(form);
    expect((init?.headers as Record<string, string>)['Content-Type']).toBeUndefined();
    expect(form.get('applicationId')).toBe('OPPNP');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it('logs every call with its duration', async () => {
    const { client, fetchMock, logs } = setup();
    fetchMock.mockResolvedValue(json(200, {}));
    await client.get('/convenios/getDetail');
    expect(logs).toEqual([
      { level: 'info', message: 'GET /convenios/getDetail 200', args: [{ durationMs: 25 }] },
    ]);
  });

  it("maps a network failure to 'Error de conexión'", async () => {
    const { client, fetchMock, logs } = setup();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const err = await client.post('/auth/login').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ message: 'Error de conexión', status: 0 });
    expect(logs[0]?.level).toBe('error');
  });

  it.each([
    [
      'top-level code and message',
      { code: 'E401', message: 'Usuario o contraseña incorrectos' },
      'E401',
      'Usuario o contraseña incorrectos',
    ],
    [
      'gateway data envelope',
      { data: { code: 'B12', message: 'Sucursal inactiva' } },
      'B12',
      'Sucursal inactiva',
    ],
    ['no body message', {}, undefined, 'Error de conexión'],
  ])('passes the server error through: %s', async (_, body, code, message) => {
    const { client, fetchMock } = setup();
    fetchMock.mockResolvedValue(json(400, body));
    await expect(client.post('/x')).rejects.toMatchObject({ code, message, status: 400 });
  });

  it.each([
    ['customer', { token: 'c', kind: 'customer' } as Bearer],
    ['promoter', { token: 'p', kind: 'promoter' } as Bearer],
  ])('a 401 with a %s token goes to the lifecycle with that kind', async (kind, bearer) => {
    const { client, fetchMock, deps } = setup(bearer);
    fetchMock.mockResolvedValue(json(401, { code: '401', message: 'Token invalid or expired' }));
    await expect(client.post('/x')).rejects.toMatchObject({ status: 401 });
    expect(deps.onUnauthorized).toHaveBeenCalledWith(kind, { logout: false });
  });

  it('a 401 on the logout call is reported as a logout', async () => {
    const { client, fetchMock, deps } = setup();
    fetchMock.mockResolvedValue(json(401, {}));
    await expect(client.post('/api/session/logout', {}, { logout: true })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(deps.bearer).toHaveBeenCalledWith({ logout: true });
    expect(deps.onUnauthorized).toHaveBeenCalledWith('promoter', { logout: true });
  });

  it('a 401 on a call sent without a token is not a token problem', async () => {
    const { client, fetchMock, deps } = setup();
    fetchMock.mockResolvedValue(
      json(401, { code: 'BAD_CREDENTIALS', message: 'Credenciales inválidas' }),
    );
    await expect(client.post('/api/session/login', {}, { auth: false })).rejects.toMatchObject({
      message: 'Credenciales inválidas',
    });
    expect(deps.onUnauthorized).not.toHaveBeenCalled();
  });
});
