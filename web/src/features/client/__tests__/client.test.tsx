import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { client as t } from '@/copy/client';
import type { CustomerSearchResult } from '@/entities/quote/quotation';

import { resultLabel } from '../components/biometric-folio';
import { ClientData, Eligibility } from '../components/client-data';
import { queryKey } from '../components/positive-search';

const result: CustomerSearchResult = {
  customer: {
    bpId: '3000000003',
    curp: 'HECJ600305HPLRRS04',
    rfc: 'HECJ600305M27',
    nss: '03856034560',
    firstName: 'José',
    lastName: 'Hernández',
    secondLastName: 'Cruz',
    birthDate: '1960-03-05',
    gender: 'H',
    phone: '5512345603',
    email: 'jose@correo.test',
    clabe: '',
    pensioner: true,
  },
  uif: false,
  bulletined: true,
  cncaEligible: false,
  credits: [
    {
      creditId: 'CR-1',
      lender: 'Otro Banco',
      product: 'Nómina',
      balance: 12000,
      payment: 900,
      remainingTerms: 10,
      internal: false,
      settleable: true,
    },
  ],
};

describe('the client screens (docs/routes.md)', () => {
  it.each([
    ['?curp=hecj600305hplrrs04', { by: 'curp', value: 'HECJ600305HPLRRS04' }],
    ['?rfc=hecj600305m27', { by: 'rfc', value: 'HECJ600305M27' }],
    ['?nss=03856034560', { by: 'nss', value: '03856034560' }],
    ['?curp=&nss=03856034560', { by: 'nss', value: '03856034560' }],
    ['', null],
  ])('búsqueda positiva reads %s', (qs, want) => {
    expect(queryKey(new URLSearchParams(qs))).toEqual(want);
  });

  it('shows the client, its credits and its eligibility', () => {
    render(
      <>
        <Eligibility result={result} />
        <ClientData result={result} />
      </>,
    );
    expect(screen.getByText('José Hernández Cruz')).toBeInTheDocument();
    expect(screen.getByTestId('client-bulletin')).toHaveTextContent(t.positive.yes);
    expect(screen.getByTestId('client-uif')).toHaveTextContent(t.positive.no);
    const table = screen.getByRole('table', { name: t.credits.caption });
    expect(within(table).getByText('Otro Banco')).toBeInTheDocument();
    expect(within(table).getByText(t.credits.external)).toBeInTheDocument();
  });

  it.each([
    ['ACEPTADO', 'Aceptado'],
    ['RECHAZADO', 'Rechazado'],
    ['PENDIENTE', 'Pendiente de revisión'],
    ['OTRO', 'OTRO'],
  ])('a biometric result %s reads %s', (status, label) => {
    expect(resultLabel(status)).toBe(label);
  });
});
