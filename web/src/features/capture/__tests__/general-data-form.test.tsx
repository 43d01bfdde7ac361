import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { es, staff } from '@/copy/es';

import { GeneralDataForm } from '../components/general-data-step';

describe('GeneralDataForm', () => {
  it('submitted empty shows the required messages', async () => {
    const onSubmit = vi.fn();
    render(<GeneralDataForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: staff.common.continue }));
    const alerts = (await screen.findAllByRole('alert')).map((a) => a.textContent);
    expect(alerts).toEqual([
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
});
