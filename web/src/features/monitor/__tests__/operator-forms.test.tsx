import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { monitor as t } from '@/copy/monitor';

import type { MonitorEntry } from '../api/types';
import { DocumentsList } from '../components/documents-screen';
import { UpdateForm } from '../components/update-form';

describe('UpdateForm', () => {
  it('submitted empty asks for the key and the status', async () => {
    const onSubmit = vi.fn();
    render(<UpdateForm from="errorSentCOX" targets={['sentCOX']} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: t.update.submit }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([
      t.update.keyRequired,
      t.update.statusRequired,
    ]);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the named key, an allowed repair by its name and the reason', async () => {
    const onSubmit = vi.fn();
    render(<UpdateForm from="errorSentCOX" targets={['sentCOX']} onSubmit={onSubmit} />);
    expect(screen.getByText(t.update.keyHint)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(t.update.key), 'ana.clave');
    await userEvent.selectOptions(
      screen.getByLabelText(t.update.status),
      'Reenviar a COX: pasa a Enviada a COX',
    );
    await userEvent.type(screen.getByLabelText(t.update.reason), 'Revisado');
    await userEvent.click(screen.getByRole('button', { name: t.update.submit }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      key: 'ana.clave',
      status: 'sentCOX',
      reason: 'Revisado',
    });
  });

  it('says when no correction is allowed', () => {
    render(<UpdateForm from="validation" targets={[]} onSubmit={vi.fn()} />);
    expect(screen.getByText(t.update.none)).toBeInTheDocument();
  });
});

describe('DocumentsList', () => {
  const entry: MonitorEntry = {
    id: 'F1',
    status: 'fileValidation',
    label: 'Validación de documentos',
    enteredStatusAt: 1,
    documents: {
      ineFront: { status: 'uploaded', fileType: 'JPG', hasFile: true },
      ineBack: { status: 'pending', hasFile: false },
    },
  };

  it('lists statuses and shows an image only after the key', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('La clave de operador es incorrecta.'))
      .mockResolvedValueOnce('data:image/jpeg;base64,AAAA');
    render(<DocumentsList entry={entry} load={load} />);
    expect(screen.getByText(t.documents.noFile)).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    const show = screen.getByRole('button', { name: t.documents.show });
    await userEvent.click(show);
    expect(await screen.findByRole('alert')).toHaveTextContent(t.documents.keyRequired);
    expect(load).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText(t.documents.key), 'mala');
    await userEvent.click(show);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La clave de operador es incorrecta.',
    );
    await userEvent.clear(screen.getByLabelText(t.documents.key));
    await userEvent.type(screen.getByLabelText(t.documents.key), 'buena');
    await userEvent.click(show);
    const img = await screen.findByRole('img', { name: t.documents.imageAlt('INE (frente)') });
    expect(img).toHaveAttribute('src', 'data:image/jpeg;base64,AAAA');
    expect(load.mock.calls.map((c) => c.slice(0, 2))).toEqual([
      ['ineFront', 'mala'],
      ['ineFront', 'buena'],
    ]);
  });
});
