import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { corrections } from '@/copy/es';
import { CORRECTION_ITEMS } from '@/lib/folio-contract.gen';

import { openStaffCorrection, saveStaffCorrection } from '../api';
import { StaffCorrection } from '../components/staff-correction';

vi.mock('reactfire', () => ({
  useDatabase: () => ({ db: true }),
  useAuth: () => ({ currentUser: { uid: 'bp:A1' } }),
}));
vi.mock('firebase/database', async (original) => ({
  ...(await original<object>()),
  serverTimestamp: () => ({ '.sv': 'timestamp' }),
}));
vi.mock('../api', () => ({
  openStaffCorrection: vi.fn(() => Promise.resolve()),
  saveStaffCorrection: vi.fn(() => Promise.resolve()),
}));

const opened = vi.mocked(openStaffCorrection);
const saved = vi.mocked(saveStaffCorrection);
const folio = (over = {}) => ({
  id: 'F7',
  status: 'fileValidation',
  deposit: { clabe: '032180000118359719', bankCode: '032' },
  ...over,
});

describe('StaffCorrection', () => {
  beforeEach(() => {
    opened.mockClear();
    saved.mockClear();
  });

  it('an admin names, of the staff items only, what it corrects itself, with no move', async () => {
    render(<StaffCorrection folio={folio()} />);
    await userEvent.click(screen.getByRole('button', { name: corrections.request.titleStaff }));
    expect(screen.getByText(corrections.request.introStaff)).toBeInTheDocument();
    expect(screen.queryByLabelText(CORRECTION_ITEMS.references!.label)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(CORRECTION_ITEMS.employment!.label)).not.toBeInTheDocument();
    expect(screen.queryByText(corrections.request.annexes)).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText(CORRECTION_ITEMS.clabe!.label));
    await userEvent.type(screen.getByLabelText(corrections.request.reason), 'CLABE de otro banco');
    await userEvent.click(screen.getByRole('button', { name: corrections.request.send }));
    await waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
    const [, id, uid, c] = opened.mock.calls[0]!;
    expect([id, uid]).toEqual(['F7', 'bp:A1']);
    expect(c).toMatchObject({
      open: true,
      writer: 'staff',
      requestedBy: 'A1',
      items: { clabe: 'requested' },
    });
    expect(c).not.toHaveProperty('status');
  });

  it('the requesting admin edits exactly the named item', async () => {
    const c = {
      open: true,
      writer: 'staff' as const,
      requestedBy: 'A1',
      reason: 'x',
      items: { clabe: 'requested' as const },
    };
    render(<StaffCorrection folio={folio({ correction: c })} />);
    expect(
      screen.queryByLabelText(corrections.form.fields['client/phone']!),
    ).not.toBeInTheDocument();
    const input = screen.getByLabelText(corrections.form.fields['deposit/clabe']!);
    await userEvent.clear(input);
    await userEvent.type(input, '012180001234567899');
    await userEvent.click(screen.getByRole('button', { name: corrections.form.send }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    const patch = saved.mock.calls[0]![3];
    expect(patch['deposit/clabe']).toBe('012180001234567899');
    expect(Object.keys(patch).every((p) => p.startsWith('deposit/'))).toBe(true);
  });

  it.each([
    [
      "another admin's staff correction",
      {
        correction: {
          open: true,
          writer: 'staff',
          requestedBy: 'A2',
          reason: 'x',
          items: { clabe: 'requested' },
        },
      },
    ],
    [
      'a correction of the customer',
      {
        correction: {
          open: true,
          writer: 'customer',
          requestedBy: 'A1',
          reason: 'x',
          items: { clabe: 'requested' },
        },
      },
    ],
    ['a status the staff writer has not', { status: 'validation' }],
  ])('nothing for %s', (_, over) => {
    const { container } = render(<StaffCorrection folio={folio(over)} />);
    expect(container).toBeEmptyDOMElement();
  });
});
