import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { customer as t, es } from '@/copy/es';
import { linkIdOf, resetLinkSessions } from '@/entities/link-session/session';
import type { LinkAnswer } from '@/entities/link-session/session';
import { ApiError } from '@/lib/http';

import type { CustomerFolio } from '../api/folio';
import { CustomerLink } from '../components/customer-link';
import type { StartSession } from '../components/customer-link';
import { ConsentScreen } from '../screens/consent-screen';
import { WelcomeScreen } from '../screens/welcome-screen';

let folio: CustomerFolio | null = null;
/** How the database answers the listener: the folio, the folio then access ended, or a refusal. */
let access: 'open' | 'ends' | 'refused' = 'open';

/** Give the session time on a loaded machine. */
const LOAD = { timeout: 10_000 };

// The SDK's module as lib/use-firebase.ts loads it: there at once.
vi.mock('@/lib/firebase', () => {
  const handles = {
    app: {},
    auth: { authStateReady: async () => undefined, currentUser: null },
    database: {},
  };
  return { firebase: () => handles };
});

vi.mock('../api/folio', async (original) => ({
  ...(await original<object>()),
  openConnection: () => undefined,
  watchFolio: (
    _db: unknown,
    _id: string,
    onData: (f: CustomerFolio | null) => void,
    onError: (err: Error) => void,
  ) => {
    if (access !== 'refused') onData(folio);
    if (access !== 'open') onError(new Error('permission_denied'));
    return () => undefined;
  },
}));

