import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { Notifications } from '@/components/ui/notifications';
import { notificationsStore, notify, toast } from '@/stores/notifications';

afterEach(() => notificationsStore.reset());

describe('Notifications', () => {
  it('puts shell notices bottom-center and toasts top-right, animated at 300 ms', () => {
    render(<Notifications />);
    act(() => {
      notify('Solicitud guardada', 'success');
      toast('Ocurrió un error', { kind: 'error' });
    });
    const shell = screen.getByTestId('notifications-shell');
    const toasts = screen.getByTestId('notifications-toast');
    expect(shell).toHaveClass('notifications--shell');
    expect(within(shell).getByRole('status')).toHaveTextContent('Solicitud guardada');
    expect(within(toasts).getByRole('alert')).toHaveTextContent('Ocurrió un error');
    expect(within(toasts).getByRole('alert')).toHaveStyle({ animationDuration: '300ms' });
  });

  it('can be closed', async () => {
    render(<Notifications />);
    act(() => void notify('Hola'));
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByText('Hola')).toBeNull();
  });
});
