import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import lifecycle from '../../../../../functions/internal/contract/folio.json';
import { ActionButtons, targetLabel } from '../components/staff-actions';

/** Staff targets of each status straight from the contract (functions/internal/contract/folio.json) (statuses outside capture). */
const CASES = Object.keys(lifecycle.statuses)
  .filter((s) => (lifecycle.statuses as Record<string, { group: string }>)[s]!.group !== 'capture')
  .map((status) => {
    const to = new Set<string>();
    for (const t of lifecycle.transitions) {
      if (t.by.includes('staff') && t.from.includes(status)) t.to.forEach((x) => to.add(x));
    }
    return [status, [...to].sort()] as const;
  });

describe('ActionButtons', () => {
  it.each(CASES)('%s shows exactly the staff targets %j', (status, targets) => {
    const { container } = render(<ActionButtons status={status} onChoose={vi.fn()} />);
    const shown = [...container.querySelectorAll('button')].map((b) => b.dataset.target).sort();
    expect(shown).toEqual(targets);
  });

  it('every target has a distinct Spanish label and a click chooses it', async () => {
    const onChoose = vi.fn();
    render(<ActionButtons status="fileValidation" onChoose={onChoose} />);
    await userEvent.click(screen.getByRole('button', { name: targetLabel('rejectionDocuments') }));
    expect(onChoose).toHaveBeenCalledWith('rejectionDocuments');
    const labels = screen.getAllByRole('button').map((b) => b.textContent);
    expect(new Set(labels).size).toBe(4);
  });
});
