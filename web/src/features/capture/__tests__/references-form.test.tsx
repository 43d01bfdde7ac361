import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { es, staff } from '@/copy/es';

import { ReferencesForm } from '../components/references-step';

describe('ReferencesForm', () => {
  it('submitted empty shows the messages of both references', async () => {
    const onSubmit = vi.fn();
    render(<ReferencesForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: staff.common.continue }));
    const alerts = (await screen.findAllByRole('alert')).map((a) => a.textContent);
    const one = [
      es.validation.required,
      es.validation.required,
      es.validation.required,
      es.validation.select,
    ];
    expect(alerts).toEqual([...one, ...one]);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
