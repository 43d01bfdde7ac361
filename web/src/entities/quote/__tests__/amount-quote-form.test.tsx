import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { es, staff } from '@/copy/es';
import { AmountQuoteForm, QUOTED_TERMS } from '@/entities/quote/amount-quote-form';

const t = staff.quoter.byAmount;

function renderForm() {
  const onSubmit = vi.fn();
  render(<AmountQuoteForm onSubmit={onSubmit} />);
  return onSubmit;
}

describe('AmountQuoteForm (cotizar por monto)', () => {
  it('is a named form with the amount and a term that defaults to every term', () => {
    renderForm();
    expect(screen.getByRole('form', { name: t.title })).toBeInTheDocument();
    expect(screen.getByLabelText(t.amount)).toHaveValue('');
    const term = screen.getByLabelText(t.term) as HTMLSelectElement;
    expect(Array.from(term.options).map((o) => o.text)).toEqual([
      t.anyTerm,
      ...QUOTED_TERMS.map((n) => `${n} meses`),
    ]);
    expect(term).toHaveValue('');
  });

  it.each([
    ['', es.validation.required],
    ['0', es.validation.totalAmount],
    ['12.345', es.validation.totalAmount],
    ['abc', es.validation.totalAmount],
    ['1234567890', es.validation.totalAmount],
  ])('refuses the amount %j with its message', async (amount, message) => {
    const onSubmit = renderForm();
    if (amount) await userEvent.type(screen.getByLabelText(t.amount), amount);
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText(t.amount)).toHaveAccessibleDescription(message);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('hands over the amount alone, or with the chosen term', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByLabelText(t.amount), '50000.50');
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenLastCalledWith({ amount: 50000.5 });
    await userEvent.selectOptions(screen.getByLabelText(t.term), '36');
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit).toHaveBeenLastCalledWith({ amount: 50000.5, term: 36 });
  });
});
