import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { es, staff } from '@/copy/es';
import { curp, selectOption, totalAmountFormat, yup } from '@/entities/fields/yup';
import { QuoterForm } from '@/entities/quote/quoter-form';
import { quoterGateway } from '@/testing/quoter';

const schema = yup.object({
  curp: curp().required(es.validation.required),
  branchId: selectOption(),
  agreementGroup: selectOption(),
  agreementItem: selectOption(),
  paymentCapacity: totalAmountFormat().required(es.validation.required),
});

const labels = {
  branch: 'Sucursal',
  group: 'Grupo',
  agreement: 'Convenio',
  paymentCapacity: 'Capacidad',
  submit: 'Cotizar',
  busy: 'Cotizando…',
  noOptions: 'Sin convenios',
};

function renderForm(over: Partial<Parameters<typeof QuoterForm>[0]> = {}) {
  const onSubmit = vi.fn();
  const gw = quoterGateway({
    problems: {
      'SUC-INA': 'inactive',
      'SUC-MAL': 'misconfigured',
      'SUC-ERR': new Error('Error de conexión'),
    },
  });
  const loadGroups = vi.fn(async (b: string) => (b === 'SUC-9' ? [] : [{ id: 'G', name: 'IMSS' }]));
  const loadAgreements = vi.fn(async () => [{ id: 'A1', name: 'Pensionados' }]);
  render(
    <QuoterForm
      schema={schema}
      branches={['SUC-1', 'SUC-9', 'SUC-INA', 'SUC-MAL', 'SUC-ERR']}
      loadGroups={loadGroups}
      loadAgreements={loadAgreements}
      checkBranch={gw.checkBranch}
      loadDetail={gw.loadDetail}
      labels={labels}
      leadingFields={[{ name: 'curp', label: 'CURP' }]}
      onSubmit={onSubmit}
      {...over}
    />,
  );
  return { ...gw, onSubmit, loadGroups, loadAgreements };
}

describe('QuoterForm (shared)', () => {
  it('ties each message of its schema to its own field, and does not submit', async () => {
    const { onSubmit } = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Cotizar' }));
    await screen.findAllByRole('alert');
    for (const [label, message] of [
      ['CURP', es.validation.required],
      ['Sucursal', es.validation.select],
      ['Grupo', es.validation.select],
      ['Convenio', es.validation.select],
      ['Capacidad', es.validation.required],
    ]) {
      expect(screen.getByLabelText(label!)).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText(label!)).toHaveAccessibleDescription(message!);
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('puts the Selecciona placeholder first in every list', () => {
    renderForm();
    for (const name of ['Sucursal', 'Grupo', 'Convenio']) {
      const first = (screen.getByLabelText(name) as HTMLSelectElement).options[0]!;
      expect([first.value, first.text]).toEqual(['', staff.common.selectPlaceholder]);
    }
  });

  it('says so when the chosen branch has no agreement groups', async () => {
    const { loadGroups } = renderForm();
    await userEvent.selectOptions(screen.getByLabelText('Sucursal'), 'SUC-9');
    expect(await screen.findByText('Sin convenios')).toHaveAttribute('role', 'status');
    expect(loadGroups).toHaveBeenCalledWith('SUC-9');
  });

  it('preselects the only branch, uses the given ids and title, and hands over the agreement name', async () => {
    const { onSubmit, loadAgreements } = renderForm({
      branches: ['SUC-1'],
      ids: { branchId: 'x-branch', paymentCapacity: 'x-capacity' },
      title: 'Datos para cotizar',
    });
    expect(screen.getByRole('form', { name: 'Datos para cotizar' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Datos para cotizar' })).toBeInTheDocument();
    expect(screen.getByLabelText('Sucursal')).toHaveAttribute('id', 'x-branch');
    expect(screen.getByLabelText('Capacidad')).toHaveAttribute('id', 'x-capacity');
    await userEvent.type(screen.getByLabelText('CURP'), 'HECJ600305HPLRRS04');
    await userEvent.selectOptions(
      screen.getByLabelText('Grupo'),
      await screen.findByRole('option', { name: 'IMSS' }),
    );
    expect(loadAgreements).toHaveBeenCalledWith('SUC-1', 'G');
    await userEvent.selectOptions(
      screen.getByLabelText('Convenio'),
      await screen.findByRole('option', { name: 'Pensionados' }),
    );
    await userEvent.type(screen.getByLabelText('Capacidad'), '1500');
    await userEvent.click(screen.getByRole('button', { name: 'Cotizar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toEqual([
      {
        curp: 'HECJ600305HPLRRS04',
        branchId: 'SUC-1',
        agreementGroup: 'G',
        agreementItem: 'A1',
        paymentCapacity: '1500',
      },
      'Pensionados',
    ]);
  });

  it.each([
    ['SUC-INA', 'Por el momento la sucursal se encuentra inactiva...'],
    ['SUC-MAL', 'valida con tu coordinador el estatus de tu sucursal'],
    ['SUC-ERR', 'Error de conexión'],
  ])('checks %s live: its message, no lists, nothing quoted', async (branch, message) => {
    const { onSubmit, loadGroups, checkBranch } = renderForm();
    await userEvent.selectOptions(screen.getByLabelText('Sucursal'), branch);
    expect(checkBranch).toHaveBeenCalledWith(branch);
    expect(await screen.findByText(message)).toHaveAttribute('role', 'alert');
    expect(loadGroups).not.toHaveBeenCalled();
    expect(screen.queryByText('Sin convenios')).toBeNull();
    await userEvent.type(screen.getByLabelText('CURP'), 'HECJ600305HPLRRS04');
    await userEvent.type(screen.getByLabelText('Capacidad'), '1500');
    await userEvent.click(screen.getByRole('button', { name: 'Cotizar' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a good branch after a refused one clears the message and loads its lists', async () => {
    const { loadGroups } = renderForm();
    await userEvent.selectOptions(screen.getByLabelText('Sucursal'), 'SUC-MAL');
    await screen.findByText('valida con tu coordinador el estatus de tu sucursal');
    await userEvent.selectOptions(screen.getByLabelText('Sucursal'), 'SUC-1');
    await screen.findByRole('option', { name: 'IMSS' });
    expect(loadGroups).toHaveBeenCalledWith('SUC-1');
    expect(screen.queryByText('valida con tu coordinador el estatus de tu sucursal')).toBeNull();
  });

  it("shows the chosen agreement's detail from getDetail", async () => {
    const { loadDetail } = renderForm({ branches: ['SUC-1'] });
    expect(screen.queryByRole('region', { name: staff.quoter.detail.title })).toBeNull();
    await userEvent.selectOptions(
      screen.getByLabelText('Grupo'),
      await screen.findByRole('option', { name: 'IMSS' }),
    );
    await userEvent.selectOptions(
      screen.getByLabelText('Convenio'),
      await screen.findByRole('option', { name: 'Pensionados' }),
    );
    const detail = await screen.findByRole('region', { name: staff.quoter.detail.title });
    expect(loadDetail).toHaveBeenCalledWith('A1');
    expect(detail).toHaveTextContent('IMSS');
    expect(detail).toHaveTextContent(staff.quoter.detail.pensioner);
    expect(detail).toHaveTextContent(
      'Crédito Pensionados: de 12 a 60 meses, de $5,000.00 a $300,000.00, tasa 28.50 %, CAT 39.2 %',
    );
  });
});
