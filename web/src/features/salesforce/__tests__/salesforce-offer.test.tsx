import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { salesforce as t } from '@/copy/salesforce';
import { sessionStore } from '@/stores/session';

import { folioFromOffer } from '../api/folio';
import type { OfferFolioInput } from '../api/folio';
import type { CustomerLookup, SalesforceOffer, SalesforceRequest } from '../api/gateway';
import { SalesforceOfferPage } from '../components/salesforce-offer';
import type { SalesforceOfferDeps } from '../components/salesforce-offer';

vi.mock('reactfire', () => {
  const auth = { currentUser: { uid: 'bp:1000000001' } };
  return { useAuth: () => auth, useDatabase: () => ({}) };
});

const REQUEST: SalesforceRequest = {
  folioIt: 'SF-2026-0001',
  promotorBP: '1000000001',
  curp: 'GODE561231MDFMZM01',
  customerName: 'Emma Gómez Díaz',
  amount: 60000,
  status: 'Nueva',
  createdAt: '2026-11-02T16:00:00Z',
};

const OFFER: SalesforceOffer = {
  offerId: 'OF-0001-24',
  productName: 'Crédito Pensionados IMSS',
  amount: 60000,
  term: 24,
  payment: 3542.57,
  tasa: 36.5,
  cat: 48.7,
};

const CUSTOMER: CustomerLookup = {
  uif: false,
  customer: {
    curp: 'GODE561231MDFMZM01',
    rfc: 'GODE561231GR8',
    nss: '12885645676',
    firstName: 'Emma',
    lastName: 'Gómez',
    secondLastName: 'Díaz',
    birthDate: '1956-12-31',
    gender: 'F',
    phone: '5512345607',
    email: 'emma.gomez@correo.test',
    clabe: '012180001234567844',
  },
};

function renderOffer(deps: Partial<SalesforceOfferDeps>) {
  const router = createMemoryRouter(
    [
      {
        path: '/salesforce/solicitudes/:folioIt/oferta',
        element: <SalesforceOfferPage deps={deps} />,
      },
      { path: '/folio/:folioInterno/quoter', element: <h1>cotizador</h1> },
      { path: '/salesforce/solicitudes', element: <h1>lista</h1> },
    ],
    { initialEntries: ['/salesforce/solicitudes/SF-2026-0001/oferta'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const requests = async () => [REQUEST];
const offers = async () => [OFFER];

beforeEach(() => {
  sessionStore.set({ dataSeller: '1000000001' });
});

describe('SalesforceOfferPage', () => {
  it('starts a folio from the offer with the client data and continues to the quoter', async () => {
    const create = vi.fn(async (_: OfferFolioInput) => '-Nnew1');
    const router = renderOffer({ requests, offers, customer: async () => CUSTOMER, create });
    expect(await screen.findByText('Emma Gómez Díaz')).toBeInTheDocument();
    expect(screen.getByText('$3,542.57')).toBeInTheDocument();
    expect(screen.getByText('24 meses')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.offer.start('OF-0001-24') }));
    await screen.findByRole('heading', { name: 'cotizador' });
    expect(router.state.location.pathname).toBe('/folio/-Nnew1/quoter');
    expect(create).toHaveBeenCalledWith({
      bpId: '1000000001',
      uid: 'bp:1000000001',
      folioIt: 'SF-2026-0001',
      offer: OFFER,
      customer: CUSTOMER.customer,
    });
  });

  it('stops a client on the UIF list with its modal and creates nothing', async () => {
    const create = vi.fn(async () => 'x');
    renderOffer({ requests, offers, customer: async () => ({ ...CUSTOMER, uif: true }), create });
    await userEvent.click(await screen.findByRole('button', { name: t.offer.start('OF-0001-24') }));
    expect(await screen.findByRole('dialog', { name: t.offer.uifTitle })).toHaveTextContent(
      t.offer.uifBody,
    );
    expect(create).not.toHaveBeenCalled();
  });

  it('a failed write says so in Spanish and stays on the offer', async () => {
    const create = vi.fn(async () => {
      throw new Error('PERMISSION_DENIED');
    });
    const router = renderOffer({ requests, offers, customer: async () => CUSTOMER, create });
    await userEvent.click(await screen.findByRole('button', { name: t.offer.start('OF-0001-24') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t.offer.startError);
    expect(router.state.location.pathname).toBe('/salesforce/solicitudes/SF-2026-0001/oferta');
  });

  it('a folioIt that is not the promoter’s is not found', async () => {
    renderOffer({ requests: async () => [], offers });
    expect(await screen.findByRole('alert')).toHaveTextContent(t.offer.notFound);
    expect(screen.queryByRole('button', { name: /Iniciar/ })).not.toBeInTheDocument();
  });

  it('a gateway failure shows the Spanish error', async () => {
    renderOffer({
      requests,
      offers: async () => {
        throw new Error('boom');
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(t.offer.error);
  });
});

describe('folioFromOffer', () => {
  it('is the SPEC blank request with the client, the offer and folioIt', () => {
    const r = folioFromOffer('-N1', {
      bpId: '1000000001',
      uid: 'bp:1000000001',
      folioIt: 'SF-2026-0001',
      offer: OFFER,
      customer: CUSTOMER.customer,
    });
    expect(r).toMatchObject({
      id: '-N1',
      status: 'quoter',
      folioIt: 'SF-2026-0001',
      currentPromoterBpId: '1000000001',
      curp: 'GODE561231MDFMZM01',
      rfc: 'GODE561231GR8',
      typeSaleAndOrigin: 'Interna - V. Asistida',
      capacitySimulator: { perceptions: 0, deductions: 0, paymentCapacity: 0 },
      client: { names: 'Emma', firstLastName: 'Gómez', secondLastName: 'Díaz', gender: 'F' },
      offer: {
        quoter: {
          amount: 60000,
          term: 24,
          payment: 3542.57,
          tasa: 36.5,
          cat: 48.7,
          product: 'Crédito Pensionados IMSS',
        },
      },
      deposit: {
        paymentMethod: 6,
        bankCode: '012',
        clabe: '012180001234567844',
        accountType: 'ZIFE',
      },
    });
  });
});
