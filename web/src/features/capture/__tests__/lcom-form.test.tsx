import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { staff } from '@/copy/es';

import { LcomForm } from '../components/lcom-step';

const t = staff.lcom;
const credits = [{ key: 'c1', creditId: 'CR-3003-1', lender: 'Financiera del Norte' }];
const empty = { c1: { letterFolio: '', amount: '', validUntil: '' } };

describe('LcomForm', () => {
  it('empty: every field of the letter is required and nothing is sent', async () => {
    const onSubmit = vi.fn();
    render(<LcomForm credits={credits} defaultValues={empty} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: staff.common.continue }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([
      '* Campo obligatorio',
      '* Campo obligatorio',
      '* Campo obligatorio',
    ]);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('bad values show the SPEC rules; good ones are sent', async () => {
    const onSubmit = vi.fn();
    render(<LcomForm credits={credits} defaultValues={empty} onSubmit={onSubmit} />);
    const group = screen.getByRole('group', {
      name: t.credit('CR-3003-1', 'Financiera del Norte'),
    });
    await userEvent.type(within(group).getByLabelText(t.letterFolio), '12 34');
    await userEvent.type(within(group).getByLabelText(t.amount), '0');
    await userEvent.type(within(group).getByLabelText(t.validUntil), '31/02/2026');
    await userEvent.click(screen.getByRole('button', { name: staff.common.continue }));
    expect(await screen.findByText('Formato de fecha incorrecto')).toBeInTheDocument();
    expect(
      screen.getByText('El folio debe tener 13 caracteres, solo números y guiones'),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(within(group).getByLabelText(t.letterFolio));
    await userEvent.type(within(group).getByLabelText(t.letterFolio), '2026-11-00017');
    await userEvent.clear(within(group).getByLabelText(t.amount));
    await userEvent.type(within(group).getByLabelText(t.amount), '22340.75');
    await userEvent.clear(within(group).getByLabelText(t.validUntil));
    await userEvent.type(within(group).getByLabelText(t.validUntil), '15/12/2026');
    await userEvent.click(screen.getByRole('button', { name: staff.common.continue }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const sent = onSubmit.mock.calls[0]![0].c1;
    expect(sent.letterFolio).toBe('2026-11-00017');
    expect(sent.amount).toBe('22340.75');
    expect(sent.validUntil).toBeInstanceOf(Date);
  });
});
