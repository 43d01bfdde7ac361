import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { es, staff } from '@/copy/es';

import { SearchForm } from '../components/search-form';

describe('SearchForm', () => {
  it('submitted empty shows the required message and does not search', async () => {
    const onSearch = vi.fn();
    render(<SearchForm onSearch={onSearch} />);
    await userEvent.click(screen.getByRole('button', { name: staff.search.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(es.validation.required);
    expect(onSearch).not.toHaveBeenCalled();
  });

  it.each([
    ['CURP', 'SAVR580214', es.validation.curpLength],
    ['RFC', 'SAVR58021', es.validation.rfcLength],
    ['NSS', '123', es.validation.nssLength],
  ])('applies the %s rule of docs/requirements.md §5', async (kind, value, message) => {
    const onSearch = vi.fn();
    render(<SearchForm onSearch={onSearch} />);
    await userEvent.click(screen.getByRole('radio', { name: kind }));
    await userEvent.type(screen.getByLabelText(staff.search.value), value);
    await userEvent.click(screen.getByRole('button', { name: staff.search.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('searches with a valid CURP', async () => {
    const onSearch = vi.fn();
    render(<SearchForm onSearch={onSearch} />);
    await userEvent.type(screen.getByLabelText(staff.search.value), 'GODE561231MDFMZM01');
    await userEvent.click(screen.getByRole('button', { name: staff.search.submit }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1));
    expect(onSearch.mock.calls[0]![0]).toEqual({ by: 'curp', value: 'GODE561231MDFMZM01' });
  });
});
