import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';

import { DataTable } from '@/components/ui/data-table';
import type { DataColumns, DataTableProps } from '@/components/ui/data-table';

interface Row {
  id: string;
  name: string;
  status: string;
  amount?: number;
}

const ROWS: Row[] = [
  { id: 'F-1', name: 'Emma', status: 'quoter', amount: 10 },
  { id: 'F-2', name: 'Ana', status: 'complete' },
];

const FOLIO = { header: 'Folio', cell: (r: Row) => r.id, rowHeader: true };
const NAME = { header: 'Nombre', cell: (r: Row) => r.name };
const STATUS = {
  header: 'Estatus',
  cell: (r: Row) => r.status.toUpperCase(),
  attrs: (r: Row) => ({ 'data-status': r.status }),
};
const AMOUNT = {
  header: 'Monto',
  cell: (r: Row) => r.amount ?? '',
  attrs: { 'data-cell': 'amount', className: 'num' },
};

interface Shape {
  wrapped: boolean;
  table: Record<string, string>;
  caption: string | null;
  headers: string[];
  rows: { attrs: Record<string, string>; cells: string[] }[];
}

/** What a screen reader and a Playwright selector see of the rendered table. */
function shape(container: HTMLElement): Shape {
  const table = container.querySelector('table');
  if (!table) throw new Error(`no table: ${container.innerHTML}`);
  const attrs = (el: Element) =>
    Object.fromEntries(
      [...el.attributes].filter((a) => a.name !== 'scope').map((a) => [a.name, a.value]),
    );
  return {
    wrapped: table.parentElement !== container,
    table: attrs(table),
    caption: table.querySelector('caption')?.textContent ?? null,
    headers: [...table.querySelectorAll('thead th')].map(
      (th) => `${th.getAttribute('scope')}:${th.textContent}`,
    ),
    rows: [...table.querySelectorAll('tbody tr')].map((tr) => ({
      attrs: attrs(tr),
      cells: [...tr.children].map((c) => {
        const scope = c.getAttribute('scope');
        const a = attrs(c);
        const extra = Object.keys(a).length ? ` ${JSON.stringify(a)}` : '';
        return `${c.tagName.toLowerCase()}${scope ? `[${scope}]` : ''}:${c.textContent}${extra}`;
      }),
    })),
  };
}

const tests: {
  name: string;
  props: Partial<DataTableProps<Row>> & { columns: DataColumns<Row> };
  /** What the table should look like; unwrapped, with no attributes and no caption unless said. */
  want: Partial<Shape> & Pick<Shape, 'headers' | 'rows'>;
}[] = [
  {
    name: 'a caption, column headers, a row header, per-row and fixed cell attributes',
    props: {
      columns: [FOLIO, NAME, STATUS, AMOUNT],
      caption: 'Solicitudes',
      className: 'monitor-list',
      rowAttrs: (r) => ({ 'data-folio': r.id }),
    },
    want: {
      wrapped: false,
      table: { class: 'monitor-list' },
      caption: 'Solicitudes',
      headers: ['col:Folio', 'col:Nombre', 'col:Estatus', 'col:Monto'],
      rows: [
        {
          attrs: { 'data-folio': 'F-1' },
          cells: [
            'th[row]:F-1',
            'td:Emma',
            'td:QUOTER {"data-status":"quoter"}',
            'td:10 {"data-cell":"amount","class":"num"}',
          ],
        },
        {
          attrs: { 'data-folio': 'F-2' },
          cells: [
            'th[row]:F-2',
            'td:Ana',
            'td:COMPLETE {"data-status":"complete"}',
            'td: {"data-cell":"amount","class":"num"}',
          ],
        },
      ],
    },
  },
  {
    name: 'no caption, no row header, no attributes: bare cells',
    props: { columns: [NAME, { header: 'Id', cell: (r) => r.id }] },
    want: {
      headers: ['col:Nombre', 'col:Id'],
      rows: [
        { attrs: {}, cells: ['td:Emma', 'td:F-1'] },
        { attrs: {}, cells: ['td:Ana', 'td:F-2'] },
      ],
    },
  },
  {
    name: 'columns given as false or undefined are left out; a row header takes attributes',
    props: {
      columns: [{ ...FOLIO, attrs: { className: 'key' } }, false, undefined, null, NAME],
      scroll: true,
    },
    want: {
      wrapped: true,
      table: {},
      caption: null,
      headers: ['col:Folio', 'col:Nombre'],
      rows: [
        { attrs: {}, cells: ['th[row]:F-1 {"class":"key"}', 'td:Emma'] },
        { attrs: {}, cells: ['th[row]:F-2 {"class":"key"}', 'td:Ana'] },
      ],
    },
  },
  {
    name: 'an undefined row attribute is not written',
    props: { columns: [NAME], rowAttrs: (r) => ({ 'data-amount': r.amount }) },
    want: {
      headers: ['col:Nombre'],
      rows: [
        { attrs: { 'data-amount': '10' }, cells: ['td:Emma'] },
        { attrs: {}, cells: ['td:Ana'] },
      ],
    },
  },
];

describe('DataTable', () => {
  it.each(tests)('$name', ({ props, want }) => {
    const { container } = render(<DataTable rows={ROWS} rowKey={(r) => r.id} {...props} />);
    expect(shape(container)).toEqual({ wrapped: false, table: {}, caption: null, ...want });
  });

  it('wraps the table in a sideways-scrolling box when asked', () => {
    const { container } = render(
      <DataTable rows={ROWS} rowKey={(r) => r.id} columns={[NAME]} scroll />,
    );
    const box = container.firstElementChild as HTMLElement;
    expect(box.tagName).toBe('DIV');
    expect(box.style.overflowX).toBe('auto');
    expect(box.style.maxWidth).toBe('100%');
    expect(box.firstElementChild?.tagName).toBe('TABLE');
    // Reachable by keyboard, so the arrow keys can scroll it.
    expect(box.tabIndex).toBe(0);
  });

  const empties: { name: string; empty?: ReactNode; want: string | null }[] = [
    {
      name: 'shows the empty state instead of the table',
      empty: <p>Sin filas</p>,
      want: 'Sin filas',
    },
    { name: 'renders an empty table without one', want: null },
  ];
  it.each(empties)('with no rows: $name', ({ empty, want }) => {
    render(
      <DataTable
        rows={[]}
        rowKey={(r: Row) => r.id}
        columns={[FOLIO]}
        caption="Vacía"
        empty={empty}
      />,
    );
    if (want === null) {
      expect(screen.getByRole('table', { name: 'Vacía' })).toBeInTheDocument();
      expect(screen.getAllByRole('row')).toHaveLength(1);
    } else {
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(screen.getByText(want)).toBeInTheDocument();
    }
  });

  it('gives the row headers to the accessibility tree', () => {
    render(<DataTable rows={ROWS} rowKey={(r) => r.id} columns={[FOLIO, NAME]} caption="Lista" />);
    expect(screen.getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['F-1', 'F-2']);
    expect(screen.getByRole('row', { name: /F-2/ })).toHaveTextContent('Ana');
  });
});
