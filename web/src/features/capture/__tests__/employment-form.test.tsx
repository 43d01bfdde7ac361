import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { es, staff } from '@/copy/es';

import { EmploymentForm } from '../components/employment-step';

describe('EmploymentForm', () => {
  it('submitted empty shows Selecciona and the required messages', async () => {
    const onSubmit = vi.fn();
    render(<EmploymentForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: staff.common.continue }));
    const alerts = (await screen.findAllByRole('alert')).map((a) => a.textContent);
    expect(alerts).toEqual([
      es.validation.select,
      es.validation.select,
      es.validation.select,
      es.validation.required,
      es.validation.required,
      es.validation.required,
    ]);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
