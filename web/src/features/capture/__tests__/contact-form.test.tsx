import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { es, staff } from '@/copy/es';

import { ContactForm } from '../components/contact-step';
import { submitForAlerts } from './submit';

describe('ContactForm', () => {
  it('submitted empty asks for the mobile phone', async () => {
    const onSubmit = vi.fn();
    render(<ContactForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: staff.common.continue }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([es.validation.required]);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('rejects a short phone and a blocked company e-mail, keeping what was typed', async () => {
    const onSubmit = vi.fn();
    render(<ContactForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText(staff.contact.mobilePhone), '55123');
    await userEvent.type(screen.getByLabelText(new RegExp(staff.contact.email)), 'ana@procesa.com');
    const alerts = await submitForAlerts(staff.common.continue);
    expect(alerts).toEqual([es.validation.phone, es.validation.email]);
    expect(screen.getByLabelText(staff.contact.mobilePhone)).toHaveValue('55123');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
