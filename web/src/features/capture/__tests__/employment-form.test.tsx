import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { es, staff } from '@/copy/es';

import { EmploymentForm } from '../components/employment-step';
import { submitForAlerts } from './submit';

describe('EmploymentForm', () => {
  it('submitted empty shows Selecciona and the required messages', async () => {
    const onSubmit = vi.fn();
    render(<EmploymentForm onSubmit={onSubmit} />);
    const alerts = await submitForAlerts(staff.common.continue);
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
