import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { staff } from '@/copy/es';
import type { LoanRequest } from '@/entities/folio/request-model';

import { ResendLink } from '../components/resend-link';

vi.mock('reactfire', () => {
  const auth = { currentUser: { uid: 'bp:1000000001', getIdToken: () => Promise.resolve('id-1') } };
  return { useAuth: () => auth };
});

const NOW = Date.UTC(2026, 10, 26, 18, 0);
const waiting: LoanRequest = {
  id: 'R-1',
  status: 'waitingProcessCustomer',
  currentPromoterBpId: '1000000001',
  link: { id: 'abc', action: 1, expiresAt: NOW + 3_600_000, sentAt: NOW - 60_000 },
} as LoanRequest;

afterEach(() => vi.unstubAllGlobals());

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn<typeof fetch>(() =>
    Promise.resolve(new Response(JSON.stringify(body), { status })),
  );
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'info').mockImplementation(() => {});
  return fetchMock;
}

describe('ResendLink', () => {
  it("shows the link's expiry and resends it through the function with the ID token", async () => {
    const fetchMock = answer(200, {
      sent: true,
      linkId: 'def',
      action: 1,
      expiresAt: NOW + 86_400_000,
    });
    render(<ResendLink request={waiting} now={() => NOW} />);
    expect(screen.getByText(/^El enlace vence el /)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: staff.lists.resendLink }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      /^Enlace reenviado por SMS\. Vence el /,
    );
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/requests/R-1/link');
    expect((init?.headers as Record<string, string>)['X-Firebase-Token']).toBe('id-1');
  });

  it("shows the function's Spanish refusal", async () => {
    const message =
      'Ya se reenvió el enlace 3 veces en la última hora. Espera un momento para enviarlo de nuevo.';
    answer(429, { code: 'LINK_RESEND_LIMIT', message });
    render(<ResendLink request={waiting} now={() => NOW} />);
    await userEvent.click(screen.getByRole('button', { name: staff.lists.resendLink }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('offers nothing for a folio outside its link stage', () => {
    render(<ResendLink request={{ ...waiting, status: 'fileValidation' }} now={() => NOW} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says when the link expired, and offers nothing once its stage ended', () => {
    const expired = { ...waiting, link: { ...waiting.link, expiresAt: NOW - 1 } };
    const { unmount } = render(<ResendLink request={expired} now={() => NOW} />);
    expect(screen.getByText(staff.lists.linkExpired)).toBeInTheDocument();
    unmount();
    const used = { ...waiting, link: { ...waiting.link, usedAt: NOW - 1 } };
    render(<ResendLink request={used} now={() => NOW} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
