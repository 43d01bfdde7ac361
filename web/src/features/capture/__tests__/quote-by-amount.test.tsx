/** A quotation that times out: the message and "Reintentar", the amount still typed, the same call again. */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { es, staff } from '@/copy/es';
import type { Quotation } from '@/entities/quote/quotation';
import { ApiError, TIMEOUT_CODE } from '@/lib/http';

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
});
