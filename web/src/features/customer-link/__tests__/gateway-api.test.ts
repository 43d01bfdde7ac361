/** The customer's calls go through the one HTTP client: same headers, request id and errors. */
import type { Auth } from 'firebase/auth';
import { describe, expect, it, vi } from 'vitest';

import { customer as t } from '@/copy/es';
import { API } from '@/lib/api-paths';
import { ApiError, createHttpClient, REQUEST_ID_HEADER } from '@/lib/http';
import type { Bearer } from '@/lib/tokens';

import {
  GATEWAY_UPLOAD,
  OTP_API,
  sendOtp,
  uploadDocument,
  uploadEvidence,
  verifyOtp,
} from '../api/gateway';

function setup(status: number, body: unknown, ...then: [number, unknown][]) {
  const answers = [[status, body] as [number, unknown], ...then];
  let n = 0;
  const fetchMock = vi.fn<typeof fetch>(() => {
    const [st, b] = answers[Math.min(n++, answers.length - 1)]!;
    return Promise.resolve(new Response(JSON.stringify(b), { status: st }));
  });
  const onUnauthorized = vi.fn();
  const bearer = vi.fn(() => Promise.resolve<Bearer>({ token: 'client-tok', kind: 'customer' }));
  const client = createHttpClient({
    gatewayUrl: 'http://127.0.0.1:8090/',
    clientId: 'ibm-1',
    deviceHeader: () => Promise.resolve('dev-1'),
    bearer,
    onUnauthorized,
    logger: { debug() {}, info() {}, warn() {}, error() {} },
    fetch: fetchMock,
  });
  const call = (i = 0) => {
    const [url, init] = fetchMock.mock.calls[i]!;
    return { url, init: init!, headers: init!.headers as Record<string, string> };
  };
  return { client, call, onUnauthorized, bearer };
}

describe('uploadDocument', () => {
  it('posts the JPEG as multipart to the gateway with the customer Bearer and a request id', async () => {
    const s = setup(200, { data: { documentId: 'DOC-1', fileName: 'firma.jpg' } });
    const file = new Blob(['jpeg'], { type: 'image/jpeg' });
    const doc = await uploadDocument(
      { folio: 'F-1', documentType: 'signature', file, fileName: 'firma.jpg' },
      s.client,
    );
    expect(doc).toEqual({ documentId: 'DOC-1', fileName: 'firma.jpg' });
    const { url, init, headers } = s.call();
    expect(url).toBe(`http://127.0.0.1:8090${GATEWAY_UPLOAD}`);
    expect(headers.Authorization).toBe('Bearer client-tok');
    expect(headers['X-IBM-Client-Id']).toBe('ibm-1');
    expect(headers['X-Device-Id']).toBe('dev-1');
    expect(headers[REQUEST_ID_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
    const form = init.body as FormData;
    expect(form.get('applicationId')).toBe('OPPNP');
    expect(form.get('folio')).toBe('F-1');
    expect(form.get('documentType')).toBe('signature');
    expect(form.get('side')).toBe('front');
    expect((form.get('file') as File).name).toBe('firma.jpg');
  });

  it('a 401 follows rule 8 for the customer token', async () => {
    const s = setup(401, { code: 'UNAUTHORIZED', message: 'Token inválido' });
    const err = await uploadDocument(
      { folio: 'F', documentType: 'ine', file: new Blob(['x']), fileName: 'a.jpg' },
      s.client,
    ).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 401, message: 'Token inválido' });
    expect(s.onUnauthorized).toHaveBeenCalledWith('customer', { logout: false });
  });

  it('a failure without a message says the link has no access', async () => {
    const s = setup(500, {});
    const err = await uploadDocument(
      { folio: 'F', documentType: 'ine', file: new Blob(['x']), fileName: 'a.jpg' },
      s.client,
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe(t.link.noAccess);
  });
});

describe('uploadEvidence', () => {
  const auth = { currentUser: { getIdToken: () => Promise.resolve('ID-7') } } as unknown as Auth;
  const input = {
    kind: 'lifeTest' as const,
    documentType: 'lifeTest',
    file: new Blob(['jpeg'], { type: 'image/jpeg' }),
    fileName: 'vida.jpg',
  };

  it('files the upload under the request id, then registers it with the functions', async () => {
    const s = setup(201, { data: { documentId: 'DOC-7', fileName: 'vida.jpg' } }, [
      200,
      { kind: 'lifeTest', documentId: 'DOC-7', sha256: 'ab', size: 4 },
    ]);
    expect(await uploadEvidence(auth, 'req-7', input, s.client)).toMatchObject({
      documentId: 'DOC-7',
    });
    expect((s.call(0).init.body as FormData).get('folio')).toBe('req-7');
    const reg = s.call(1);
    expect(reg.url).toBe(API.evidence);
    expect(reg.headers['X-Firebase-Token']).toBe('ID-7');
    expect(JSON.parse(String(reg.init.body))).toMatchObject({
      kind: 'lifeTest',
      documentId: 'DOC-7',
    });
  });

  it("a refused registration rejects with the functions' Spanish message", async () => {
    const msg =
      'El documento no corresponde a esta solicitud. Vuelve a tomar la foto y envíala de nuevo.';
    const s = setup(201, { data: { documentId: 'DOC-8', fileName: 'vida.jpg' } }, [
      409,
      { code: 'EVIDENCE_NOT_THIS_FOLIO', message: msg },
    ]);
    await expect(uploadEvidence(auth, 'req-7', input, s.client)).rejects.toMatchObject({
      code: 'EVIDENCE_NOT_THIS_FOLIO',
      message: msg,
      status: 409,
    });
  });

  it('a refusal without a message says so in the copy', async () => {
    const s = setup(201, { data: { documentId: 'DOC-9', fileName: 'vida.jpg' } }, [500, {}]);
    await expect(uploadEvidence(auth, 'req-7', input, s.client)).rejects.toMatchObject({
      message: t.evidence.refused,
    });
  });
});

describe('OTP functions', () => {
  it('send the Firebase ID token in X-Firebase-Token, no gateway Bearer, and a request id', async () => {
    const s = setup(200, { expiresAt: 1, attemptsLeft: 3, sendsLeft: 2, phone: '***1234' });
    expect(await sendOtp('ID-1', s.client)).toMatchObject({ sendsLeft: 2 });
    const { url, init, headers } = s.call();
    expect(url).toBe(OTP_API.send);
    expect(headers['X-Firebase-Token']).toBe('ID-1');
    expect(headers.Authorization).toBeUndefined();
    expect(headers[REQUEST_ID_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(String(init.body))).toEqual({ applicationId: 'OPPNP' });
    expect(s.bearer).not.toHaveBeenCalled();
  });

  it('verify sends the code, and each call has its own request id', async () => {
    const s = setup(200, { verified: true });
    await verifyOtp('ID-1', '123456', s.client);
    await verifyOtp('ID-1', '654321', s.client);
    expect(JSON.parse(String(s.call().init.body))).toEqual({
      code: '123456',
      applicationId: 'OPPNP',
    });
    expect(s.call(0).headers[REQUEST_ID_HEADER]).not.toBe(s.call(1).headers[REQUEST_ID_HEADER]);
  });

  it('a refused code keeps the server code and message', async () => {
    const s = setup(409, { code: 'OTP_WRONG', message: 'Código incorrecto' });
    await expect(verifyOtp('ID-1', '000000', s.client)).rejects.toMatchObject({
      code: 'OTP_WRONG',
      message: 'Código incorrecto',
      status: 409,
    });
    expect(s.onUnauthorized).not.toHaveBeenCalled();
  });
});
