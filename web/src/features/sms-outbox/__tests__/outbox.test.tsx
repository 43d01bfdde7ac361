import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { customer as t } from '@/copy/es';

import { fetchOutbox, linkify, OUTBOX_TIMEOUT_MS } from '../api/outbox';
import type { Sms } from '../api/outbox';
import { OutboxScreen } from '../components/outbox-screen';

const sms = (id: string, sentAt: string, message: string): Sms => ({
  messageId: id,
  phone: '5512345601',
  message,
  sentAt,
});

function gateway(batches: Sms[][]) {
  let call = 0;
  return vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => {
    const messages = batches[Math.min(call++, batches.length - 1)]!;
    return new Response(JSON.stringify({ data: { messages } }), { status: 200 });
  });
}

describe('fetchOutbox', () => {
  it('sends only X-IBM-Client-Id and returns newest first', async () => {
    const f = gateway([
      [
        sms('a', '2026-11-22T10:00:00Z', 'primero'),
        sms('c', '2026-11-22T12:00:00Z', 'tercero'),
        sms('b', '2026-11-22T11:00:00Z', 'segundo'),
      ],
    ]);
    const got = await fetchOutbox({ gatewayUrl: 'http://gw:1/', clientId: 'cid', fetch: f });
    expect(got.map((m) => m.messageId)).toEqual(['c', 'b', 'a']);
    const [url, init] = f.mock.calls[0]!;
    expect(url).toBe('http://gw:1/sms/outbox');
    expect(init?.headers).toEqual({ Accept: 'application/json', 'X-IBM-Client-Id': 'cid' });
  });

  it('fails on an HTTP error', async () => {
    const f = vi.fn(async () => new Response('{}', { status: 403 }));
    await expect(fetchOutbox({ gatewayUrl: 'http://gw', clientId: 'x', fetch: f })).rejects.toThrow(
      '403',
    );
  });
});

describe('linkify', () => {
  it('keeps trailing punctuation out of the link', () => {
    expect(linkify('Ingresa a http://h:5000/folio/u-1/bienvenida. Gracias')).toEqual([
      { text: 'Ingresa a ' },
      { url: 'http://h:5000/folio/u-1/bienvenida' },
      { text: '. Gracias' },
    ]);
    expect(linkify('sin liga')).toEqual([{ text: 'sin liga' }]);
  });
});

describe('OutboxScreen', () => {
  it('lists messages newest first with clickable links and refreshes by itself', async () => {
    vi.useFakeTimers();
    try {
      const first = sms(
        'm1',
        '2026-11-22T10:00:00Z',
        'Ingresa a http://127.0.0.1:5000/folio/u-1/bienvenida para continuar tu solicitud de crédito.',
      );
      const second = sms(
        'm2',
        '2026-11-22T10:05:00Z',
        'Ingresa a http://127.0.0.1:5000/folio/u-2/documentos para corregir tus datos o documentos.',
      );
      const f = gateway([[first], [first, second]]);
      render(
        <OutboxScreen
          deps={{ gatewayUrl: 'http://gw', clientId: 'cid', fetch: f }}
          everyMs={1000}
        />,
      );
      await act(() => vi.advanceTimersByTimeAsync(0));
      let items = within(screen.getByRole('list', { name: t.outbox.message })).getAllByRole(
        'listitem',
      );
      expect(items).toHaveLength(1);
      expect(within(items[0]!).getByRole('link')).toHaveAttribute(
        'href',
        'http://127.0.0.1:5000/folio/u-1/bienvenida',
      );
      await act(() => vi.advanceTimersByTimeAsync(1000));
      items = within(screen.getByRole('list', { name: t.outbox.message })).getAllByRole('listitem');
      expect(items).toHaveLength(2);
      expect(within(items[0]!).getByRole('link')).toHaveAttribute(
        'href',
        'http://127.0.0.1:5000/folio/u-2/documentos',
      );
      expect(f).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('abandons a read the gateway never answers, says so and reads again on the next refresh', async () => {
    vi.useFakeTimers();
    try {
      const first = sms('m1', '2026-11-22T10:00:00Z', 'Ingresa a http://h/folio/u-1/bienvenida.');
      let calls = 0;
      const f = vi.fn((_url: RequestInfo | URL, init?: RequestInit) => {
        calls++;
        if (calls === 1) {
          // A hung gateway: no answer until the caller gives up.
          return new Promise<Response>((_, reject) => {
            init?.signal?.addEventListener('abort', () =>
              reject(new DOMException('aborted', 'AbortError')),
            );
          });
        }
        return Promise.resolve(
          new Response(JSON.stringify({ data: { messages: [first] } }), { status: 200 }),
        );
      });
      render(
        <OutboxScreen
          deps={{ gatewayUrl: 'http://gw', clientId: 'cid', fetch: f }}
          everyMs={1000}
        />,
      );
      await act(() => vi.advanceTimersByTimeAsync(OUTBOX_TIMEOUT_MS - 1));
      expect(screen.queryByRole('alert')).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(screen.getByRole('alert')).toHaveTextContent(t.outbox.error);
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(f).toHaveBeenCalledTimes(2);
      expect(screen.queryByRole('alert')).toBeNull();
      expect(
        within(screen.getByRole('list', { name: t.outbox.message })).getAllByRole('listitem'),
      ).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows an error when the gateway cannot be read', async () => {
    const f = vi.fn(async () => {
      throw new TypeError('offline');
    });
    render(<OutboxScreen deps={{ gatewayUrl: 'http://gw', clientId: 'cid', fetch: f }} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(t.outbox.error);
  });
});
