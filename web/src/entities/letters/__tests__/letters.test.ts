import { describe, expect, it, vi } from 'vitest';

import { downloadLetter, letterPdfPath } from '@/entities/letters/letters';
import { createHttpClient } from '@/lib/http';

function client(reply: () => Promise<Response>) {
  const fetchMock = vi.fn<typeof fetch>(reply);
  const c = createHttpClient({
    gatewayUrl: 'http://127.0.0.1:8090',
    clientId: 'c',
    deviceHeader: () => Promise.resolve('d'),
    bearer: vi.fn(() => Promise.resolve({ token: 'gw', kind: 'customer' as const })),
    onUnauthorized: vi.fn(),
    logger: { debug() {}, info() {}, warn() {}, error() {} },
    fetch: fetchMock,
  });
  return { c, fetchMock };
}

describe('downloadLetter', () => {
  it('GETs the PDF with the ID token and a request id, and returns its bytes', async () => {
    const { c, fetchMock } = client(() =>
      Promise.resolve(new Response('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf' } })),
    );
    const blob = await downloadLetter('F/1', 'ID', 'No se pudo', c);
    expect(await blob.text()).toBe('%PDF-1.4');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/letters/F%2F1.pdf');
    expect(url).toBe(letterPdfPath('F/1'));
    expect(init?.method).toBe('GET');
    const h = init?.headers as Record<string, string>;
    expect(h['X-Firebase-Token']).toBe('ID');
    expect(h['X-Request-Id']).toBeTruthy();
    expect(h.Authorization).toBeUndefined();
  });

  it('turns a network failure into the caller’s message', async () => {
    const { c } = client(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(downloadLetter('F1', 'ID', 'No se pudo', c)).rejects.toMatchObject({
      message: 'No se pudo',
      status: 0,
    });
  });
});
