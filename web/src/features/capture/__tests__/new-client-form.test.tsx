import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { es, staff } from '@/copy/es';

import { prefillValues } from '../components/new-client';
import { NewClientForm } from '../components/new-client-form';

describe('NewClientForm', () => {
  it('submitted empty shows every required message', async () => {
    const onSubmit = vi.fn();
    render(<NewClientForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: staff.newClient.submit }));
    const alerts = await screen.findAllByRole('alert');
    // names, first last name, CURP, RFC, birth date and sex are required.
    expect(alerts).toHaveLength(6);
    for (const a of alerts) expect(a).toHaveTextContent(es.validation.required);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps what was typed and shows the SPEC messages for bad values', async () => {
    render(<NewClientForm onSubmit={vi.fn()} />);
    await userEvent.type(screen.getByLabelText(staff.newClient.curp), 'ABC');
    await userEvent.type(screen.getByLabelText(staff.newClient.birthDate), '31/02/1960');
    await userEvent.click(screen.getByRole('button', { name: staff.newClient.submit }));
    expect(await screen.findByText(es.validation.curpLength)).toBeInTheDocument();
    expect(screen.getByText(es.validation.date)).toBeInTheDocument();
    expect(screen.getByLabelText(staff.newClient.curp)).toHaveValue('ABC');
  });

  it.each([
    ['names with a digit', staff.newClient.names, 'Emma2'],
    ['names with two spaces in a row', staff.newClient.names, 'María  Luisa'],
    ['a first surname with punctuation', staff.newClient.firstLastName, 'Gómez.'],
    ['a second surname with a digit', staff.newClient.secondLastName, 'D1az'],
  ])('%s: Formato de nombre incorrecto', async (_, label, value) => {
    const onSubmit = vi.fn();
    render(<NewClientForm onSubmit={onSubmit} />);
    // The optional field's label says so after its name.
    const field = screen.getByLabelText(label, { exact: false });
    await userEvent.type(field, value);
    await userEvent.click(screen.getByRole('button', { name: staff.newClient.submit }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(es.validation.nameFormat));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes names of several words and compound surnames', async () => {
    render(<NewClientForm onSubmit={vi.fn()} />);
    await userEvent.type(screen.getByLabelText(staff.newClient.names), 'María Luisa');
    await userEvent.type(screen.getByLabelText(staff.newClient.firstLastName), 'De la Cruz');
    await userEvent.type(
      screen.getByLabelText(staff.newClient.secondLastName, { exact: false }),
      'Núñez',
    );
    await userEvent.click(screen.getByRole('button', { name: staff.newClient.submit }));
    await screen.findAllByRole('alert');
    expect(screen.queryByText(es.validation.nameFormat)).toBeNull();
  });

  it('is prefilled from the search result and submits with a date from the picker', async () => {
    const onSubmit = vi.fn();
    const values = prefillValues({
      result: {
        customer: {
          bpId: '3000000001',
          curp: 'GODE561231MDFMZM01',
          rfc: 'GODE561231GR8',
          nss: '',
          firstName: 'Emma',
          lastName: 'Gómez',
          secondLastName: 'Díaz',
          birthDate: '',
          gender: 'F',
          phone: '5512345601',
          email: 'emma@example.com',
          clabe: '',
          pensioner: true,
        },
        uif: false,
        bulletined: false,
        credits: [],
        cncaEligible: false,
      },
    });
    render(<NewClientForm defaultValues={values} onSubmit={onSubmit} />);
    expect(screen.getByLabelText(staff.newClient.names)).toHaveValue('Emma');
    await userEvent.click(screen.getByRole('button', { name: staff.datePicker.open }));
    const years = screen.getByRole('group', { name: staff.datePicker.chooseYear });
    expect(within(years).getAllByRole('button')).toHaveLength(24);
    // Page back through 24-year views until 1956 shows (the first view depends on today).
    for (let i = 0; i < 10 && !screen.queryByRole('button', { name: '1956' }); i++) {
      const first = Number(within(years).getAllByRole('button')[0]!.textContent);
      const dir = first > 1956 ? staff.datePicker.previousYears : staff.datePicker.nextYears;
      await userEvent.click(screen.getByRole('button', { name: dir }));
    }
    await userEvent.click(screen.getByRole('button', { name: '1956' }));
    await userEvent.click(screen.getByRole('button', { name: 'diciembre' }));
    await userEvent.click(
      screen.getByRole('button', { name: staff.datePicker.dayLabel(31, 'diciembre', 1956) }),
    );
    expect(screen.getByLabelText(staff.newClient.birthDate)).toHaveValue('31/12/1956');
    await userEvent.click(screen.getByRole('button', { name: staff.newClient.submit }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const submitted = onSubmit.mock.calls[0]![0];
    expect(submitted.curp).toBe('GODE561231MDFMZM01');
    expect(submitted.birthDate).toEqual(new Date(Date.UTC(1956, 11, 31)));
  });

  it('prefills only the searched identifier when the client is unknown', () => {
    expect(prefillValues({ by: 'rfc', value: 'GODE561231GR8' }).rfc).toBe('GODE561231GR8');
    expect(prefillValues({ by: 'rfc', value: 'GODE561231GR8' }).curp).toBe('');
  });
});
