/** The life test and the biometric selfie: each photo is registered before the folio moves on. */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Auth } from 'firebase/auth';
import type { Database } from 'firebase/database';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { customer as t } from '@/copy/es';
import { ApiError } from '@/lib/http';

import { moveStatus } from '../api/folio';
import { uploadEvidence } from '../api/gateway';
import { CustomerLinkContext } from '../hooks/use-customer-link';
import type { CustomerLinkValue } from '../hooks/use-customer-link';
import { BIOMETRIC_FLOW } from '../model/steps';
import { BiometricScreen } from '../screens/biometric-screen';
import { LifeTestScreen } from '../screens/life-test-screen';

vi.mock('../api/folio', () => ({ moveStatus: vi.fn(async () => undefined) }));
vi.mock('../api/gateway', () => ({
  uploadEvidence: vi.fn(async (_a: unknown, _r: string, i: { kind: string }) => ({
    kind: i.kind,
    documentId: 'DOC-1',
    sha256: 'ab'.repeat(32),
    size: 1,
  })),
}));

const db = {} as Database;
const auth = {} as Auth;
const refused =
  'El documento no corresponde a esta solicitud. Vuelve a tomar la foto y envíala de nuevo.';

function renderScreen(node: ReactNode) {
  const value: CustomerLinkValue = {
    uuid: 'u-1',
    requestId: 'req-1',
    live: true,
    uid: 'link:u-1',
    folio: { status: 'waitingProcessCustomer', folioIt: 'IT-OTRO' },
    db,
    auth,
    flow: BIOMETRIC_FLOW,
    ack: vi.fn(),
    pathOf: (r) => `/folio/u-1/${r}`,
    derived: 'biometricValidation',
  };
  render(<CustomerLinkContext.Provider value={value}>{node}</CustomerLinkContext.Provider>);
}

async function choosePhoto() {
  await userEvent.upload(
    screen.getByLabelText(t.capture.fileLabel),
    new File(['jpeg'], 'cara.jpg', { type: 'image/jpeg' }),
  );
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:foto');
  URL.revokeObjectURL = vi.fn();
  vi.mocked(moveStatus).mockClear();
  vi.mocked(uploadEvidence).mockClear();
});

describe('LifeTestScreen', () => {
  it('uploads under the request id and lets the functions mark the step done', async () => {
    renderScreen(<LifeTestScreen />);
    await choosePhoto();
    await userEvent.click(screen.getByRole('button', { name: t.lifeTest.send }));
    await waitFor(() =>
      expect(uploadEvidence).toHaveBeenCalledWith(
        auth,
        'req-1',
        expect.objectContaining({ kind: 'lifeTest', documentType: 'lifeTest' }),
      ),
    );
    expect(moveStatus).not.toHaveBeenCalled();
  });

  it('a refused registration shows its Spanish message', async () => {
    vi.mocked(uploadEvidence).mockRejectedValueOnce(
      new ApiError(refused, 'EVIDENCE_NOT_THIS_FOLIO', 409),
    );
    renderScreen(<LifeTestScreen />);
    await choosePhoto();
    await userEvent.click(screen.getByRole('button', { name: t.lifeTest.send }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refused);
    expect(screen.getByRole('button', { name: t.lifeTest.send })).toBeEnabled();
  });
});

describe('BiometricScreen', () => {
  it('registers the selfie, then moves to bioprocess', async () => {
    renderScreen(<BiometricScreen />);
    await choosePhoto();
    await userEvent.click(screen.getByRole('button', { name: t.biometric.send }));
    await waitFor(() =>
      expect(moveStatus).toHaveBeenCalledWith(db, 'req-1', 'link:u-1', 'bioprocess'),
    );
    expect(uploadEvidence).toHaveBeenCalledWith(
      auth,
      'req-1',
      expect.objectContaining({ kind: 'selfie', documentType: 'selfie' }),
    );
    const order = (fn: unknown) => vi.mocked(fn as () => void).mock.invocationCallOrder[0]!;
    expect(order(uploadEvidence)).toBeLessThan(order(moveStatus));
  });

  it('a refused registration asks to resend, with the message, and does not move', async () => {
    vi.mocked(uploadEvidence).mockRejectedValueOnce(new ApiError(refused, 'EVIDENCE_CLAIMED', 409));
    renderScreen(<BiometricScreen />);
    await choosePhoto();
    await userEvent.click(screen.getByRole('button', { name: t.biometric.send }));
    const dialog = await screen.findByRole('alertdialog', { name: t.biometric.failedTitle });
    expect(dialog).toHaveTextContent(refused);
    expect(moveStatus).not.toHaveBeenCalled();
  });
});
