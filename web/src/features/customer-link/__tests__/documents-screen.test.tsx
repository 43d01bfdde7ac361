import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Auth } from 'firebase/auth';
import type { Database } from 'firebase/database';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { corrections, customer as t } from '@/copy/es';
import { ApiError } from '@/lib/http';

import { moveStatus } from '../api/folio';
import type { CustomerFolio } from '../api/folio';
import { uploadEvidence } from '../api/gateway';
import { CustomerLinkContext } from '../hooks/use-customer-link';
import { DOCUMENTS_FLOW } from '../model/steps';
import { DocumentsScreen } from '../screens/documents-screen';

vi.mock('../api/folio', async (original) => ({
  ...(await original<object>()),
  moveStatus: vi.fn(async () => undefined),
}));
vi.mock('../api/gateway', () => ({
  uploadEvidence: vi.fn(async (_a: unknown, _r: string, i: { kind: string; side: string }) => ({
    kind: i.kind,
    documentId: `DOC-${i.side}`,
    sha256: 'ab'.repeat(32),
    size: 1,
  })),
}));

const db = {} as Database;
const auth = {} as Auth;

// The module mocks keep their calls across tests: each test counts only its own.
beforeEach(() => {
  vi.mocked(moveStatus).mockClear();
  vi.mocked(uploadEvidence).mockClear();
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
        auth,
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
  it('documentsReprocessing → uploadingDocuments → both sides registered → fileValidation', async () => {
    renderScreen({ status: 'documentsReprocessing', folioIt: 'F-5' });
    const front = new File(['a'], 'frente.jpg', { type: 'image/jpeg' });
    const back = new File(['b'], 'reverso.JPEG', { type: 'image/jpeg' });
    await userEvent.upload(screen.getByLabelText(t.documents.front), front);
    await userEvent.upload(screen.getByLabelText(t.documents.back), back);
    await userEvent.click(screen.getByRole('button', { name: t.documents.send }));
    await waitFor(() => expect(moveStatus).toHaveBeenCalledTimes(2));
    const calls = vi.mocked(moveStatus).mock.calls;
    expect(calls[0]).toEqual([db, 'req-5', 'link:u-5', 'uploadingDocuments']);
    // The customer writes only the status: the functions wrote documents/* on registering.
    expect(calls[1]).toEqual([db, 'req-5', 'link:u-5', 'fileValidation']);
    // Filed under the request id, never the promoter-written folioIt.
    expect(uploadEvidence).toHaveBeenCalledWith(
      auth,
      'req-5',
      expect.objectContaining({
        kind: 'ineFront',
        documentType: 'ine',
        side: 'front',
        file: front,
      }),
    );
    expect(uploadEvidence).toHaveBeenCalledWith(
      auth,
      'req-5',
      expect.objectContaining({ kind: 'ineBack', documentType: 'ine', side: 'back', file: back }),
    );
    const order = vi.mocked(moveStatus).mock.invocationCallOrder[1]!;
    for (const o of vi.mocked(uploadEvidence).mock.invocationCallOrder)
      expect(o).toBeLessThan(order);
  });

  it("a refused registration shows the functions' message and stays in uploadingDocuments", async () => {
    const refused =
      'El documento ya está registrado en otra solicitud. Vuelve a tomar la foto y envíala de nuevo.';
    vi.mocked(uploadEvidence).mockRejectedValueOnce(new ApiError(refused, 'EVIDENCE_CLAIMED', 409));
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
    expect(await screen.findByRole('alert')).toHaveTextContent(refused);
    expect(moveStatus).not.toHaveBeenCalled();
  });

  it('a failed upload shows the message and leaves the status in uploadingDocuments', async () => {
    vi.mocked(uploadEvidence).mockRejectedValueOnce(new Error('boom'));
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

describe('DocumentsScreen (a correction open for the customer)', () => {
  const clabe = (over: Partial<NonNullable<CustomerFolio['correction']>> = {}): CustomerFolio => ({
    status: 'documentsReprocessing',
    deposit: { paymentMethod: 6, clabe: '032180000118359719', bankCode: '032' },
    client: { phone: '5512345678' },
    correction: {
      open: true,
      writer: 'customer',
      reason: 'CLABE',
      items: { clabe: 'requested' },
      ...over,
    },
  });

  it('shows exactly the named items, prefilled, and sends them with the move, then back to review', async () => {
    renderScreen(clabe());
    // The data step's form is its own chunk, loaded when a correction asks for data.
    expect(await screen.findByLabelText(corrections.form.fields['deposit/clabe']!)).toHaveValue(
      '032180000118359719',
    );
    expect(
      screen.queryByLabelText(corrections.form.fields['client/phone']!),
    ).not.toBeInTheDocument();
    expect(screen.queryByLabelText(t.documents.front)).not.toBeInTheDocument();
    const input = screen.getByLabelText(corrections.form.fields['deposit/clabe']!);
    await userEvent.clear(input);
    await userEvent.type(input, '012180001234567891');
    await userEvent.click(screen.getByRole('button', { name: corrections.form.send }));
    expect(await screen.findByRole('alert')).toBeInTheDocument(); // a wrong check digit
    expect(moveStatus).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, '012180001234567899');
    await userEvent.click(screen.getByRole('button', { name: corrections.form.send }));
    await waitFor(() => expect(moveStatus).toHaveBeenCalledTimes(2));
    const calls = vi.mocked(moveStatus).mock.calls;
    expect(calls[0]).toEqual([
      db,
      'req-5',
      'link:u-5',
      'uploadingDocuments',
      expect.objectContaining({ 'deposit/clabe': '012180001234567899', 'deposit/bankCode': '032' }),
    ]);
    expect(Object.keys(calls[0]![4]!).every((p) => p.startsWith('deposit/'))).toBe(true);
    expect(calls[1]).toEqual([db, 'req-5', 'link:u-5', 'fileValidation']);
  });

  it('with annexes asked, the official ID follows the data', async () => {
    renderScreen(clabe({ annexes: { ineFront: 'requested' } }));
    await userEvent.click(await screen.findByRole('button', { name: corrections.form.send }));
    expect(await screen.findByLabelText(t.documents.front)).toBeInTheDocument();
    expect(moveStatus).toHaveBeenCalledTimes(1);
  });

  it('an otros annex asked alone: only its upload, no official ID, sent once it is filed', async () => {
    renderScreen(clabe({ items: undefined, annexes: { otros: 'requested' } }));
    expect(screen.queryByLabelText(t.documents.front)).not.toBeInTheDocument();
    const kinds = [...document.querySelectorAll('[data-annex]')].map((e) =>
      e.getAttribute('data-annex'),
    );
    expect(kinds).toEqual(['otros']);
    expect(screen.getByRole('button', { name: corrections.form.annexesDone })).toBeDisabled();
  });

  it('the asked annex filed (corrected): the customer sends the folio back to review', async () => {
    renderScreen(clabe({ items: undefined, annexes: { otros: 'corrected' } }));
    await userEvent.click(screen.getByRole('button', { name: corrections.form.annexesDone }));
    await waitFor(() => expect(moveStatus).toHaveBeenCalledTimes(2));
    expect(vi.mocked(moveStatus).mock.calls.map((c) => c[3])).toEqual([
      'uploadingDocuments',
      'fileValidation',
    ]);
  });

  it('one INE side asked: only that side is registered', async () => {
    renderScreen(clabe({ items: undefined, annexes: { ineBack: 'requested' } }));
    const jpg = (n: string) => new File(['x'], n, { type: 'image/jpeg' });
    await userEvent.upload(screen.getByLabelText(t.documents.front), jpg('f.jpg'));
    await userEvent.upload(screen.getByLabelText(t.documents.back), jpg('b.jpg'));
    await userEvent.click(screen.getByRole('button', { name: t.documents.send }));
    await waitFor(() =>
      expect(moveStatus).toHaveBeenCalledWith(db, 'req-5', 'link:u-5', 'fileValidation'),
    );
    expect(
      vi.mocked(uploadEvidence).mock.calls.map((c) => (c[2] as { kind: string }).kind),
    ).toEqual(['ineBack']);
  });

  it('a correction for the promoter shows the customer only the official ID', () => {
    renderScreen(clabe({ writer: 'promoter' }));
    expect(
      screen.queryByLabelText(corrections.form.fields['deposit/clabe']!),
    ).not.toBeInTheDocument();
    expect(screen.getByLabelText(t.documents.front)).toBeInTheDocument();
  });
});
