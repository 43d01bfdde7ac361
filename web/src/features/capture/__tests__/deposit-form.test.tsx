import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { es, staff } from '@/copy/es';

import { DepositForm, depositRecord } from '../components/deposit-step';

describe('DepositForm', () => {
  it('submitted empty asks to choose the payment method', async () => {
    const onSubmit = vi.fn();
    render(<DepositForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: staff.common.continue }));
    expect(await screen.findByRole('alert')).toHaveTextContent(es.validation.select);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a deposit to an account needs an 18-digit CLABE; bank 012 by default', async () => {
    const onSubmit = vi.fn();
    render(<DepositForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('radio', { name: staff.deposit.methods[6] }));
    expect(screen.getByLabelText(staff.deposit.bankCode)).toHaveValue('012');
    await userEvent.click(screen.getByRole('button', { name: staff.common.continue }));
    expect(await screen.findByRole('alert')).toHaveTextContent(es.validation.clabeLength);
    await userEvent.click(screen.getByRole('radio', { name: staff.deposit.accountOption }));
    await userEvent.type(screen.getByLabelText(staff.deposit.account), '1234');
    await userEvent.click(screen.getByRole('button', { name: staff.common.continue }));
    expect(await screen.findByRole('alert')).toHaveTextContent(es.validation.accountLength);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('stores the shape the rules validate', () => {
    expect(depositRecord({ paymentMethod: '8' } as never)).toEqual({ paymentMethod: 8 });
    expect(
      depositRecord({
        paymentMethod: '6',
        bankCode: '012',
        accountKind: 'account',
        accountNumber: '1234567890123456',
      } as never),
    ).toEqual({
      paymentMethod: 6,
      bankCode: '012',
      accountType: 'ZIFE',
      accountNumber: '1234567890123456',
    });
  });

  it('the payment account is optional, digits only, 16 to 18 of them (docs/requirements.md §5)', async () => {
    const onSubmit = vi.fn();
    render(<DepositForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('radio', { name: staff.deposit.methods[6] }));
    await userEvent.type(screen.getByLabelText(staff.deposit.clabe), '012180001234567891');
    const account = screen.getByLabelText(staff.deposit.paymentAccount);
    await userEvent.type(account, '123456789012345');
    await userEvent.click(screen.getByRole('button', { name: staff.common.continue }));
    expect(await screen.findByText('Ingresar como mínimo 16 dígitos')).toBeInTheDocument();
    await userEvent.type(account, '6789');
    await userEvent.click(screen.getByRole('button', { name: staff.common.continue }));
    expect(await screen.findByText('No debe exceder 18 dígitos')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('stores a payment account when given', () => {
    expect(
      depositRecord({
        paymentMethod: '6',
        bankCode: '012',
        accountKind: 'clabe',
        clabe: '012180001234567891',
        paymentAccount: '1234567890123456',
      } as never),
    ).toMatchObject({ clabe: '012180001234567891', paymentAccount: '1234567890123456' });
  });
});
