import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import AppFrameLayout from '@/app/routes/app-frame-layout';
import { branchLabel } from '@/entities/branch/branch-label';
import { sessionStore } from '@/stores/session';

afterEach(() => sessionStore.reset());

describe('branchLabel: the branch type code in Spanish', () => {
  it.each([
    [
      { branchID: 'SUC-0101', name: 'Sucursal Centro CDMX', branchType: 'OFFICE_TO' },
      'Sucursal Centro CDMX (SUC-0101, Oficina)',
    ],
    [
      { branchID: 'SUC-0202', name: 'Módulo Móvil Puebla', branchType: 'MOVIL' },
      'Módulo Móvil Puebla (SUC-0202, Módulo móvil)',
    ],
    [{ branchID: 'SUC-0203', branchType: 'ZFISCAL' }, 'SUC-0203, Zona fiscal'],
    [
      { branchID: 'SUC-0401', name: 'Sucursal Mérida', branchType: 'XXDEFAULT' },
      'Sucursal Mérida (SUC-0401, Sin tipo asignado)',
    ],
    [{ branchID: 'SUC-9', name: 'Otra', branchType: 'RARA' }, 'Otra (SUC-9)'],
    [{ branchID: 'SUC-9' }, 'SUC-9'],
  ])('%j → %s', (branch, want) => {
    expect(branchLabel(branch)).toBe(want);
  });

  it('is how the app frame lists the session branches', () => {
    sessionStore.set({
      username: 'promotor1',
      role: 'Promotor',
      branches: [
        { branchID: 'SUC-0101', name: 'Sucursal Centro CDMX', branchType: 'OFFICE_TO' },
        { branchID: 'SUC-0203', name: 'Zona Fiscal Monterrey', branchType: 'ZFISCAL' },
      ],
    });
    render(
      <MemoryRouter>
        <AppFrameLayout />
      </MemoryRouter>,
    );
    expect(
      screen.getByText(
        'Sucursal Centro CDMX (SUC-0101, Oficina), Zona Fiscal Monterrey (SUC-0203, Zona fiscal)',
        { exact: false },
      ),
    ).toBeInTheDocument();
  });
});
