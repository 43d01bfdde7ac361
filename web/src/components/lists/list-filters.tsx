/**
 * The filters of a paged list (docs/adr/0035-paged-lists-on-composite-keys.md): the branch and the
 * date range are key ranges the queries read; the free-text search runs over the loaded pages only
 * (a key range cannot search inside a name), as its note says.
 */
import { useId, useState } from 'react';

import { live as t } from '@/copy/es';

export interface ListFilters {
  /** '' = every branch the viewer may list. */
  branch: string;
  /** Epoch ms of the first day shown, or undefined. */
  since?: number;
  /** Epoch ms of the end of the last day shown, or undefined. */
  until?: number;
  search: string;
}

const DAY = 86_400_000;

/** 'yyyy-mm-dd' (an input of type date) as local midnight in ms; undefined when empty or invalid. */
export function dayStart(value: string): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return undefined;
  const ms = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])).getTime();
  return Number.isFinite(ms) ? ms : undefined;
}

/** Whether a row matches the search text (folio, client, CURP), case- and accent-insensitive. */
export function matchesSearch(search: string, ...fields: (string | undefined)[]): boolean {
  const norm = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  const q = norm(search.trim());
  return !q || fields.some((f) => f !== undefined && norm(f).includes(q));
}

export function useListFilters(branches: readonly string[]) {
  const id = useId();
  const [branch, setBranch] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [search, setSearch] = useState('');
  const since = dayStart(from);
  const end = dayStart(to);
  const filters: ListFilters = {
    branch,
    since,
    until: end === undefined ? undefined : end + DAY - 1,
    search,
  };
  const bar = (
    <fieldset className="list-filters" style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem' }}>
      {branches.length > 0 && (
        <div className="field">
          <label htmlFor={`${id}-branch`}>{t.branch}</label>
          <select id={`${id}-branch`} value={branch} onChange={(e) => setBranch(e.target.value)}>
            <option value="">{t.allBranches}</option>
            {branches.map((b) => (
              <option key={b} value={b}>
                {b}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="field">
        <label htmlFor={`${id}-from`}>{t.from}</label>
        <input
          id={`${id}-from`}
          type="date"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-to`}>{t.until}</label>
        <input id={`${id}-to`} type="date" value={to} onChange={(e) => setTo(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-search`}>{t.search}</label>
        <input
          id={`${id}-search`}
          type="search"
          value={search}
          aria-describedby={`${id}-search-note`}
          onChange={(e) => setSearch(e.target.value)}
        />
        <small id={`${id}-search-note`}>{t.searchNote}</small>
      </div>
    </fieldset>
  );
  return { filters, bar };
}
