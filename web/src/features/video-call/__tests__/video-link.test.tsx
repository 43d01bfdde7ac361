import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { video as t } from '@/copy/video';
import { ApiError } from '@/lib/http';

import { VideoLink } from '../components/video-link';
import type { StartSession } from '../components/video-link';
import type { VideoFolio } from '../model/flow';

let folio: VideoFolio | null = null;

vi.mock('reactfire', () => {
  const auth = { authStateReady: async () => undefined, currentUser: null };
  const db = {};
  return { useAuth: () => auth, useDatabase: () => db };
});

vi.mock('../api/folio', () => ({
  watchVideoFolio: (_db: unknown, _id: string, onData: (f: VideoFolio | null) => void) => {
    onData(folio);
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
  folio = null;
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
    expect(router.state.location.pathname).toBe('/folio/u-1/confirmacion-video');
  });

  it('a "firma y video" link not signed yet is sent to sign first', async () => {
    folio = { status: 'sentForSignature', link: { action: 4 } };
    renderAt('/folio/u-1/videollamada', ok);
    expect(await screen.findByRole('alert')).toHaveTextContent(t.link.signFirst);
    expect(screen.getByRole('link', { name: t.link.goSign })).toHaveAttribute(
      'href',
      '/folio/u-1/bienvenida',
    );
    expect(screen.queryByText('llamada')).not.toBeInTheDocument();
  });

  it('a folio that is not at the video step is not shown', async () => {
    folio = { status: 'fileValidation', link: { action: 1 } };
    renderAt('/folio/u-1/videollamada', ok);
    expect(await screen.findByRole('alert')).toHaveTextContent(t.link.notReady);
  });
});
