import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { validation } from '@/copy/es';

import { FolioHistory, TRAIL_PAGE } from '../components/history-table';
import type * as UseLive from '../hooks/use-live';
import type { HistoryEntry } from '../hooks/use-live';

const t = validation.history;

// A trail of 25 entries; the hook answers the newest `limit`, as the database query does.
const h = vi.hoisted(() => ({ asked: [] as number[] }));
vi.mock('../hooks/use-live', async (importOriginal) => {
  const real = await importOriginal<typeof UseLive>();
  const all: HistoryEntry[] = Array.from({ length: 25 }, (_, i) => ({
    key: `k${String(i).padStart(2, '0')}`,
    at: i,
    by: 'bp:1',
    role: 'Gerente',
    from: 'fileValidation',
    to: 'fileValidation',
    kind: 'access',
    accessed: 'identifiers',
  }));
  return {
    ...real,
    useLiveTrail: (_id: string, limit: number) => {
      h.asked.push(limit);
      return { state: 'ready', value: all.slice(-limit) };
    },
  };
});

const rows = () => screen.queryAllByRole('row').slice(1);

describe('FolioHistory', () => {
  it('is folded until asked for, and reads nothing while folded', () => {
    render(<FolioHistory id="F1" />);
    expect(screen.getByRole('button', { name: t.show })).toHaveAttribute('aria-expanded', 'false');
    expect(rows()).toHaveLength(0);
    expect(h.asked).toEqual([]);
  });

  it('opens on the newest page and pages back to the oldest entry', async () => {
    render(<FolioHistory id="F1" />);
    await userEvent.click(screen.getByRole('button', { name: t.show }));
    expect(screen.getByRole('button', { name: t.hide })).toHaveAttribute('aria-expanded', 'true');
    expect(rows()).toHaveLength(TRAIL_PAGE);
    expect(rows()[0]).toHaveAttribute('data-history', 'k24');
    expect(screen.getByText(t.latest(TRAIL_PAGE))).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: t.more }));
    expect(rows()).toHaveLength(2 * TRAIL_PAGE);
    await userEvent.click(screen.getByRole('button', { name: t.more }));
    expect(rows()).toHaveLength(25);
    expect(rows().at(-1)).toHaveAttribute('data-history', 'k00');
    // The whole trail is shown: no page before it.
    expect(screen.queryByRole('button', { name: t.more })).toBeNull();
    expect(h.asked.at(-1)).toBe(3 * TRAIL_PAGE);
  });
});
