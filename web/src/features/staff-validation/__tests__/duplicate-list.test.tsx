import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { duplicates as t } from '@/copy/es';

import { DuplicateList } from '../components/duplicate-list';
import * as api from '../duplicates-api';

vi.mock('reactfire', () => {
  const auth = { currentUser: { getIdToken: () => Promise.resolve('tok') } };
  return {
    useAuth: () => auth,
    useSigninCheck: () => ({
      status: 'success',
      data: { signedIn: true, user: { uid: 'bp:2000000001' } },
    }),
  };
});

describe('DuplicateList', () => {
  it('shows the pending duplicate with its badge and allows it', async () => {
    const pending: api.DuplicateAttempt = {
      key: 'FUAR570402MVZNGS08_1000000002',
      curp: 'FUAR570402MVZNGS08',
      bpId: '1000000002',
      at: Date.UTC(2026, 10, 29, 12),
      others: [{ requestId: '-P1', status: 'quoter', label: 'Cotizador', branch: '', ageDays: 0 }],
    };
    const list = vi
      .spyOn(api, 'listDuplicates')
      .mockResolvedValueOnce([pending])
      .mockResolvedValueOnce([{ ...pending, allowedBy: 'bp:2000000001', allowedName: 'Gerente' }]);
    const allow = vi.spyOn(api, 'allowDuplicate').mockResolvedValue(pending);
    render(<DuplicateList />);
    expect(await screen.findByText(t.badge(1))).toBeInTheDocument();
    expect(
      screen.getByText(/Folio -P1 · Cotizador · Sin sucursal asignada · Iniciada hoy/),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.allow }));
    expect(allow).toHaveBeenCalledWith('tok', pending.key);
    expect(await screen.findByText(t.allowed('Gerente'))).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(2);
  });
});
