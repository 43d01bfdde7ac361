import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { cnca } from '@/copy/cnca';

import { CncaModal } from '../components/cnca-modal';
import type { CncaModalKind } from '../components/cnca-modal';

const renderModal = (kind: CncaModalKind, onClose = vi.fn()) =>
  render(
    <MemoryRouter>
      <CncaModal kind={kind} onClose={onClose} />
    </MemoryRouter>,
  );

describe('CncaModal', () => {
  it("shows docs/requirements.md §8's SIPRE error word for word and the way back to Mis solicitudes de baja", () => {
    renderModal('sipre');
    expect(screen.getByRole('dialog', { name: 'Baja en SIPRE' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/^algo salió mal\.\.\. intenta más tarde$/);
    expect(screen.getByRole('link', { name: 'Ir a Mis solicitudes de baja' })).toHaveAttribute(
      'href',
      '/cnca/solicitudes',
    );
  });

  it.each([
    ['bulletined', cnca.modals.bulletinTitle, cnca.modals.bulletinBody, false],
    ['uif', cnca.modals.uifTitle, cnca.modals.uifBody, false],
    ['noCredits', cnca.modals.noCreditsTitle, cnca.modals.noCreditsBody, false],
    ['biometric', cnca.modals.biometricTitle, cnca.modals.biometricBody, true],
  ] as const)('%s: its title and message', (kind, title, body, resumable) => {
    renderModal(kind);
    expect(screen.getByRole('dialog', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(body);
    expect(screen.queryByRole('link', { name: cnca.sipre.toRequests }) !== null).toBe(resumable);
  });

  it('closes with Aceptar', async () => {
    const onClose = vi.fn();
    renderModal('bulletined', onClose);
    await userEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
