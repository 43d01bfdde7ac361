import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { staff } from '@/copy/es';

import { CoxErrorTable, visibleCoxErrors } from '../components/cox-error-list';
import type { CoxError } from '../hooks/use-live';

const t = staff.coxErrors;
const errors: CoxError[] = [
  { probankNumber: 'PB-1', requestId: 'F-1', message: 'Rechazo COX', at: 1_700_000_000_000 },
  { probankNumber: 'PB-2', requestId: 'F-2', message: 'Sin respuesta', at: 1_800_000_000_000 },
  {
    probankNumber: 'PB-3',
    requestId: 'F-3',
    message: 'Duplicado',
    at: 1_750_000_000_000,
    attended: true,
  },
];

describe('visibleCoxErrors', () => {
  it('hides attended errors unless asked, newest first', () => {
    expect(visibleCoxErrors(errors, false).map((e) => e.probankNumber)).toEqual(['PB-2', 'PB-1']);
    expect(visibleCoxErrors(errors, true).map((e) => e.probankNumber)).toEqual([
      'PB-2',
      'PB-3',
      'PB-1',
    ]);
  });
});

describe('CoxErrorTable', () => {
  it('shows probankNumber, message, date and a link to each folio reenvío a COX', () => {
    render(
      <MemoryRouter>
        <CoxErrorTable errors={errors} onToggle={() => {}} />
      </MemoryRouter>,
    );
    const row = screen.getByRole('row', { name: /PB-2/ });
    expect(within(row).getByText('Sin respuesta')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: t.resendOf('F-2') })).toHaveAttribute(
      'href',
      '/folio/F-2/reenvio-a-cox',
    );
    expect(within(row).getAllByRole('cell')[2]!.textContent).toMatch(/\d{2}\/\d{2}\/\d{2}/);
    expect(screen.getByRole('checkbox', { name: t.markAttended('PB-3') })).toBeChecked();
  });

  it('the attended toggle reports the error and its new value', async () => {
    const onToggle = vi.fn();
    render(
      <MemoryRouter>
        <CoxErrorTable errors={errors} onToggle={onToggle} />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: t.markAttended('PB-1') }));
    await userEvent.click(screen.getByRole('checkbox', { name: t.markAttended('PB-3') }));
    expect(onToggle.mock.calls).toEqual([
      ['PB-1', true],
      ['PB-3', false],
    ]);
  });

  it('says so when there are none', () => {
    render(<CoxErrorTable errors={[]} onToggle={() => {}} />);
    expect(screen.getByRole('status')).toHaveTextContent(t.empty);
  });
});
