import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Auth } from 'firebase/auth';
import type { Database } from 'firebase/database';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { customer as t } from '@/copy/es';
import { ApiError } from '@/lib/http';
import { fakeCanvas, fakeJpegBlobs, penStroke } from '@/testing/canvas';

import { moveStatus } from '../api/folio';
import type { CustomerFolio } from '../api/folio';
import { uploadEvidence } from '../api/gateway';
import { CustomerLinkContext } from '../hooks/use-customer-link';
import type { CustomerLinkValue } from '../hooks/use-customer-link';
import { SIGNATURE_FLOW } from '../model/steps';
import { SignatureScreen } from '../screens/signature-screen';

vi.mock('../api/folio', () => ({
  moveStatus: vi.fn(async () => undefined),
}));
vi.mock('../api/gateway', () => ({
  uploadEvidence: vi.fn(async () => ({
    kind: 'signature',
    documentId: 'DOC-9',
    sha256: 'ab'.repeat(32),
    size: 4,
  })),
}));

const db = {} as Database;
const auth = {} as Auth;

function renderScreen(folio: CustomerFolio) {
  const value: CustomerLinkValue = {
    uuid: 'u-1',
    requestId: 'req-1',
    live: true,
    uid: 'link:u-1',
    folio,
    db,
    auth,
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
  vi.mocked(uploadEvidence).mockClear();
});

describe('SignatureScreen', () => {
  it('refuses an empty pad', async () => {
    renderScreen({ status: 'waitingSignature', folioIt: 'F-1' });
    await userEvent.click(screen.getByRole('button', { name: t.signature.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t.signature.empty);
    expect(uploadEvidence).not.toHaveBeenCalled();
  });

  it('uploads the JPEG under the request id, waits for the functions to register it, then signs', async () => {
    renderScreen({ status: 'waitingSignature', folioIt: 'F-1' });
    const pad = screen.getByRole('img', { name: t.signature.pad });
    penStroke(pad);
    await userEvent.click(screen.getByRole('button', { name: t.signature.save }));
    await waitFor(() =>
      expect(moveStatus).toHaveBeenCalledWith(db, 'req-1', 'link:u-1', 'signature'),
    );
    // Filed under the request id, never folioIt; the functions write customerSteps/signature.
    expect(uploadEvidence).toHaveBeenCalledWith(
      auth,
      'req-1',
      expect.objectContaining({
        kind: 'signature',
        documentType: 'signature',
        fileName: 'firma.jpg',
      }),
    );
    const order = (fn: unknown) => vi.mocked(fn as () => void).mock.invocationCallOrder[0]!;
    expect(order(uploadEvidence)).toBeLessThan(order(moveStatus));
  });

  it("a refused registration shows the functions' Spanish message and does not sign", async () => {
    const refused =
      'El documento no corresponde a esta solicitud. Vuelve a tomar la foto y envíala de nuevo.';
    vi.mocked(uploadEvidence).mockRejectedValueOnce(
      new ApiError(refused, 'EVIDENCE_NOT_THIS_FOLIO', 409),
    );
    renderScreen({ status: 'waitingSignature' });
    penStroke(screen.getByRole('img', { name: t.signature.pad }));
    await userEvent.click(screen.getByRole('button', { name: t.signature.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refused);
    expect(moveStatus).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: t.signature.save })).toBeEnabled();
  });

  it('a refusal without a message shows the copy for it', async () => {
    vi.mocked(uploadEvidence).mockRejectedValueOnce(
      new ApiError(t.evidence.refused, undefined, 500),
    );
    renderScreen({ status: 'waitingSignature' });
    penStroke(screen.getByRole('img', { name: t.signature.pad }));
    await userEvent.click(screen.getByRole('button', { name: t.signature.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t.evidence.refused);
    expect(moveStatus).not.toHaveBeenCalled();
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
