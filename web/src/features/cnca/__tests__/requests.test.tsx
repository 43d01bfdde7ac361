import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { CncaProcess } from '../components/cnca-process';

describe('CncaProcess (Mis solicitudes de baja)', () => {
  it('lists the whole process in order with the current stage marked', () => {
    render(<CncaProcess folio="CNCA-F1" cnca={{ code: 'E0006', linkedRequest: 'F1-S' }} />);
    const list = screen.getByRole('list', { name: 'Proceso CNCA-F1' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Validación biométrica (completado)',
      'Baja en SIPRE (completado)',
      'Solicitud de crédito (en curso)',
      'Vinculada a solicitud (pendiente)',
    ]);
    expect(items[2]).toHaveAttribute('aria-current', 'step');
  });

  it('shows where a cancelled folio stopped', () => {
    render(<CncaProcess folio="CNCA-F2" cnca={{ code: 'E0009', creditIds: ['C1'] }} />);
    expect(screen.getByText(/Baja en SIPRE/)).toHaveTextContent('Baja en SIPRE (detenido)');
  });
});
