import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { es, staff } from '@/copy/es';

import { ReferencesForm } from '../components/references-step';
import { submitForAlerts } from './submit';

describe('ReferencesForm', () => {
  it('submitted empty shows the messages of both references', async () => {
    const onSubmit = vi.fn();
    render(<ReferencesForm onSubmit={onSubmit} />);
    const alerts = await submitForAlerts(staff.common.continue);
    const one = [
      es.validation.required,
      es.validation.required,
      es.validation.required,
      es.validation.select,
    ];
    expect(alerts).toEqual([...one, ...one]);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("a reference's names are a full name; its surnames may carry a name's punctuation", async () => {
    const onSubmit = vi.fn();
    render(<ReferencesForm onSubmit={onSubmit} />);
    await userEvent.type(document.querySelector('#ref1-names')!, 'Ana_1');
    await userEvent.type(document.querySelector('#ref1-firstLastName')!, "D'Angelo");
    await userEvent.type(document.querySelector('#ref2-names')!, 'Luis Ángel');
    await userEvent.type(document.querySelector('#ref2-firstLastName')!, 'Pérez#');
    await userEvent.click(screen.getByRole('button', { name: staff.common.continue }));
    await waitFor(() =>
      expect(document.querySelector('#ref1-names')).toHaveAccessibleDescription(
        es.validation.nameFormat,
      ),
    );
    expect(document.querySelector('#ref1-firstLastName')).not.toHaveAccessibleDescription(
      es.validation.namesAndSurnames,
    );
    expect(document.querySelector('#ref2-names')).not.toHaveAccessibleDescription(
      es.validation.nameFormat,
    );
    expect(document.querySelector('#ref2-firstLastName')).toHaveAccessibleDescription(
      es.validation.namesAndSurnames,
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
