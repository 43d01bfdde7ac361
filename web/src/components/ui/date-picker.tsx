/**
 * Date picker of docs/requirements.md §9: day/month/year text ('dd/mm/aaaa'), and a calendar that opens on a
 * 24-year view in 4 columns, then the 12 Spanish month names in 4 columns, then the days.
 * Typing works too: the value is always the text, validated by entities/fields/yup.ts validDateRange.
 *
 * By keyboard: Enter on the calendar button opens it with the focus on the chosen year; the arrow
 * keys move within a view (left/right one, up/down one row; past the page's first or last year the
 * page turns, as PageUp/PageDown do), Enter chooses and moves the focus to the next view, and the
 * chosen day closes the calendar with the focus back in the text field. Escape closes it.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { CSSProperties, KeyboardEvent } from 'react';

import { staff } from '@/copy/es';

export const YEARS_PER_VIEW = 24;
export const COLUMNS = 4;

const t = staff.datePicker;

const grid4: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: `repeat(${COLUMNS}, 1fr)`,
  gap: '0.25rem',
};
const grid7: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(7, 1fr)',
  gap: '0.25rem',
};

const pad = (n: number) => String(n).padStart(2, '0');

/** 'dd/mm/yyyy' for a day. */
export function formatDayMonthYear(year: number, month: number, day: number): string {
  return `${pad(day)}/${pad(month + 1)}/${year}`;
}

/** The first year of the 24-year page that holds `year`. */
export function yearPageStart(year: number): number {
  return year - (((year % YEARS_PER_VIEW) + YEARS_PER_VIEW) % YEARS_PER_VIEW);
}

/** 'yyyy-mm-dd' (the database form) from 'dd/mm/yyyy'; '' when the text is not a full date. */
export function toIsoDate(value: string | undefined): string {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec((value ?? '').trim());
  return m ? `${m[3]}-${pad(Number(m[2]))}-${pad(Number(m[1]))}` : '';
}

/** 'yyyy-mm-dd' of a date validated by yup (UTC midnight); '' when there is none. */
export function isoFromDate(d: Date | undefined): string {
  if (!d || Number.isNaN(d.getTime())) return '';
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** 'dd/mm/yyyy' from 'yyyy-mm-dd'; '' otherwise. */
export function fromIsoDate(value: string | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
}

function parts(value: string): { year: number; month: number } | null {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value.trim());
  if (!m) return null;
  return { year: Number(m[3]), month: Math.min(11, Math.max(0, Number(m[2]) - 1)) };
}

export interface DatePickerProps {
  id: string;
  name?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  invalid?: boolean;
  describedBy?: string;
  /** The year the calendar opens on when there is no value (default: 60 years ago, birth dates). */
  defaultYear?: number;
}

type View = 'years' | 'months' | 'days';

/** Arrow-key moves in a grid of `columns`, and PageUp/PageDown by `page` (0: none). */
function keyDelta(key: string, columns: number, page: number): number {
  switch (key) {
    case 'ArrowLeft':
      return -1;
    case 'ArrowRight':
      return 1;
    case 'ArrowUp':
      return -columns;
    case 'ArrowDown':
      return columns;
    case 'PageUp':
      return -page;
    case 'PageDown':
      return page;
    default:
      return 0;
  }
}

/** The number a calendar button carries in data-value, or null. */
function valueOf(e: KeyboardEvent<HTMLElement>): number | null {
  const v = (e.target as HTMLElement).dataset.value;
  return v === undefined ? null : Number(v);
}

