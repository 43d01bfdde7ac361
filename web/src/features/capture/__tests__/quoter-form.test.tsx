import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { es, staff } from '@/copy/es';
import { quoterGateway } from '@/testing/quoter';

import { QuoterForm } from '../components/quoter-form';
import { submitForAlerts } from './submit';

const empty = {
  branchId: '',
  agreementGroup: '',
  agreementItem: '',
  creditType: '',
  discountAmount: '',
  paymentCapacity: '',
};

function renderForm(onSubmit = vi.fn()) {
  const loadGroups = vi.fn(async () => [{ id: 'G-IMSS', name: 'IMSS' }]);
  const loadAgreements = vi.fn(async () => [{ id: 'CONV-IMSS-PEN', name: 'Pensionados IMSS' }]);
  render(
    <MemoryRouter>
      <QuoterForm
        branches={['SUC-0101', 'SUC-0203']}
        defaultValues={empty}
        loadGroups={loadGroups}
        loadAgreements={loadAgreements}
        checkBranch={quoterGateway().checkBranch}
        loadDetail={quoterGateway().loadDetail}
        onSubmit={onSubmit}
      />
    </MemoryRouter>,
  );
  return { onSubmit, loadGroups, loadAgreements };
}

describe('QuoterForm', () => {
  it('submitted empty shows Selecciona for the four choices and the required capacity', async () => {
    const { onSubmit } = renderForm();
    const alerts = await submitForAlerts(staff.quoter.submit);
    // The discount amount is optional: empty, it has no message.
    expect(alerts).toEqual([
      es.validation.select,
      es.validation.select,
      es.validation.select,
      es.validation.select,
      es.validation.required,
    ]);
    expect(screen.getByLabelText(staff.quoter.creditType)).toHaveAccessibleDescription(
      es.validation.select,
    );
    expect(screen.getByLabelText(staff.quoter.discountAmount)).not.toHaveAttribute('aria-invalid');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('loads groups for the branch and agreements for the group, then submits', async () => {
    const { onSubmit, loadGroups, loadAgreements } = renderForm();
    await userEvent.selectOptions(screen.getByLabelText(staff.quoter.branch), 'SUC-0203');
    expect(loadGroups).toHaveBeenCalledWith('SUC-0203');
    await userEvent.selectOptions(
      screen.getByLabelText(staff.quoter.group),
      await screen.findByRole('option', { name: 'IMSS' }),
    );
    expect(loadAgreements).toHaveBeenCalledWith('SUC-0203', 'G-IMSS');
    await userEvent.selectOptions(
      screen.getByLabelText(staff.quoter.agreement),
      await screen.findByRole('option', { name: 'Pensionados IMSS' }),
    );
    await userEvent.selectOptions(
      screen.getByLabelText(staff.quoter.creditType),
      screen.getByRole('option', { name: staff.quoter.creditTypes.RENOVACION }),
    );
    await userEvent.type(screen.getByLabelText(staff.quoter.discountAmount), '12345678901234');
    await userEvent.type(screen.getByLabelText(staff.quoter.paymentCapacity), '0');
    const bad = await submitForAlerts(staff.quoter.submit);
    expect(bad).toEqual([es.validation.maxCharacters(13), es.validation.totalAmount]);
    expect(screen.getByLabelText(staff.quoter.discountAmount)).toHaveAccessibleDescription(
      'Máximo 13 caracteres',
    );
    await userEvent.clear(screen.getByLabelText(staff.quoter.discountAmount));
    await userEvent.type(screen.getByLabelText(staff.quoter.discountAmount), '1850.50');
    await userEvent.clear(screen.getByLabelText(staff.quoter.paymentCapacity));
    await userEvent.type(screen.getByLabelText(staff.quoter.paymentCapacity), '2250.50');
    await userEvent.click(screen.getByRole('button', { name: staff.quoter.submit }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      branchId: 'SUC-0203',
      agreementGroup: 'G-IMSS',
      agreementItem: 'CONV-IMSS-PEN',
      creditType: 'RENOVACION',
      discountAmount: '1850.50',
      paymentCapacity: '2250.50',
    });
  });

  it('offers the credit types of config/lending with their Spanish labels', () => {
    renderForm();
    const select = screen.getByLabelText(staff.quoter.creditType);
    const options = Array.from(select.querySelectorAll('option')).map((o) => [o.value, o.text]);
    expect(options).toEqual([
      ['', 'Selecciona'],
      ['NUEVO', 'Nuevo'],
      ['RENOVACION', 'Renovación'],
      ['COMPRA_DEUDA', 'Compra de deuda'],
    ]);
  });
});
