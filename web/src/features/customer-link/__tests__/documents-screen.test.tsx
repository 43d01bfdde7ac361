import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Auth } from 'firebase/auth';
import type { Database } from 'firebase/database';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { customer as t } from '@/copy/es';

import { moveStatus } from '../api/folio';
import type { CustomerFolio } from '../api/folio';
import { uploadDocument } from '../api/gateway';
import { CustomerLinkContext } from '../hooks/use-customer-link';
import { DOCUMENTS_FLOW } from '../model/steps';
import { DocumentsScreen } from '../screens/documents-screen';

vi.mock('../api/folio', async (original) => ({
  ...(await original<object>()),
  moveStatus: vi.fn(async () => undefined),
}));
vi.mock('../api/gateway', () => ({
  uploadDocument: vi.fn(async (i: { side: string }) => ({
    documentId: `DOC-${i.side}`,
    fileName: 'x.jpg',
  })),
}));

const db = {} as Database;

// The module mocks keep their calls across tests: each test counts only its own.
beforeEach(() => {
  vi.mocked(moveStatus).mockClear();
  vi.mocked(uploadDocument).mockClear();
});

function renderScreen(folio: CustomerFolio) {
  render(
    <CustomerLinkContext.Provider
      value={{
        uuid: 'u-5',
        requestId: 'req-5',
        live: true,
        uid: 'link:u-5',
        folio,
        db,
        auth: {} as Auth,
        flow: DOCUMENTS_FLOW,
        ack: vi.fn(),
        pathOf: (r) => r,
        derived: 'customerDocuments',
      }}
    >
      <DocumentsScreen />
    </CustomerLinkContext.Provider>,
  );
}

describe('DocumentsScreen (reprocessing)', () => {
  it('documentsReprocessing → uploadingDocuments → uploads → fileValidation with both sides', async () => {
    renderScreen({ status: 'documentsReprocessing', folioIt: 'F-5' });
    const front = new File(['a'], 'frente.jpg', { type: 'image/jpeg' });
    const back = new File(['b'], 'reverso.JPEG', { type: 'image/jpeg' });
    await userEvent.upload(screen.getByLabelText(t.documents.front), front);
    await userEvent.upload(screen.getByLabelText(t.documents.back), back);
    await userEvent.click(screen.getByRole('button', { name: t.documents.send }));
    await waitFor(() => expect(moveStatus).toHaveBeenCalledTimes(2));
    const calls = vi.mocked(moveStatus).mock.calls;
    expect(calls[0]).toEqual([db, 'req-5', 'link:u-5', 'uploadingDocuments']);
    expect(calls[1]!.slice(0, 4)).toEqual([db, 'req-5', 'link:u-5', 'fileValidation']);
    const extra = calls[1]![4] as Record<string, Record<string, unknown>>;
    expect(extra['documents/ineFront']).toMatchObject({
      status: 'uploaded',
      gatewayId: 'DOC-front',
      fileName: 'frente.jpg',
      fileType: 'JPG',
    });
    expect(extra['documents/ineBack']).toMatchObject({ gatewayId: 'DOC-back', fileType: 'JPEG' });
    expect(uploadDocument).toHaveBeenCalledWith(
      expect.objectContaining({ folio: 'F-5', documentType: 'ine', side: 'front', file: front }),
    );
  });

  it('a failed upload shows the message and leaves the status in uploadingDocuments', async () => {
    vi.mocked(uploadDocument).mockRejectedValueOnce(new Error('boom'));
    renderScreen({ status: 'uploadingDocuments' });
    await userEvent.upload(
      screen.getByLabelText(t.documents.front),
      new File(['a'], 'f.jpg', { type: 'image/jpeg' }),
    );
    await userEvent.upload(
      screen.getByLabelText(t.documents.back),
      new File(['b'], 'b.jpg', { type: 'image/jpeg' }),
    );
    await userEvent.click(screen.getByRole('button', { name: t.documents.send }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t.link.noAccess);
    expect(moveStatus).not.toHaveBeenCalled();
  });
});

describe('DocumentsScreen, what to correct', () => {
  it('shows the reason staff gave with action 5', () => {
    renderScreen({
      status: 'documentsReprocessing',
      statusReason: 'La foto del reverso está borrosa',
    });
    expect(screen.getByRole('note')).toHaveTextContent(
      `${t.documents.reason} La foto del reverso está borrosa`,
    );
  });
  it('shows no note without a reason', () => {
    renderScreen({ status: 'documentsReprocessing', statusReason: '  ' });
    expect(screen.queryByRole('note')).toBeNull();
  });
});
