import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { monitor as t } from '@/copy/monitor';

import { EntriesTable } from '../components/entries-table';
import { EntryFields, StepsTimeline } from '../components/entry-details';

const entry = {
  id: 'F-1',
  status: 'validation',
  label: 'En validación',
  groupLabel: 'En proceso',
  promoter: '******0001',
  branch: 'SUC-0101',
  amount: 45000,
  enteredStatusAt: 1_000,
  lastUpdateAt: 1_000,
};

describe('EntryFields', () => {
  it('shows the masked fields and the time in status', () => {
    render(<EntryFields entry={entry} now={1_000 + 90_000} />);
    for (const text of ['******0001', 'En validación', '1 min', '$45,000.00'])
      expect(screen.getByText(text)).toBeInTheDocument();
  });
});

// An entry of a projection built before the masked name and CURP left it (the next backfill rebuilds
// it): the page shows neither, not even as initials or a prefix.
const olderEntry = { ...entry, name: 'J*** P*** L***', curp: 'PELJ******' };

describe('no initials, no CURP prefix', () => {
  it('in the detail', () => {
    const { container } = render(<EntryFields entry={olderEntry} now={2_000} />);
    for (const text of ['J***', 'PELJ', 'CURP', 'Cliente'])
      expect(container.textContent).not.toContain(text);
  });

  it('in the older list', () => {
    const { container } = render(
      <MemoryRouter>
        <EntriesTable now={2_000} entries={[olderEntry]} />
      </MemoryRouter>,
    );
    for (const text of ['J***', 'PELJ', 'Cliente'])
      expect(container.textContent).not.toContain(text);
  });
});

describe('StepsTimeline', () => {
  it('lists the changes oldest first with the role', () => {
    render(
      <StepsTimeline
        steps={[
          { key: 'a', to: 'quoter', role: 'Promotor', at: 1 },
          { key: 'b', from: 'fileValidation', to: 'validation', role: 'Operador', at: 2 },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(t.detail.change('', 'Cotizador'));
    expect(items[1]).toHaveTextContent('Validación de documentos → En validación');
    expect(items[1]).toHaveTextContent(t.detail.by('Operador'));
  });
});

describe('EntriesTable', () => {
  it('lists the most recently updated first and links each detail', () => {
    render(
      <MemoryRouter>
        <EntriesTable
          now={5_000}
          entries={[entry, { ...entry, id: 'F-2', status: 'quoter', lastUpdateAt: 4_000 }]}
        />
      </MemoryRouter>,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['F-2', 'F-1']);
    expect(links[1]).toHaveAttribute('href', '/id/F-1/monitor-solicitudes');
  });
});
