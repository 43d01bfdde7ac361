import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { corrections } from '@/copy/es';

import { submitPromoterCorrection } from '../api';
import { PromoterCorrection } from '../components/promoter-correction';

vi.mock('reactfire', () => ({
  useDatabase: () => ({ db: true }),
  useAuth: () => ({ currentUser: { uid: 'bp:100' } }),
}));
vi.mock('../api', () => ({ submitPromoterCorrection: vi.fn(() => Promise.resolve()) }));

const sent = vi.mocked(submitPromoterCorrection);
const folio = (over = {}) => ({
  id: 'F9',
  status: 'captureCorrection' as const,
  currentPromoterBpId: '100',
  client: { phone: '5512345678' },
  contact: { phone: '5512345678' },
  correction: { open: true, writer: 'promoter' as const, items: { phone: 'requested' as const } },
  ...over,
});

describe('PromoterCorrection', () => {
  beforeEach(() => sent.mockClear());

  it("the folio's promoter corrects exactly the named item and sends it back to review", async () => {
    render(<PromoterCorrection folio={folio()} />);
    expect(
      screen.queryByLabelText(corrections.form.fields['deposit/clabe']!),
    ).not.toBeInTheDocument();
    const input = screen.getByLabelText(corrections.form.fields['client/phone']!);
    await userEvent.clear(input);
    await userEvent.type(input, '5599998888');
    await userEvent.click(screen.getByRole('button', { name: corrections.form.send }));
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    const [, id, uid, patch] = sent.mock.calls[0]!;
    expect([id, uid]).toEqual(['F9', 'bp:100']);
    expect(patch['client/phone']).toBe('5599998888');
    expect(Object.keys(patch).every((p) => /phone$/i.test(p))).toBe(true);
  });

  it.each([
    ['another promoter', { currentPromoterBpId: '200' }],
    [
      'a correction of the customer',
      { correction: { open: true, writer: 'customer', items: { phone: 'requested' } } },
    ],
    [
      'a closed correction',
      { correction: { open: false, writer: 'promoter', items: { phone: 'requested' } } },
    ],
    ['another status', { status: 'fileValidation' }],
  ])('nothing for %s', (_, over) => {
    const { container } = render(<PromoterCorrection folio={folio(over)} />);
    expect(container).toBeEmptyDOMElement();
  });
});
