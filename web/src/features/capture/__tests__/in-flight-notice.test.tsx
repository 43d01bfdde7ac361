import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { duplicates } from '@/copy/es';

import { foliosInFlight } from '../api/in-flight';
import { InFlightNotice } from '../components/in-flight-notice';

// One Auth object, as reactfire gives: the notice asks again only when it changes.
const auth = { currentUser: { getIdToken: () => Promise.resolve('tok') } };
vi.mock('reactfire', () => ({
  useAuth: () => auth,
  useSigninCheck: () => ({ status: 'success', data: { signedIn: true, user: { uid: 'bp:1' } } }),
}));
vi.mock('../api/in-flight', async (original) => ({
  ...(await original<object>()),
  foliosInFlight: vi.fn(),
}));

const asked = vi.mocked(foliosInFlight);

describe('InFlightNotice (docs/adr/0055-folio-creation-cleared-by-the-functions.md)', () => {
  it("shows each folio in flight with its id, status, branch and age, and the client's CURP asked", async () => {
    asked.mockResolvedValueOnce([
      {
        requestId: 'R-1',
        status: 'quoterResult',
        label: 'Resultado',
        branch: 'SUC-0101',
        ageDays: 2,
      },
      { requestId: 'R-2', status: 'quoter', label: 'Cotizador', branch: '', ageDays: 0 },
    ]);
    render(<InFlightNotice curp="GODE561231MDFMZM01" />);
    const notice = await screen.findByRole('region', { name: duplicates.inFlightTitle });
    const [first, second] = within(notice).getAllByRole('listitem');
    expect(first).toHaveTextContent(
      'Folio R-1 · Estatus: Resultado · Sucursal: SUC-0101 · Iniciada hace 2 días',
    );
    expect(second).toHaveTextContent(
      'Folio R-2 · Estatus: Cotizador · Sucursal: Sin sucursal asignada · Iniciada hoy',
    );
    expect(asked).toHaveBeenCalledWith('tok', 'GODE561231MDFMZM01');
  });

  it('shows nothing for a client without folios in flight (control)', async () => {
    asked.mockResolvedValueOnce([]);
    const { container } = render(<InFlightNotice curp="GODE561231MDFMZM01" />);
    await vi.waitFor(() => expect(asked).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
  });
});
