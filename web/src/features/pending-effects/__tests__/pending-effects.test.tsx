import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { es, staff } from '@/copy/es';
import { statusLabel } from '@/entities/folio/request-model';

import { PendingEffects } from '../components/pending-effects';

// restored: false is a reload before Auth has restored its session (no user yet).
const session = vi.hoisted(() => ({ restored: true }));

vi.mock('reactfire', () => {
  const user = { uid: 'bp:2000000001', getIdToken: () => Promise.resolve('id-1') };
  const auth = {
    get currentUser() {
      return session.restored ? user : null;
    },
  };
  return {
    useAuth: () => auth,
    useSigninCheck: () =>
      session.restored
        ? { status: 'success', data: { signedIn: true, user } }
        : { status: 'loading', data: undefined },
  };
});

const t = staff.pendingEffects;
const NOW = Date.UTC(2026, 10, 26, 18, 0);

afterEach(() => {
  vi.unstubAllGlobals();
  session.restored = true;
});

function answers(...bodies: [number, unknown][]) {
  const fetchMock = vi.fn<typeof fetch>();
  for (const [status, body] of bodies) {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status }));
  }
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'info').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return fetchMock;
}

const pending = {
  pending: [{ requestId: 'R-9', status: 'sentCOX', effect: 'coxSubmit', since: NOW, attempts: 1 }],
};

describe('PendingEffects', () => {
  it('lists the folios with a lost answer and reconciles one with the ID token', async () => {
    const fetchMock = answers(
      [200, pending],
      [200, { outcomes: [{ requestId: 'R-9', effect: 'coxSubmit', status: 'complete' }] }],
    );
    render(<PendingEffects />);
    const row = (await screen.findByText('R-9')).closest('tr')!;
    expect(within(row).getByText(t.effects.coxSubmit!)).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/effects/pending');
    await userEvent.click(within(row).getByRole('button', { name: t.reconcile }));
    expect(await within(row).findByRole('status')).toHaveTextContent(
      t.reconciled(statusLabel('complete')),
    );
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe('/api/requests/R-9/reconcile');
    expect(init!.method).toBe('POST');
    expect((init!.headers as Record<string, string>)['X-Firebase-Token']).toBe('id-1');
  });

  it("shows the server's Spanish refusal, and a failed load offers Reintentar", async () => {
    answers(
      [500, {}],
      [200, pending],
      [403, { code: 'FORBIDDEN', message: 'No tienes permiso para este folio.' }],
    );
    render(<PendingEffects />);
    await userEvent.click(await screen.findByRole('button', { name: es.errorPage.retry }));
    const row = (await screen.findByText('R-9')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: t.reconcile }));
    expect(await within(row).findByRole('alert')).toHaveTextContent(
      'No tienes permiso para este folio.',
    );
  });

  it('says so when nothing is pending', async () => {
    answers([200, { pending: [] }]);
    render(<PendingEffects />);
    expect(await screen.findByText(t.empty)).toBeInTheDocument();
  });
  it('waits for Auth to restore the session before it asks (a reload), instead of failing', async () => {
    session.restored = false;
    const fetchMock = answers([200, pending]);
    const { rerender } = render(<PendingEffects />);
    expect(screen.getByRole('status')).toHaveTextContent(staff.common.loading);
    expect(fetchMock).not.toHaveBeenCalled();
    session.restored = true;
    rerender(<PendingEffects />);
    expect(await screen.findByText('R-9')).toBeInTheDocument();
    expect(screen.queryByText(t.loadError)).not.toBeInTheDocument();
  });
});
