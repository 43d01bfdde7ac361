import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { AppFrame } from '@/components/layouts/app-frame';
import { StepFrame } from '@/components/layouts/step-frame';
import { es } from '@/copy/es';

describe('AppFrame', () => {
  const user = {
    name: 'Gerardo Ríos Castillo',
    role: 'Gerente',
    branches: ['SUC-0101', 'SUC-0202'],
  };

  it("shows the user's name, role and branches, the way home, and logs out", async () => {
    const onLogout = vi.fn();
    render(
      <MemoryRouter>
        <AppFrame user={user} onLogout={onLogout}>
          <h1>Validación de documentos</h1>
        </AppFrame>
      </MemoryRouter>,
    );
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('Gerardo Ríos Castillo')).toBeInTheDocument();
    expect(within(banner).getByText('Gerente')).toBeInTheDocument();
    expect(within(banner).getByText('SUC-0101, SUC-0202')).toBeInTheDocument();
    const nav = within(banner).getByRole('navigation', { name: es.frame.nav });
    expect(within(nav).getByRole('link', { name: es.frame.home })).toHaveAttribute('href', '/home');
    expect(screen.getByRole('heading', { name: 'Validación de documentos' })).toBeInTheDocument();
    await userEvent.click(within(banner).getByRole('button', { name: es.home.logout }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('says when the user has no branch', () => {
    render(
      <MemoryRouter>
        <AppFrame user={{ ...user, branches: [] }} onLogout={() => {}} />
      </MemoryRouter>,
    );
    expect(screen.getByText(es.frame.noBranch)).toBeInTheDocument();
  });
});

describe('StepFrame', () => {
  it('shows "Paso X de Y" once, in the heading and the document title', () => {
    render(
      <StepFrame
        prefix="cl"
        brand="Tu solicitud de crédito"
        title="Resumen"
        step={{ x: 2, y: 5 }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Paso 2 de 5: Resumen');
    expect(screen.getAllByText(/Paso 2 de 5/)).toHaveLength(1);
    expect(document.title).toBe('Paso 2 de 5: Resumen');
    expect(screen.getByRole('banner')).toHaveTextContent('Tu solicitud de crédito');
  });

  it('has no step outside the flow', () => {
    render(
      <StepFrame prefix="vc" brand="Tu solicitud de crédito" title="Confirmación" step={null} />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Confirmación$/);
    expect(screen.queryByText(/Paso/)).toBeNull();
  });
});
