/** A quotation that times out: the message and "Reintentar", the amount still typed, the same call again. */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { es, staff } from '@/copy/es';
import { obtainQuotationByAmount } from '@/entities/quote/quotation';
import type { Quotation } from '@/entities/quote/quotation';
import { ApiError, createHttpClient, TIMEOUT_CODE } from '@/lib/http';
import { recordingLogger } from '@/testing/lifecycle';

import { QuoteByAmount } from '../components/quote-by-amount';

const offer = { amount: 50_000, term: 24 } as unknown as Quotation;

describe('QuoteByAmount', () => {
  it('shows the timeout with Reintentar, keeps the amount typed and repeats the same quotation', async () => {
    const quote = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(es.http.timeout, TIMEOUT_CODE, 0))
      .mockResolvedValueOnce({ quotations: [offer] });
    const onQuoted = vi.fn();
    render(
      <QuoteByAmount branchId="SUC-0101" agreementId="CONV-1" quote={quote} onQuoted={onQuoted} />,
    );
    const amount = screen.getByLabelText(staff.quoter.byAmount.amount);
    await userEvent.type(amount, '50000');
    await userEvent.selectOptions(screen.getByLabelText(staff.quoter.byAmount.term), '24');
    await userEvent.click(screen.getByRole('button', { name: staff.quoter.byAmount.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(es.http.timeout);
    expect(amount).toHaveValue('50000');
    expect(onQuoted).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: es.errorPage.retry }));
    await waitFor(() => expect(onQuoted).toHaveBeenCalledWith(50_000, [offer]));
    expect(quote).toHaveBeenCalledTimes(2);
    expect(quote.mock.calls[1]![0]).toEqual(quote.mock.calls[0]![0]);
    expect(quote.mock.calls[0]![0]).toEqual({
      branchId: 'SUC-0101',
      agreementId: 'CONV-1',
      amount: 50_000,
      term: 24,
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(amount).toHaveValue('50000');
  });

  it('a quoter that never answers: the app client gives up at its deadline, the form keeps the amount, Reintentar quotes', async () => {
    const bodies: unknown[] = [];
    const gateway = vi.fn<typeof fetch>((_url, init) => {
      bodies.push(JSON.parse(String(init?.body)));
      if (bodies.length === 1) {
        // Hung: no answer until the client's deadline aborts the call.
        return new Promise<Response>((_, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        });
      }
      return Promise.resolve(
        new Response(JSON.stringify({ data: { quotations: [offer] } }), { status: 200 }),
      );
    });
    const http = createHttpClient({
      gatewayUrl: 'http://127.0.0.1:8090',
      clientId: 'client-123',
      deviceHeader: () => Promise.resolve('abc123'),
      bearer: () => Promise.resolve({ token: 'gw', kind: 'promoter' as const }),
      onUnauthorized: vi.fn(),
      logger: recordingLogger([]),
      fetch: gateway,
      timeoutMs: 100,
    });
    const onQuoted = vi.fn();
    render(
      <QuoteByAmount
        branchId="SUC-0101"
        agreementId="CONV-1"
        quote={(input) => obtainQuotationByAmount(input, http)}
        onQuoted={onQuoted}
      />,
    );
    const amount = screen.getByLabelText(staff.quoter.byAmount.amount);
    await userEvent.type(amount, '50000');
    await userEvent.selectOptions(screen.getByLabelText(staff.quoter.byAmount.term), '24');
    await userEvent.click(screen.getByRole('button', { name: staff.quoter.byAmount.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(es.http.timeout);
    expect(gateway.mock.calls[0]![1]!.signal!.aborted).toBe(true);
    expect(amount).toHaveValue('50000');
    expect(onQuoted).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: es.errorPage.retry }));
    await waitFor(() => expect(onQuoted).toHaveBeenCalledWith(50_000, [offer]));
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual(bodies[0]);
    expect(amount).toHaveValue('50000');
  });
});
