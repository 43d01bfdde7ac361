import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { formatMXN } from '@/components/ui/money';
import { staff } from '@/copy/es';

import { RequestsTable } from '../components/requests-table';

describe('RequestsTable', () => {
  it('shows Spanish status labels, the client and the amount in MXN', () => {
    render(
      <RequestsTable
        caption="Solicitudes"
        requests={[
          {
            id: '-Nabc',
            status: 'fileValidation',
            currentPromoterBpId: '1000000001',
            curp: 'GODE561231MDFMZM01',
            client: { names: 'Emma', firstLastName: 'Gómez', secondLastName: 'Díaz' },
            offer: { quoter: { amount: 50000, agreement: { branch: { branchID: 'SUC-0101' } } } },
          },
          { id: '-Ndef', status: 'quoter', currentPromoterBpId: '1000000001' },
        ]}
      />,
    );
    const first = screen.getByRole('row', { name: /-Nabc/ });
    expect(within(first).getByText('Validación de documentos')).toBeInTheDocument();
    expect(within(first).getByText('Emma Gómez Díaz')).toBeInTheDocument();
    expect(within(first).getByText(formatMXN(50000))).toBeInTheDocument();
    expect(
      within(screen.getByRole('row', { name: /-Ndef/ })).getByText('En captura'),
    ).toBeInTheDocument();
  });

  it('says so when the list is empty', () => {
    render(<RequestsTable caption="Solicitudes" requests={[]} />);
    expect(screen.getByRole('status')).toHaveTextContent(staff.lists.empty);
  });
});
