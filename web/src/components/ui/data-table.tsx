/**
 * The app's one table: a caption, a header row of `<th scope="col">`, and one body row per item,
 * each cell drawn by its column. The lists of folios, COX errors, letters, credits and quotations
 * all describe their columns as data and render through it, so they share the same markup (what
 * the Playwright journeys and the screen reader rely on: scopes, captions, data-* attributes).
 */
import type { ReactNode } from 'react';

/** Attributes a row or a cell may carry: a class and data-* hooks (data-folio, data-status…). */
export type DataAttributes = { className?: string } & {
  [name: `data-${string}`]: string | number | undefined;
};

export interface DataColumn<Row> {
  /** The header cell's content (`<th scope="col">`). */
  header: ReactNode;
  /** The cell's content for one row. */
  cell: (row: Row) => ReactNode;
  /** This column's cells are the row headers (`<th scope="row">`) rather than `<td>`. */
  rowHeader?: boolean;
  /** The cell's attributes: the same for every row, or drawn from the row. */
  attrs?: DataAttributes | ((row: Row) => DataAttributes);
}

/** A column list may hold `false`/`undefined` where a column is shown only sometimes. */
export type DataColumns<Row> = readonly (DataColumn<Row> | false | null | undefined)[];

export interface DataTableProps<Row> {
  rows: readonly Row[];
  columns: DataColumns<Row>;
  /** React's key for a row (the folio id, the Probank number…). */
  rowKey: (row: Row) => string;
  /** The row's attributes, e.g. `{ 'data-folio': r.id }`. */
  rowAttrs?: (row: Row) => DataAttributes;
  caption?: ReactNode;
  className?: string;
  /** Shown instead of the table when there are no rows (nothing when absent: an empty table). */
  empty?: ReactNode;
  /** Scroll sideways on a phone instead of widening the page. */
  scroll?: boolean;
}

const SCROLL = { overflowX: 'auto', maxWidth: '100%' } as const;

function cellAttrs<Row>(c: DataColumn<Row>, row: Row): DataAttributes | undefined {
  return typeof c.attrs === 'function' ? c.attrs(row) : c.attrs;
}

export function DataTable<Row>({
  rows,
  columns,
  rowKey,
  rowAttrs,
  caption,
  className,
  empty,
  scroll,
}: DataTableProps<Row>) {
  if (rows.length === 0 && empty !== undefined) return <>{empty}</>;
  const shown = columns.filter((c): c is DataColumn<Row> => Boolean(c));
  const table = (
    <table className={className}>
      {caption ? <caption>{caption}</caption> : null}
      <thead>
        <tr>
          {shown.map((c, i) => (
            <th key={i} scope="col">
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} {...rowAttrs?.(row)}>
            {shown.map((c, i) =>
              c.rowHeader ? (
                <th key={i} scope="row" {...cellAttrs(c, row)}>
                  {c.cell(row)}
                </th>
              ) : (
                <td key={i} {...cellAttrs(c, row)}>
                  {c.cell(row)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
  // A region that scrolls must be reachable by keyboard, to scroll it with the arrow keys (WCAG
  // 2.1.1; axe scrollable-region-focusable): the wrapper takes the focus, named by the caption.
  return scroll ? (
    <div
      style={SCROLL}
      tabIndex={0}
      role="group"
      aria-label={typeof caption === 'string' ? caption : undefined}
    >
      {table}
    </div>
  ) : (
    table
  );
}