export function DatePicker(props: DatePickerProps) {
  const { id, name, value, onChange, onBlur, invalid, describedBy } = props;
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<View>('years');
  const initial = parts(value);
  const [year, setYear] = useState(
    initial?.year ?? props.defaultYear ?? new Date().getFullYear() - 60,
  );
  const [month, setMonth] = useState(initial?.month ?? 0);
  const [pageStart, setPageStart] = useState(yearPageStart(year));
  // The calendar button to focus after the next render ({} each time, so the same button refocuses).
  const [focusOn, setFocusOn] = useState<{ key: string } | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open || !focusOn) return;
    panelRef.current?.querySelector<HTMLButtonElement>(`[data-key="${focusOn.key}"]`)?.focus();
  }, [open, view, pageStart, focusOn]);

  const toggle = () => {
    const p = parts(value);
    const y = p?.year ?? year;
    if (p) {
      setYear(p.year);
      setMonth(p.month);
      setPageStart(yearPageStart(p.year));
    }
    setView('years');
    setFocusOn(open ? null : { key: `y${y}` });
    setOpen((o) => !o);
  };

  const close = () => {
    setOpen(false);
    setFocusOn(null);
    toggleRef.current?.focus();
  };

  const onYearKey = (e: KeyboardEvent<HTMLElement>) => {
    const from = valueOf(e);
    const delta = keyDelta(e.key, COLUMNS, YEARS_PER_VIEW);
    if (from === null || delta === 0) return;
    e.preventDefault();
    const to = from + delta;
    setPageStart(yearPageStart(to));
    setFocusOn({ key: `y${to}` });
  };

  const onMonthKey = (e: KeyboardEvent<HTMLElement>) => {
    const from = valueOf(e);
    const delta = keyDelta(e.key, COLUMNS, 0);
    if (from === null || delta === 0) return;
    e.preventDefault();
    setFocusOn({ key: `m${Math.min(11, Math.max(0, from + delta))}` });
  };

  const onDayKey = (e: KeyboardEvent<HTMLElement>) => {
    const from = valueOf(e);
    const delta = keyDelta(e.key, 7, 0);
    if (from === null || delta === 0) return;
    e.preventDefault();
    setFocusOn({ key: `d${Math.min(days, Math.max(1, from + delta))}` });
  };

  const days = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  // Monday-first offset of the 1st of the month.
  const offset = (new Date(Date.UTC(year, month, 1)).getUTCDay() + 6) % 7;

  return (
    <div className="date-picker">
      <div style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
        <input
          ref={inputRef}
          id={id}
          name={name}
          value={value}
          inputMode="numeric"
          placeholder={t.placeholder}
          autoComplete="off"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
        />
        <button
          ref={toggleRef}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={toggle}
          className="secondary"
        >
          {open ? t.close : t.open}
        </button>
      </div>
      {open && (
        <div
          ref={panelRef}
          id={panelId}
          role="group"
          aria-label={t.open}
          className="date-picker__panel"
          onKeyDown={(e) => {
            if (e.key !== 'Escape') return;
            e.preventDefault();
            e.stopPropagation();
            close();
          }}
        >
          {view === 'years' && (
            <>
              <div style={{ display: 'flex', justifyContent: 'space-between' }}>
                <button type="button" onClick={() => setPageStart((s) => s - YEARS_PER_VIEW)}>
                  {t.previousYears}
                </button>
                <button type="button" onClick={() => setPageStart((s) => s + YEARS_PER_VIEW)}>
                  {t.nextYears}
                </button>
              </div>
              <div role="group" aria-label={t.chooseYear} style={grid4} onKeyDown={onYearKey}>
                {Array.from({ length: YEARS_PER_VIEW }, (_, i) => pageStart + i).map((y) => (
                  <button
                    key={y}
                    type="button"
                    data-key={`y${y}`}
                    data-value={y}
                    aria-pressed={y === year}
                    onClick={() => {
                      setYear(y);
                      setView('months');
                      setFocusOn({ key: `m${month}` });
                    }}
                  >
                    {y}
                  </button>
                ))}
              </div>
            </>
          )}
          {view === 'months' && (
            <div role="group" aria-label={t.chooseMonth} style={grid4} onKeyDown={onMonthKey}>
              {t.months.map((name, i) => (
                <button
                  key={name}
                  type="button"
                  data-key={`m${i}`}
                  data-value={i}
                  aria-pressed={i === month}
                  onClick={() => {
                    setMonth(i);
                    setView('days');
                    setFocusOn({ key: 'd1' });
                  }}
                >
                  {name}
                </button>
              ))}
            </div>
          )}
          {view === 'days' && (
            <div role="group" aria-label={t.daysOf(t.months[month] ?? '', year)}>
              <div style={grid7} aria-hidden="true">
                {t.weekdays.map((d) => (
                  <span key={d}>{d}</span>
                ))}
              </div>
              <div style={grid7} onKeyDown={onDayKey}>
                {Array.from({ length: offset }, (_, i) => (
                  <span key={`blank-${i}`} />
                ))}
                {Array.from({ length: days }, (_, i) => i + 1).map((d) => (
                  <button
                    key={d}
                    type="button"
                    data-key={`d${d}`}
                    data-value={d}
                    aria-label={t.dayLabel(d, t.months[month] ?? '', year)}
                    onClick={() => {
                      onChange(formatDayMonthYear(year, month, d));
                      setOpen(false);
                      setFocusOn(null);
                      inputRef.current?.focus();
                    }}
                  >
                    {d}
                  </button>
                ))}
              </div>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
