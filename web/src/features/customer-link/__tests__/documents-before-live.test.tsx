/**
 * Action 5 takes input before its session is live (docs/adr/0087-documents-before-the-sign-in.md):
 * a send asked for then waits for the session, showing the usual sending state, and runs with the
 * live link's handles, uid and folio; twice asked, it sends once; a session never live sends nothing.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Auth } from 'firebase/auth';
import type { Database } from 'firebase/database';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { corrections, customer as t, documents } from '@/copy/es';
import { LIVE_PATIENCE_MS } from '@/lib/use-when-live';

import { moveStatus } from '../api/folio';
import type { CustomerFolio } from '../api/folio';
import { uploadEvidence } from '../api/gateway';
import { CustomerLinkContext } from '../hooks/use-customer-link';
import type { CustomerLinkValue } from '../hooks/use-customer-link';
import { DOCUMENTS_FLOW } from '../model/steps';
import { DocumentsScreen } from '../screens/documents-screen';

vi.mock('../api/folio', async (original) => ({
  ...(await original<object>()),
  moveStatus: vi.fn(async () => undefined),
}));
vi.mock('../api/gateway', () => ({
  uploadEvidence: vi.fn(async (_a: unknown, _r: string, i: { kind: string }) => ({
    kind: i.kind,
    documentId: `DOC-${i.kind}`,
    sha256: 'ab'.repeat(32),
    size: 1,
  })),
}));

const liveDb = { name: 'live db' } as unknown as Database;
const liveAuth = { name: 'live auth' } as unknown as Auth;

beforeEach(() => {
  vi.mocked(moveStatus).mockClear();
  vi.mocked(uploadEvidence).mockClear();
});
afterEach(() => {
  vi.useRealTimers();
});

/** The link as LinkSession gives it from the session answer (no handles, no uid) and once live. */
function link(folio: CustomerFolio, live: boolean): CustomerLinkValue {
  return {
    uuid: 'u-5',
    requestId: 'req-5',
    live,
    uid: live ? 'link:u-5' : '',
    folio,
    db: live ? liveDb : null,
    auth: live ? liveAuth : null,
    flow: DOCUMENTS_FLOW,
    ack: () => {},
    pathOf: (r) => r,
    derived: 'customerDocuments',
  };
}

/** The screen from the answer's folio `early`; `goLive(folio)` gives it the live link. */
function renderEarly(early: CustomerFolio) {
  const view = (v: CustomerLinkValue) => (
    <CustomerLinkContext.Provider value={v}>
      <DocumentsScreen />
    </CustomerLinkContext.Provider>
  );
  const r = render(view(link(early, false)));
  return { goLive: (folio: CustomerFolio = early) => r.rerender(view(link(folio, true))) };
}

const INE_AGAIN: CustomerFolio = {
  status: 'documentsReprocessing',
  correction: { open: true, writer: 'customer', annexes: { ineFront: 'requested' } },
};
const jpg = (n: string) => new File(['x'], n, { type: 'image/jpeg' });

async function fillId(user = userEvent.setup()) {
  await user.upload(screen.getByLabelText(t.documents.front), jpg('f.jpg'));
  await user.upload(screen.getByLabelText(t.documents.back), jpg('b.jpg'));
}

/** Time for anything that would send without the session to have sent. */
const settle = () => new Promise((r) => setTimeout(r, 50));

