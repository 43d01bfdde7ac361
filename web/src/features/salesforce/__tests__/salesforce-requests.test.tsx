import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { salesforce as t } from '@/copy/salesforce';
import { sessionStore } from '@/stores/session';

import type { SalesforceRequest } from '../api/gateway';
import { SalesforceRequests } from '../components/salesforce-requests';

const EMMA: SalesforceRequest = {
  folioIt: 'SF-2026-0001',
  promotorBP: '1000000001',
  curp: 'GODE561231MDFMZM01',
  customerName: 'Emma Gómez Díaz',
  amount: 60000,
  status: 'Nueva',
  createdAt: '2026-11-02T16:00:00Z',
};

function renderList(load: (bpId: string) => Promise<SalesforceRequest[]>) {
  const router = createMemoryRouter(
    [
      { path: '/salesforce/solicitudes', element: <SalesforceRequests load={load} /> },
      { path: '/salesforce/solicitudes/:folioIt/oferta', element: <h1>oferta</h1> },
    ],
    { initialEntries: ['/salesforce/solicitudes'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  sessionStore.set({ dataSeller: '1000000001' });
});

describe('SalesforceRequests', () => {
  it('says it is loading, then lists the promoter’s requests with links to their offers', async () => {
    let resolve: (v: SalesforceRequest[]) => void = () => undefined;
    const load = vi.fn(() => new Promise<SalesforceRequest[]>((r) => (resolve = r)));
    const router = renderList(load);
    expect(screen.getByRole('status')).toHaveTextContent(t.list.loading);
    expect(load).toHaveBeenCalledWith('1000000001');
    resolve([EMMA]);
    const row = await screen.findByRole('row', { name: /SF-2026-0001/ });
    expect(within(row).getByText('Emma Gómez Díaz')).toBeInTheDocument();
    expect(within(row).getByText('$60,000.00')).toBeInTheDocument();
    expect(within(row).getByText('02/11/2026')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('link', { name: t.list.offers('SF-2026-0001') }));
    expect(router.state.location.pathname).toBe('/salesforce/solicitudes/SF-2026-0001/oferta');
  });

  it('says so when there is nothing to attend', async () => {
    renderList(async () => []);
    expect(await screen.findByText(t.list.empty)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a Spanish error and loads again on retry', async () => {
    const load = vi
      .fn<(bp: string) => Promise<SalesforceRequest[]>>()
      .mockRejectedValueOnce(new Error('Error de conexión'))
      .mockResolvedValueOnce([EMMA]);
    renderList(load);
    expect(await screen.findByRole('alert')).toHaveTextContent(t.list.error);
    await userEvent.click(screen.getByRole('button', { name: t.list.retry }));
    expect(await screen.findByRole('row', { name: /SF-2026-0001/ })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