function renderLink(path: string, startSession: StartSession) {
  const page = (route: Parameters<typeof CustomerLink>[0]['route'], el: React.ReactNode) => (
    <CustomerLink route={route} startSession={startSession}>
      {el}
    </CustomerLink>
  );
  const router = createMemoryRouter(
    [
      { path: '/folio/:uuid/bienvenida', element: page('welcome', <WelcomeScreen />) },
      { path: '/folio/:uuid/consentimiento-ine', element: page('ineConsent', <ConsentScreen />) },
      { path: '/folio/:uuid/verification-otp', element: <h1>otp</h1> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  resetLinkSessions();
  folio = null;
  access = 'open';
});

describe('CustomerLink', () => {
  it('opens the session, shows "Paso 1 de 8" and moves on when the welcome is read', async () => {
    folio = { status: 'waitingProcessCustomer', link: { action: 1 }, client: { names: 'Emma' } };
    const start = vi.fn(async () => ({ requestId: 'req-1' }));
    const router = renderLink('/folio/u-1/bienvenida', start);
    expect(
      await screen.findByRole('heading', { name: `Paso 1 de 8: ${es.screens.welcome}` }, LOAD),
    ).toBeInTheDocument();
    expect(document.title).toBe(`Paso 1 de 8: ${es.screens.welcome}`);
    expect(start).toHaveBeenCalledWith('u-1', expect.any(Function));
    expect(screen.getByText(t.welcome.greeting('Emma'))).toBeInTheDocument();
    // The session is open: the credential left the address, in place (no new history entry).
    await waitFor(async () =>
      expect(router.state.location.pathname).toBe(`/folio/${await linkIdOf('u-1')}/bienvenida`),
    );
    expect(router.state.historyAction).toBe('REPLACE');
    await userEvent.click(screen.getByRole('button', { name: t.start }));
    expect(
      await screen.findByRole('heading', { name: `Paso 2 de 8: ${es.screens.ineConsent}` }, LOAD),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(
      `/folio/${await linkIdOf('u-1')}/consentimiento-ine`,
    );
  });

  it("shows the welcome from the session's answer before the sign-in, and keeps a tap until it is live", async () => {
    folio = { status: 'waitingProcessCustomer', link: { action: 1 }, client: { names: 'Emma' } };
    let signedIn: (v: { requestId: string }) => void = () => {};
    const start = vi.fn<StartSession>((_uuid, onAnswer) => {
      onAnswer?.({
        requestId: 'req-1',
        request: {
          status: 'waitingProcessCustomer',
          link: { action: 1 },
          client: { names: 'Ana' },
        },
      });
      return new Promise((ok) => (signedIn = ok));
    });
    renderLink('/folio/u-1/bienvenida', start);
    expect(await screen.findByText(t.welcome.greeting('Ana'), undefined, LOAD)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: `Paso 1 de 8: ${es.screens.welcome}` }),
    ).toBeInTheDocument();
    // The app's handlers are attached: a tap before the sign-in is kept (lib/use-early-tap.ts)…
    const button = screen.getByRole('button', { name: t.start });
    await waitFor(() => expect(button).toBeEnabled(), LOAD);
    await userEvent.click(button);
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(localStorage.getItem('oppnp.link.u-1')).toBeNull();
    expect(screen.getByText(t.welcome.greeting('Ana'))).toBeInTheDocument();

    // …and acted on once the session is live: the welcome is read, the customer moves on.
    signedIn({ requestId: 'req-1' });
    expect(
      await screen.findByRole('heading', { name: `Paso 2 de 8: ${es.screens.ineConsent}` }, LOAD),
    ).toBeInTheDocument();
  });

  it('never moves the customer on the answer alone: only the live folio does', async () => {
    const answered: CustomerFolio = {
      status: 'waitingProcessCustomer',
      link: { action: 1 },
      customerSteps: { consent: { done: true } },
    };
    let answer: (a: LinkAnswer) => void = () => {};
    let signedIn: (v: { requestId: string }) => void = () => {};
    const start = vi.fn<StartSession>((_uuid, onAnswer) => {
      answer = onAnswer ?? answer;
      return new Promise((ok) => (signedIn = ok));
    });
    const router = renderLink('/folio/u-1/bienvenida', start);
    await waitFor(() => expect(start).toHaveBeenCalled(), LOAD);
    const navigate = vi.spyOn(router, 'navigate');
    // act() returns once the answer's render and its effects have run: a move would be made by now.
    act(() => answer({ requestId: 'req-1', request: answered }));
    expect(screen.getByRole('status')).toHaveTextContent(t.loading);
    expect(navigate).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/folio/u-1/bienvenida');

    folio = answered;
    signedIn({ requestId: 'req-1' });
    expect(await screen.findByRole('heading', { name: 'otp' }, LOAD)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/folio/${await linkIdOf('u-1')}/verification-otp`);
  });

  it('a reload resumes where the folio says (consent already given → OTP)', async () => {
    folio = {
      status: 'waitingProcessCustomer',
      link: { action: 1 },
      customerSteps: { consent: { done: true } },
    };
    const router = renderLink('/folio/u-2/bienvenida', async () => ({ requestId: 'req-2' }));
    expect(await screen.findByRole('heading', { name: 'otp' }, LOAD)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/folio/${await linkIdOf('u-2')}/verification-otp`);
  });

  it('shows the docs/requirements.md §8 message of a used video link', async () => {
    const used = 'Esta liga ya ha sido utilizada...contacta a tu asesor';
    renderLink('/folio/u-3/bienvenida', async () => {
      throw new ApiError(used, 'LINK_USED', 409);
    });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(used), LOAD);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(es.screens.welcome);
  });

  it('a connection failure gets a Spanish message', async () => {
    renderLink('/folio/u-4/bienvenida', async () => {
      throw new TypeError('Failed to fetch');
    });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(t.link.noAccess), LOAD);
  });

  it('keeps the last folio on screen when the link closes with its stage', async () => {
    folio = {
      status: 'waitingProcessCustomer',
      link: { action: 1 },
      customerSteps: { consent: { done: true } },
    };
    access = 'ends';
    renderLink('/folio/u-5/bienvenida', async () => ({ requestId: 'req-5' }));
    expect(await screen.findByRole('heading', { name: 'otp' }, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a link refused before any folio was seen gets the no-access message', async () => {
    access = 'refused';
    renderLink('/folio/u-6/bienvenida', async () => ({ requestId: 'req-6' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(t.link.noAccess), LOAD);
    // The refusal is final: trading the credential for the link id in the address does not open
    // the session again and drop the page back to loading.
    await act(() => new Promise((done) => setTimeout(done, 300)));
    expect(screen.getByRole('alert')).toHaveTextContent(t.link.noAccess);
  });
});