describe('action 5 before the session is live', () => {
  it('the controls take input once the handlers are attached', async () => {
    renderEarly(INE_AGAIN);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: t.documents.send })).toBeEnabled(),
    );
  });

  it('a send waits, "Enviando…", then uploads and moves with the live handles and folio', async () => {
    const { goLive } = renderEarly(INE_AGAIN);
    await fillId();
    await userEvent.click(screen.getByRole('button', { name: t.documents.send }));
    expect(await screen.findByRole('button', { name: t.sending })).toBeDisabled();
    await settle();
    expect(uploadEvidence).not.toHaveBeenCalled();
    expect(moveStatus).not.toHaveBeenCalled();
    // The live folio has moved on meanwhile (another tab): the move to uploading is not written again.
    goLive({ ...INE_AGAIN, status: 'uploadingDocuments' });
    await waitFor(() =>
      expect(moveStatus).toHaveBeenCalledWith(liveDb, 'req-5', 'link:u-5', 'fileValidation'),
    );
    expect(vi.mocked(moveStatus).mock.calls.map((c) => c[3])).toEqual(['fileValidation']);
    expect(uploadEvidence).toHaveBeenCalledTimes(1);
    expect(uploadEvidence).toHaveBeenCalledWith(
      liveAuth,
      'req-5',
      expect.objectContaining({ kind: 'ineFront', side: 'front' }),
    );
  });

  it('a double tap sends once', async () => {
    const { goLive } = renderEarly(INE_AGAIN);
    await fillId();
    await userEvent.dblClick(screen.getByRole('button', { name: t.documents.send }));
    goLive();
    await waitFor(() => expect(moveStatus).toHaveBeenCalledTimes(2));
    await settle();
    expect(vi.mocked(moveStatus).mock.calls.map((c) => c[3])).toEqual([
      'uploadingDocuments',
      'fileValidation',
    ]);
    expect(uploadEvidence).toHaveBeenCalledTimes(1);
  });

  it('two submits in one tick (before React disables the button) send once', async () => {
    const { goLive } = renderEarly(INE_AGAIN);
    await fillId();
    const form = screen.getByRole('button', { name: t.documents.send }).closest('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await settle();
    // The second joined the first: the form still shows it waiting.
    expect(screen.getByRole('button', { name: t.sending })).toBeDisabled();
    goLive();
    await waitFor(() => expect(moveStatus).toHaveBeenCalledTimes(2));
    await settle();
    expect(moveStatus).toHaveBeenCalledTimes(2);
    expect(uploadEvidence).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: t.documents.send })).toBeEnabled();
  });

  it('an annex upload waits and registers with the live handles, once', async () => {
    const { goLive } = renderEarly({ status: 'documentsReprocessing' });
    const otros = document.querySelector<HTMLElement>('[data-annex="otros"]')!;
    await userEvent.upload(within(otros).getByLabelText(/Otros/), jpg('o.jpg'));
    const upload = within(otros).getByRole('button', { name: documents.upload });
    await waitFor(() => expect(upload).toBeEnabled());
    await userEvent.dblClick(upload);
    expect(await within(otros).findByRole('button', { name: documents.uploading })).toBeDisabled();
    await settle();
    expect(uploadEvidence).not.toHaveBeenCalled();
    goLive();
    expect(await within(otros).findByText(documents.uploaded('o.jpg'))).toBeInTheDocument();
    expect(uploadEvidence).toHaveBeenCalledTimes(1);
    expect(uploadEvidence).toHaveBeenCalledWith(
      liveAuth,
      'req-5',
      expect.objectContaining({ kind: 'otros', documentType: 'otros' }),
    );
  });

  it('"annexes done" waits and sends the folio back to review with the live handles', async () => {
    const folio: CustomerFolio = {
      status: 'documentsReprocessing',
      correction: { open: true, writer: 'customer', annexes: { otros: 'corrected' } },
    };
    const { goLive } = renderEarly(folio);
    const done = screen.getByRole('button', { name: corrections.form.annexesDone });
    await waitFor(() => expect(done).toBeEnabled());
    await userEvent.dblClick(done);
    expect(done).toBeDisabled();
    expect(done).toHaveTextContent(t.sending);
    await settle();
    expect(moveStatus).not.toHaveBeenCalled();
    goLive();
    await waitFor(() => expect(moveStatus).toHaveBeenCalledTimes(2));
    expect(vi.mocked(moveStatus).mock.calls).toEqual([
      [liveDb, 'req-5', 'link:u-5', 'uploadingDocuments'],
      [liveDb, 'req-5', 'link:u-5', 'fileValidation'],
    ]);
  });

  it('a session never live: nothing is sent, the form keeps its files and shows the message', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderEarly(INE_AGAIN);
    await fillId(user);
    await user.click(screen.getByRole('button', { name: t.documents.send }));
    await screen.findByRole('button', { name: t.sending });
    await act(() => vi.advanceTimersByTimeAsync(LIVE_PATIENCE_MS));
    expect(await screen.findByRole('alert')).toHaveTextContent(t.link.noAccess);
    expect(screen.getByRole('button', { name: t.documents.send })).toBeEnabled();
    expect((screen.getByLabelText(t.documents.front) as HTMLInputElement).files).toHaveLength(1);
    expect(uploadEvidence).not.toHaveBeenCalled();
    expect(moveStatus).not.toHaveBeenCalled();
  });
});
