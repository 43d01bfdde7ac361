import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { es, staff } from '@/copy/es';

import { GeneralDataForm } from '../components/general-data-step';
import { submitForAlerts } from './submit';

describe('GeneralDataForm', () => {
  it('submitted empty shows the required messages', async () => {
    const onSubmit = vi.fn();
    render(<GeneralDataForm onSubmit={onSubmit} />);
    const alerts = await submitForAlerts(staff.common.continue);
    // Elector code, OCR, INE number and expiration year; the CIC is optional.
    expect(alerts).toEqual([
      es.validation.required,
      es.validation.required,
      es.validation.required,
      es.validation.required,
    ]);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the elector-code message of docs/requirements.md §5', async () => {
    render(<GeneralDataForm onSubmit={vi.fn()} />);
    await userEvent.type(screen.getByLabelText(staff.generalData.electorCode), 'ABC123');
    await userEvent.click(screen.getByRole('button', { name: staff.common.continue }));
    expect(await screen.findByText(es.validation.electorCode)).toBeInTheDocument();
  });

  it.each([
    ['ineNumber', '1', 'Ingresar 2 dígitos'],
    ['cic', '12345678', 'Ingresar como mínimo 9 dígitos'],
    ['ocr', '12345', es.validation.ocrLength],
  ] as const)('shows the %s message of docs/requirements.md §5', async (field, value, message) => {
    render(<GeneralDataForm onSubmit={vi.fn()} />);
    await userEvent.type(screen.getByLabelText(staff.generalData[field]), value);
    await userEvent.click(screen.getByRole('button', { name: staff.common.continue }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('submits the INE data, the CIC when given', async () => {
    const onSubmit = vi.fn();
    render(<GeneralDataForm onSubmit={onSubmit} />);
    const g = staff.generalData;
    await userEvent.type(screen.getByLabelText(g.electorCode), 'HRGRJN82050602H900');
    await userEvent.type(screen.getByLabelText(g.ocr), '1234567890123');
    await userEvent.type(screen.getByLabelText(g.ineNumber), '01');
    await userEvent.type(screen.getByLabelText(g.ineExpirationYear), '2030');
    await userEvent.type(screen.getByLabelText(g.cic), '123456789');
    await userEvent.click(screen.getByRole('button', { name: staff.common.continue }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      electorCode: 'HRGRJN82050602H900',
      ocr: '1234567890123',
      ineNumber: '01',
      ineExpirationYear: '2030',
      cic: '123456789',
    });
  });
});
