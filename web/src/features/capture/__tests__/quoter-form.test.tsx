import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { es, staff } from '@/copy/es';
import { quoterGateway } from '@/testing/quoter';

import { QuoterForm } from '../components/quoter-form';

const empty = { branchId: '', agreementGroup: '', agreementItem: '', paymentCapacity: '' };

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
  it('submitted empty shows Selecciona for the three choices and the required capacity', async () => {
    const { onSubmit } = renderForm();
    await userEvent.click(screen.getByRole('button', { name: staff.quoter.submit }));
    const alerts = (await screen.findAllByRole('alert')).map((a) => a.textContent);
    expect(alerts).toEqual([
      es.validation.select,
      es.validation.select,
      es.validation.select,
      es.validation.required,
    ]);
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
    await userEvent.type(screen.getByLabelText(staff.quoter.paymentCapacity), '0');
    await userEvent.click(screen.getByRole('button', { name: staff.quoter.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(es.validation.totalAmount);
    await userEvent.clear(screen.getByLabelText(staff.quoter.paymentCapacity));
    await userEvent.type(screen.getByLabelText(staff.quoter.paymentCapacity), '2250.50');
    await userEvent.click(screen.getByRole('button', { name: staff.quoter.submit }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      branchId: 'SUC-0203',
      agreementGroup: 'G-IMSS',
      agreementItem: 'CONV-IMSS-PEN',
      paymentCapacity: '2250.50',
    });
  });
});
