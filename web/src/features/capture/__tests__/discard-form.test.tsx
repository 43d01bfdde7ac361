import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { es, staff } from '@/copy/es';

import { DiscardForm } from '../components/discard-folio';

describe('DiscardForm', () => {
  it('submitted empty asks for the reason', async () => {
    const onSubmit = vi.fn();
    render(<DiscardForm onSubmit={onSubmit} onCancel={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: staff.lists.discardConfirm }));
    expect(await screen.findByRole('alert')).toHaveTextContent(es.validation.required);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
