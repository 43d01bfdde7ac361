import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Auth } from 'firebase/auth';
import type { Database } from 'firebase/database';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { href } from '@/config/paths';
import { customer as t } from '@/copy/es';
import { letterPdfPath } from '@/entities/letters/letters';

import { moveStatus } from '../api/folio';
import type { CustomerFolio } from '../api/folio';
import { CustomerLinkContext } from '../hooks/use-customer-link';
import type { CustomerLinkValue } from '../hooks/use-customer-link';
import { SIGNATURE_FLOW } from '../model/steps';
import { DownloadScreen } from '../screens/download-screen';

vi.mock('../api/folio', () => ({ moveStatus: vi.fn(async () => undefined) }));

beforeAll(() => {
  URL.createObjectURL = vi.fn(() => 'blob:resumen');
  URL.revokeObjectURL = vi.fn();
});

function renderScreen(folio: CustomerFolio) {
  const value: CustomerLinkValue = {
    uuid: 'u-1',
    requestId: 'req-1',
    live: true,
    uid: 'link:u-1',
    folio,
    db: {} as Database,
    auth: { currentUser: { getIdToken: async () => 'id-token-1' } } as unknown as Auth,
    flow: SIGNATURE_FLOW,
    ack: vi.fn(),
    pathOf: (r) => `/folio/u-1/${r}`,
    derived: 'downloadFile',
  };
  render(
    <MemoryRouter>
      <CustomerLinkContext.Provider value={value}>
        <DownloadScreen />
      </CustomerLinkContext.Provider>
    </MemoryRouter>,
  );
}

describe('DownloadScreen', () => {
  const tests = [
    { name: 'signature and video, signed', action: 4, status: 'signature', call: true, cox: false },
    {
      name: 'signature and video, in the call',
      action: 4,
      status: 'videocall',
      call: true,
      cox: false,
    },
    { name: 'signature and video, done', action: 4, status: 'complete', call: false, cox: false },
    { name: 'signature only, signed', action: 2, status: 'signature', call: false, cox: true },
  ];
  for (const tt of tests) {
    it(tt.name, () => {
      vi.mocked(moveStatus).mockClear();
      renderScreen({ status: tt.status, link: { action: tt.action } } as CustomerFolio);
      const link = screen.queryByRole('link', { name: t.download.toVideo });
      if (tt.call) {
        expect(link).toHaveAttribute('href', href('videoWelcome', { uuid: 'u-1' }));
        expect(screen.queryByText(t.download.next)).toBeNull();
      } else {
        expect(link).toBeNull();
        expect(screen.getByText(t.download.next)).toBeInTheDocument();
      }
      expect(vi.mocked(moveStatus).mock.calls.length > 0).toBe(tt.cox);
    });
  }
});

describe('DownloadScreen, carta libranza', () => {
  it('has no letter button without the letter document', () => {
    renderScreen({ status: 'complete', link: { action: 2 } } as CustomerFolio);
    expect(
      screen.queryByRole('button', { name: t.download.download(t.download.letterFile) }),
    ).toBeNull();
  });

  it('downloads the PDF with the link session token', async () => {
    const fetchMock = vi.fn(async () => new Response(new Blob(['%PDF-1.4']), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    // The file is offered through a clicked <a download>: record which file, once it happens.
    const offered: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      offered.push(this.download);
    });
    renderScreen({
      status: 'complete',
      link: { action: 2 },
      documents: { 'carta-libranza': { status: 'uploaded' } },
    } as CustomerFolio);
    await userEvent.click(
      screen.getByRole('button', { name: t.download.download(t.download.letterFile) }),
    );
    // The download ends after the fetch, the body and the save: wait for the file itself.
    await waitFor(() => expect(offered).toEqual([t.download.letterFileName('req-1')]));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe(letterPdfPath('req-1'));
    expect((init.headers as Record<string, string>)['X-Firebase-Token']).toBe('id-token-1');
    expect(screen.queryByRole('alert')).toBeNull();
    vi.unstubAllGlobals();
  });

  it("shows the function's Spanish message when the download is refused", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { code: 'FORBIDDEN', message: 'No tienes acceso a esta carta' },
          { status: 403 },
        ),
      ),
    );
    renderScreen({
      status: 'complete',
      link: { action: 2 },
      documents: { 'carta-libranza': { status: 'uploaded' } },
    } as CustomerFolio);
    await userEvent.click(
      screen.getByRole('button', { name: t.download.download(t.download.letterFile) }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('No tienes acceso a esta carta');
    vi.unstubAllGlobals();
  });
});
