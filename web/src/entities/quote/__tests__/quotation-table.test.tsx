import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { formatMXN } from '@/components/ui/money';
import { QuotationTable, quotationColumns } from '@/entities/quote/quotation-table';

const quotations = [
  {
    productId: 'P1',
    productName: 'Pensión',
    amount: 40000,
    term: 24,
    payment: 2100.5,
    tasa: 30,
    cat: 40.12,
  },
  {
    productId: 'P1',
    productName: 'Pensión',
    amount: 30000,
    term: 12,
    payment: 2900,
    tasa: 29.5,
    cat: 38,
  },
];
const columns = quotationColumns({
  product: 'Producto',
  amount: 'Monto',
  term: 'Plazo',
  payment: 'Pago',
  tasa: 'Tasa',
  cat: 'CAT',
  months: (n) => `${n} meses`,
});

function renderTable(busy = false, extra: { caption?: string; note?: string } = {}) {
  const onChoose = vi.fn();
  render(
    <QuotationTable
      quotations={quotations}
      columns={columns}
      busy={busy}
      onChoose={onChoose}
      choose="Elegir"
      chooseLabel={(q) => `Elegir ${q.term}`}
      actions="Acciones"
      {...extra}
    />,
  );
  return onChoose;
}

describe('QuotationTable', () => {
  it('shows one row per quotation in the columns given', () => {
    renderTable(false, { caption: 'Opciones', note: 'CAT informativo' });
    const table = screen.getByRole('table', { name: 'Opciones' });
    const rows = within(table).getAllByRole('row');
    expect(
      rows.map((r) =>
        within(r)
          .queryAllByRole('columnheader')
          .map((c) => c.textContent),
      )[0],
    ).toEqual(['Producto', 'Monto', 'Plazo', 'Pago', 'Tasa', 'CAT', 'Acciones']);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'Pensión',
      formatMXN(40000),
      '24 meses',
      formatMXN(2100.5),
      '30.00 %',
      '40.1 %',
      'Elegir',
    ]);
    expect(screen.getByText('CAT informativo')).toBeInTheDocument();
  });

  it('hands the chosen quotation over, by its own button name', async () => {
    const onChoose = renderTable();
    await userEvent.click(screen.getByRole('button', { name: 'Elegir 12' }));
    expect(onChoose).toHaveBeenCalledWith(quotations[1]);
  });

  it('disables every choice while busy', () => {
    renderTable(true);
    for (const b of screen.getAllByRole('button')) expect(b).toBeDisabled();
    expect(document.querySelector('caption')).toBeNull();
  });
});
