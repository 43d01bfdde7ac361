import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import {
  COLUMNS,
  DatePicker,
  fromIsoDate,
  isoFromDate,
  toIsoDate,
  YEARS_PER_VIEW,
  yearPageStart,
} from '@/components/ui/date-picker';
import { DocumentList, documentLabel, isPending } from '@/components/ui/document-list';
import { formatMXN } from '@/components/ui/money';
import { staff } from '@/copy/es';

function Picker({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <DatePicker id="d" value={value} onChange={setValue} defaultYear={1990} />;
}

describe('DatePicker (docs/requirements.md §9)', () => {
  it('opens on a 24-year view in 4 columns, then Spanish months, then days', async () => {
    render(<Picker />);
    await userEvent.click(screen.getByRole('button', { name: staff.datePicker.open }));
    const years = screen.getByRole('group', { name: staff.datePicker.chooseYear });
    const buttons = within(years).getAllByRole('button');
    expect(buttons).toHaveLength(YEARS_PER_VIEW);
    expect(years.style.gridTemplateColumns).toBe(`repeat(${COLUMNS}, 1fr)`);
    expect(buttons.map((b) => Number(b.textContent))).toContain(1990);
    await userEvent.click(screen.getByRole('button', { name: staff.datePicker.nextYears }));
    expect(Number(within(years).getAllByRole('button')[0]!.textContent)).toBe(
      yearPageStart(1990) + 24,
    );
    await userEvent.click(screen.getByRole('button', { name: staff.datePicker.previousYears }));
    await userEvent.click(screen.getByRole('button', { name: '1990' }));
    const months = screen.getByRole('group', { name: staff.datePicker.chooseMonth });
    expect(
      within(months)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'enero',
      'febrero',
      'marzo',
      'abril',
      'mayo',
      'junio',
      'julio',
      'agosto',
      'septiembre',
      'octubre',
      'noviembre',
      'diciembre',
    ]);
    expect(months.style.gridTemplateColumns).toBe('repeat(4, 1fr)');
    await userEvent.click(screen.getByRole('button', { name: 'febrero' }));
    // 1990 is not a leap year.
    expect(
      screen.queryByRole('button', { name: staff.datePicker.dayLabel(29, 'febrero', 1990) }),
    ).toBeNull();
    await userEvent.click(
      screen.getByRole('button', { name: staff.datePicker.dayLabel(28, 'febrero', 1990) }),
    );
    expect(screen.getByRole('textbox')).toHaveValue('28/02/1990');
    expect(screen.queryByRole('group', { name: staff.datePicker.chooseYear })).toBeNull();
  });

  it('picks a date by keyboard only: arrows move, page turns, Enter chooses, Escape closes', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    const input = screen.getByRole('textbox');
    const toggle = screen.getByRole('button', { name: staff.datePicker.open });
    await user.tab();
    expect(input).toHaveFocus();
    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    // Opens on the default year's page with the focus on that year (1968–1991 holds 1990).
    expect(screen.getByRole('button', { name: '1990', pressed: true })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    // Past the page's last year the page turns.
    expect(screen.getByRole('button', { name: '1992' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: '1990' })).toBeNull();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: '1991' })).toHaveFocus();
    await user.keyboard('{PageUp}');
    expect(screen.getByRole('button', { name: '1967' })).toHaveFocus();
    await user.keyboard('{PageDown}{Enter}');
    // Months: the focus starts on the chosen month; up/down move a row of 4.
    expect(screen.getByRole('button', { name: 'enero' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowRight}');
    expect(screen.getByRole('button', { name: 'junio' })).toHaveFocus();
    await user.keyboard('{Enter}');
    // Days: the focus starts on the 1st; up/down move a week.
    const day = (d: number) =>
      screen.getByRole('button', { name: staff.datePicker.dayLabel(d, 'junio', 1991) });
    expect(day(1)).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}');
    expect(day(16)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('16/06/1991');
    expect(input).toHaveFocus();
    expect(screen.queryByRole('group', { name: staff.datePicker.open })).toBeNull();

    // Escape closes the calendar and gives the focus back to its button.
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: '1991', pressed: true })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: staff.datePicker.chooseYear })).toBeNull();
    expect(screen.getByRole('button', { name: staff.datePicker.open })).toHaveFocus();
  });

  it('opens on the year of the typed date', async () => {
    render(<Picker initial="05/07/1961" />);
    await userEvent.click(screen.getByRole('button', { name: staff.datePicker.open }));
    expect(screen.getByRole('button', { name: '1961', pressed: true })).toBeInTheDocument();
  });

  it('converts between day/month/year and the database form', () => {
    expect(toIsoDate('5/7/1961')).toBe('1961-07-05');
    expect(toIsoDate('1961-07-05')).toBe('');
    expect(fromIsoDate('1961-07-05')).toBe('05/07/1961');
    expect(isoFromDate(new Date(Date.UTC(2016, 0, 31)))).toBe('2016-01-31');
    expect(isoFromDate(new Date(NaN))).toBe('');
  });
});

describe('money', () => {
  it.each([
    [1234.5, '$1,234.50'],
    ['2250.00', '$2,250.00'],
    [0, '$0.00'],
    [undefined, ''],
    ['abc', ''],
  ])('%s → %s', (value, want) => {
    expect(formatMXN(value as never)).toBe(want);
  });
});

describe('DocumentList (docs/requirements.md §9)', () => {
  it('names types and media kinds in Spanish and reads both pending values as Pendiente', () => {
    expect(isPending('pending')).toBe(true);
    expect(isPending('PENDIENTE')).toBe(true);
    expect(isPending('uploaded')).toBe(false);
    expect(documentLabel('x1', { type: 'informe-prestamo' })).toBe('Informe del préstamo');
    expect(documentLabel('carta-libranza', {})).toBe('Carta libranza');
    expect(documentLabel('x2', { type: 'otros', kind: 'video' })).toBe('Otros · Video');
    expect(documentLabel('x3', { type: 'desconocido', kind: 'CUB' })).toBe('Otros · CUB');
    render(
      <DocumentList
        documents={{
          ineFront: { status: 'uploaded' },
          ineBack: { status: 'PENDIENTE' },
          informe: { type: 'informe-prestamo', status: 'pending' },
        }}
      />,
    );
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      `${staff.documentList.types.ineFront}${staff.documentList.states.uploaded}`,
      `${staff.documentList.types.ineBack}${staff.documentList.pending}`,
      `Informe del préstamo${staff.documentList.pending}`,
    ]);
  });
});
