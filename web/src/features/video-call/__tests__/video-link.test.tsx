import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { video as t } from '@/copy/video';
import { linkIdOf, resetLinkSessions } from '@/entities/link-session/session';
import { ApiError } from '@/lib/http';

import { VideoLink } from '../components/video-link';
import type { StartSession } from '../components/video-link';
import type { VideoFolio } from '../model/flow';

let folio: VideoFolio | null = null;
/** The listener's access ends right after the folio arrives (the link closed with its stage). */
let accessEnds = false;
/** The listener is refused before any folio arrives (a page mounted after the link closed). */
let refused = false;

// The SDK's module as lib/use-firebase.ts loads it: there at once.
vi.mock('@/lib/firebase', () => {
  const handles = {
    app: {},
    auth: { authStateReady: async () => undefined, currentUser: null },
    database: {},
  };
  return { firebase: () => handles };
});

vi.mock('../api/folio', () => ({
  watchVideoFolio: (
    _db: unknown,
    _id: string,
    onData: (f: VideoFolio | null) => void,
    onError: (err: Error) => void,
  ) => {
    if (!refused) onData(folio);
    if (accessEnds || refused) onError(new Error('permission_denied'));
    return () => undefined;
  },
}));

function renderAt(path: string, start: StartSession) {
  const page = (route: Parameters<typeof VideoLink>[0]['route'], text: string) => (
    <VideoLink route={route} startSession={start}>
      <p>{text}</p>
    </VideoLink>
  );
  const router = createMemoryRouter(
    [
      { path: '/folio/:uuid/bienvenida-video', element: page('videoWelcome', 'contenido') },
      { path: '/folio/:uuid/videollamada', element: page('videoLlamada', 'llamada') },
      {
        path: '/folio/:uuid/confirmacion-video',
        element: page('videoConfirmation', 'confirmación'),
      },
      { path: '/folio/:uuid/bienvenida', element: <h1>firma</h1> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const ok: StartSession = async () => ({ requestId: 'req-1' });

beforeEach(() => {
  resetLinkSessions();
  folio = null;
  accessEnds = false;
  refused = false;
});

describe('VideoLink', () => {
  it('titles the page "Paso 1 de 4" and shows it for a video link', async () => {
    folio = { status: 'sentForSignature', link: { action: 3 } };
    const start = vi.fn(ok);
    renderAt('/folio/u-1/bienvenida-video', start);
    expect(await screen.findByText('contenido')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Paso 1 de 4: Bienvenida al video' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Paso 1 de 4: Bienvenida al video');
    expect(start).toHaveBeenCalledWith('u-1', expect.any(Function));
  });

  it("shows the functions' used-link message (docs/requirements.md §8)", async () => {
    renderAt('/folio/u-1/bienvenida-video', async () => {
      throw new ApiError(t.link.used, 'LINK_USED', 409);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Esta liga ya ha sido utilizada...contacta a tu asesor',
    );
  });

  it('after a successful call the welcome says the link was used', async () => {
    folio = { status: 'complete', link: { action: 3 }, customerSteps: { video: { done: true } } };
    renderAt('/folio/u-1/bienvenida-video', ok);
    expect(await screen.findByRole('alert')).toHaveTextContent(t.link.used);
    expect(screen.queryByText('contenido')).not.toBeInTheDocument();
  });

  it('after a successful call the call page goes on to the confirmation', async () => {
    folio = { status: 'sentCOX', link: { action: 3 }, customerSteps: { video: { done: true } } };
    const router = renderAt('/folio/u-1/videollamada', ok);
    expect(await screen.findByText('confirmación')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(
      `/folio/${await linkIdOf('u-1')}/confirmacion-video`,
    );
  });

  it('the confirmation stays when the link closes with the call', async () => {
    folio = { status: 'sentCOX', link: { action: 3 }, customerSteps: { video: { done: true } } };
    accessEnds = true;
    renderAt('/folio/u-1/videollamada', ok);
    expect(await screen.findByText('confirmación')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('the next page, mounted after the link closed, shows the folio as last seen', async () => {
    folio = { status: 'sentCOX', link: { action: 3 }, customerSteps: { video: { done: true } } };
    const start: StartSession = async () => ({ requestId: 'req-next' });
    const first = renderAt('/folio/u-9/videollamada', start);
    expect(await screen.findByText('confirmación')).toBeInTheDocument();
    first.dispose();
    cleanup();
    refused = true;
    renderAt('/folio/u-9/confirmacion-video', start);
    expect(await screen.findByText('confirmación')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("a reused session whose link has closed gets the functions' used-link message", async () => {
    refused = true;
    let calls = 0;
    const start: StartSession = async () => {
      calls += 1;
      if (calls === 1) return { requestId: 'req-closed' };
      throw new ApiError(t.link.used, 'LINK_USED', 409);
    };
    renderAt('/folio/u-8/bienvenida-video', start);
    expect(await screen.findByRole('alert')).toHaveTextContent(t.link.used);
    expect(calls).toBe(2);
  });

  it('a "firma y video" link not signed yet is sent to sign first', async () => {
    folio = { status: 'sentForSignature', link: { action: 4 } };
    renderAt('/folio/u-1/videollamada', ok);
    expect(await screen.findByRole('alert')).toHaveTextContent(t.link.signFirst);
    expect(screen.getByRole('link', { name: t.link.goSign })).toHaveAttribute(
      'href',
      `/folio/${await linkIdOf('u-1')}/bienvenida`,
    );
    expect(screen.queryByText('llamada')).not.toBeInTheDocument();
  });

  it('a folio that is not at the video step is not shown', async () => {
    folio = { status: 'fileValidation', link: { action: 1 } };
    renderAt('/folio/u-1/videollamada', ok);
    expect(await screen.findByRole('alert')).toHaveTextContent(t.link.notReady);
  });
});
