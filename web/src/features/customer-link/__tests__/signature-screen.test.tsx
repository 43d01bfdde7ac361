import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Auth } from 'firebase/auth';
import type { Database } from 'firebase/database';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { customer as t } from '@/copy/es';
import { fakeCanvas, fakeJpegBlobs, penStroke } from '@/testing/canvas';

import { moveStatus, saveCustomerStep } from '../api/folio';
import type { CustomerFolio } from '../api/folio';
import { uploadDocument } from '../api/gateway';
import { CustomerLinkContext } from '../hooks/use-customer-link';
import type { CustomerLinkValue } from '../hooks/use-customer-link';
import { SIGNATURE_FLOW } from '../model/steps';
import { SignatureScreen } from '../screens/signature-screen';

vi.mock('../api/folio', () => ({
  moveStatus: vi.fn(async () => undefined),
  saveCustomerStep: vi.fn(async () => undefined),
}));
vi.mock('../api/gateway', () => ({
  uploadDocument: vi.fn(async () => ({ documentId: 'DOC-9', fileName: 'firma.jpg' })),
}));

const db = {} as Database;

function renderScreen(folio: CustomerFolio) {
  const value: CustomerLinkValue = {
    uuid: 'u-1',
    requestId: 'req-1',
    live: true,
    uid: 'link:u-1',
    folio,
    db,
    auth: {} as Auth,
    flow: SIGNATURE_FLOW,
    ack: vi.fn(),
    pathOf: (r) => `/folio/u-1/${r}`,
    derived: 'customerSignature',
  };
  render(
    <CustomerLinkContext.Provider value={value}>
      <SignatureScreen />
    </CustomerLinkContext.Provider>,
  );
}

beforeEach(() => {
  fakeCanvas();
  fakeJpegBlobs();
  vi.mocked(moveStatus).mockClear();
  vi.mocked(saveCustomerStep).mockClear();
  vi.mocked(uploadDocument).mockClear();
});

describe('SignatureScreen', () => {
  it('refuses an empty pad', async () => {
    renderScreen({ status: 'waitingSignature', folioIt: 'F-1' });
    await userEvent.click(screen.getByRole('button', { name: t.signature.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t.signature.empty);
    expect(uploadDocument).not.toHaveBeenCalled();
  });

  it('uploads the JPEG, saves customerSteps/signature, then moves to signature', async () => {
    renderScreen({ status: 'waitingSignature', folioIt: 'F-1' });
    const pad = screen.getByRole('img', { name: t.signature.pad });
    penStroke(pad);
    await userEvent.click(screen.getByRole('button', { name: t.signature.save }));
    await waitFor(() =>
      expect(moveStatus).toHaveBeenCalledWith(db, 'req-1', 'link:u-1', 'signature'),
    );
    expect(uploadDocument).toHaveBeenCalledWith(
      expect.objectContaining({ folio: 'F-1', documentType: 'signature', fileName: 'firma.jpg' }),
    );
    expect(saveCustomerStep).toHaveBeenCalledWith(db, 'req-1', 'signature', { gatewayId: 'DOC-9' });
    const order = (fn: unknown) => vi.mocked(fn as () => void).mock.invocationCallOrder[0]!;
    expect(order(uploadDocument)).toBeLessThan(order(saveCustomerStep));
    expect(order(saveCustomerStep)).toBeLessThan(order(moveStatus));
  });

  it('finishes a save interrupted before the status moved', async () => {
    renderScreen({ status: 'waitingSignature', customerSteps: { signature: { done: true } } });
    await waitFor(() =>
      expect(moveStatus).toHaveBeenCalledWith(db, 'req-1', 'link:u-1', 'signature'),
    );
  });

  it('declining asks first, then moves to rejectionSignature', async () => {
    renderScreen({ status: 'waitingSignature' });
    await userEvent.click(screen.getByRole('button', { name: t.signature.decline }));
    expect(screen.getByRole('alertdialog', { name: t.signature.declineTitle })).toBeInTheDocument();
    expect(moveStatus).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: t.signature.declineConfirm }));
    expect(moveStatus).toHaveBeenCalledWith(db, 'req-1', 'link:u-1', 'rejectionSignature');
  });
});
