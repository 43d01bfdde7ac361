import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { es } from '@/copy/es';
import { libranza as t } from '@/copy/libranza';
import { quoterGateway } from '@/testing/quoter';

import { QuoteForm } from '../components/quote-form';

const groups = vi.fn(async () => [{ id: 'G-IMSS', name: 'IMSS' }]);
const items = vi.fn(async () => [{ id: 'CONV-IMSS-PEN', name: 'IMSS Pensionados Ley 73' }]);

// Module-level mocks keep their calls across tests: each test asserts only its own.
beforeEach(() => {
  groups.mockClear();
  items.mockClear();
});

/** Renders the form over the gateway lists for the branches; answers its onSubmit. */
function renderForm(branches: string[]) {
  const onSubmit = vi.fn();
  render(
    <QuoteForm
      branches={branches}
      loadGroups={groups}
      loadAgreements={items}
      checkBranch={quoterGateway().checkBranch}
      loadDetail={quoterGateway().loadDetail}
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

describe('QuoteForm', () => {
  it('submitted empty shows the Spanish messages and does not quote', async () => {
    const onSubmit = renderForm(['SUC-0101', 'SUC-0203']);
    await userEvent.click(screen.getByRole('button', { name: t.quoter.submit }));
    const alerts = (await screen.findAllByRole('alert')).map((a) => a.textContent);
    expect(alerts).toEqual([
      es.validation.required,
      es.validation.select,
      es.validation.select,
      es.validation.select,
      es.validation.required,
    ]);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a malformed CURP', async () => {
    const onSubmit = renderForm(['SUC-0101']);
    await userEvent.type(screen.getByLabelText(t.quoter.curp), 'HECJ600305');
    await userEvent.click(screen.getByRole('button', { name: t.quoter.submit }));
    expect((await screen.findAllByRole('alert'))[0]).toHaveTextContent(es.validation.curpLength);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('quotes with the agreement chosen from the gateway lists', async () => {
    const onSubmit = renderForm(['SUC-0101']);
    await userEvent.type(screen.getByLabelText(t.quoter.curp), 'HECJ600305HPLRRS04');
    await screen.findByRole('option', { name: 'IMSS' });
    await userEvent.selectOptions(screen.getByLabelText(t.quoter.group), 'G-IMSS');
    await screen.findByRole('option', { name: 'IMSS Pensionados Ley 73' });
    await userEvent.selectOptions(screen.getByLabelText(t.quoter.agreement), 'CONV-IMSS-PEN');
    await userEvent.type(screen.getByLabelText(t.quoter.paymentCapacity), '2400.50');
    await userEvent.click(screen.getByRole('button', { name: t.quoter.submit }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(groups).toHaveBeenCalledWith('SUC-0101');
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      curp: 'HECJ600305HPLRRS04',
      branchId: 'SUC-0101',
      agreementGroup: 'G-IMSS',
      agreementItem: 'CONV-IMSS-PEN',
      paymentCapacity: '2400.50',
    });
    expect(onSubmit.mock.calls[0]![1]).toBe('IMSS Pensionados Ley 73');
  });
});
