import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { staff } from '@/copy/es';
import type { CustomerSearchResult } from '@/entities/quote/quotation';

import { ClientSearch, positiveSearchHref } from '../components/client-search';

const CURP = 'GODE561231MDFMZM01';

const found: CustomerSearchResult = {
  customer: {
    bpId: '3000000001',
    curp: CURP,
    rfc: 'GODE561231AB1',
    nss: '12345678901',
    firstName: 'Elena',
    lastName: 'Gómez',
    secondLastName: 'Díaz',
    birthDate: '1956-12-31',
    gender: 'F',
    phone: '',
    email: '',
    clabe: '',
    pensioner: false,
  },
  uif: false,
  bulletined: false,
  credits: [],
  cncaEligible: true,
};

vi.mock('reactfire', () => ({
  useAuth: () => ({}),
  useSigninCheck: () => ({ status: 'success', data: { signedIn: false } }),
}));
vi.mock('../api/uif', () => ({ notifyUif: vi.fn() }));
vi.mock('@/entities/quote/quotation', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  searchCustomer: async () => found,
}));
// The viewer's folios of the client: one past the biometric check, one before it.
vi.mock('../hooks/use-client-folios', () => ({
  useClientFolios: () => [
    { id: 'F-BIO', status: 'fileValidation', customerSteps: { biometric: { gatewayId: 'BIO-7' } } },
    { id: 'F-NEW', status: 'quoter' },
  ],
}));

describe('search results lead on (docs/routes.md)', () => {
  it('builds the positive search of a CURP', () => {
    expect(positiveSearchHref(CURP)).toBe(`/busqueda-positiva?curp=${CURP}`);
  });

  it('links the client found to its positive search, its page and its biometric folios', async () => {
    render(
      <MemoryRouter>
        <ClientSearch />
      </MemoryRouter>,
    );
    await userEvent.type(screen.getByLabelText(staff.search.value), CURP);
    await userEvent.click(screen.getByRole('button', { name: staff.search.submit }));
    const result = await screen.findByRole('region', { name: staff.search.found });

    expect(within(result).getByRole('link', { name: staff.search.openPositive })).toHaveAttribute(
      'href',
      `/busqueda-positiva?curp=${CURP}`,
    );
    expect(within(result).getByRole('link', { name: staff.search.openClient })).toHaveAttribute(
      'href',
      '/client/3000000001',
    );
    const bio = result.querySelector('[data-folio="F-BIO"]') as HTMLElement;
    expect(
      within(bio).getByRole('link', { name: staff.search.openBiometric('BIO-7') }),
    ).toHaveAttribute('href', '/client/3000000001/folio-biometrico/BIO-7');
    // A folio without a biometric check has no such link.
    const fresh = result.querySelector('[data-folio="F-NEW"]') as HTMLElement;
    expect(within(fresh).queryByRole('link', { name: /biométrico/ })).toBeNull();
  });
});
