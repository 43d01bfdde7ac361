/**
 * A customer link's first screen before the Firebase SDK (docs/adr/0080-link-pages-before-the-sdk.md):
 * the welcome renders from the session answer and takes a tap while the SDK's module is still on
 * its way; the tap is kept, and acted on once the SDK is there and the session is live.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, it, vi } from 'vitest';

import { customer as t, es } from '@/copy/es';
import type { StartSession } from '@/entities/link-session/session';

import type { CustomerFolio } from '../api/folio';
import { CustomerLink } from '../components/customer-link';
import { WelcomeScreen } from '../screens/welcome-screen';

const LOAD = { timeout: 10_000 };

/** The SDK's handles, once the test lets them arrive (lib/use-firebase.ts, as the page reads it). */
let handles: { auth: object; database: object } | null = null;
const listeners = new Set<() => void>();
let sdkArrives: () => void = () => {};
const sdk = new Promise<void>((ok) => (sdkArrives = ok));
void sdk.then(() => {
  handles = {
    auth: { authStateReady: async () => undefined, currentUser: null },
    database: {},
  };
  for (const l of listeners) l();
});

vi.mock('@/lib/use-firebase', async () => {
  const { useSyncExternalStore } = await import('react');
  const subscribe = (l: () => void) => {
    listeners.add(l);
    return () => listeners.delete(l);
  };
  return {
    useFirebase: () => useSyncExternalStore(subscribe, () => handles),
    firebaseAuth: () => sdk.then(() => handles!.auth),
  };
});

const FOLIO: CustomerFolio = {
  status: 'waitingProcessCustomer',
  link: { action: 1 },
  client: { names: 'Ana' },
};

vi.mock('../api/live-folio', () => ({
  openConnection: () => undefined,
  watchFolio: (_db: unknown, _id: string, onData: (f: CustomerFolio | null) => void) => {
    onData(FOLIO);
    return () => undefined;
  },
}));

/** As the route's session (app/routes/cliente/link-session.ts): the POST's answer, then the sign-in once the SDK is there. */
const start = vi.fn<StartSession>(async (_uuid, onAnswer) => {
  onAnswer?.({ requestId: 'req-1', request: FOLIO });
  await sdk;
  return { requestId: 'req-1' };
});

it('the welcome takes a tap before the SDK has arrived, and acts on it once the session is live', async () => {
  const router = createMemoryRouter(
    [
      {
        path: '/folio/:uuid/bienvenida',
        element: (
          <CustomerLink route="welcome" startSession={start}>
            <WelcomeScreen />
          </CustomerLink>
        ),
      },
      { path: '/folio/:uuid/consentimiento-ine', element: <h1>consentimiento</h1> },
    ],
    { initialEntries: ['/folio/u-1/bienvenida'] },
  );
  render(<RouterProvider router={router} />);
  expect(await screen.findByText(t.welcome.greeting('Ana'), undefined, LOAD)).toBeInTheDocument();
  expect(
    screen.getByRole('heading', { name: `Paso 1 de 8: ${es.screens.welcome}` }),
  ).toBeInTheDocument();
  const button = screen.getByRole('button', { name: t.start });
  await waitFor(() => expect(button).toBeEnabled(), LOAD);
  expect(handles).toBeNull();

  // The tap is kept while the SDK is on its way: nothing moves, the button says it is busy.
  await userEvent.click(button);
  expect(button).toBeDisabled();
  expect(button).toHaveAttribute('aria-busy', 'true');
  expect(handles).toBeNull();
  expect(screen.queryByRole('heading', { name: 'consentimiento' })).not.toBeInTheDocument();

  // The SDK arrives, the session signs in and the folio is watched: the kept tap moves on.
  sdkArrives();
  expect(await screen.findByRole('heading', { name: 'consentimiento' }, LOAD)).toBeInTheDocument();
  expect(handles).not.toBeNull();
});
