/**
 * The HTML shell's first screen is the app's first screen: for each state it builds the same markup
 * as CustomerStepLayout with WelcomeScreen (and LinkSession's loading and error states) render, so
 * React replaces it with no visible change (docs/adr/0036-phone-first-load.md).
 */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { customer as t } from '@/copy/es';
import { CustomerStepLayout } from '@/features/customer-link/components/customer-step-layout';
import { CustomerLinkContext } from '@/features/customer-link/hooks/use-customer-link';
import type { CustomerLinkValue } from '@/features/customer-link/hooks/use-customer-link';
import { flowOf } from '@/features/customer-link/model/steps';
import type { CustomerRoute, FolioProgress } from '@/features/customer-link/model/steps';
import { WelcomeScreen } from '@/features/customer-link/screens/welcome-screen';

import { firstScreen } from '../first-screen';
import type { ShellRoute, ShellState } from '../first-screen';

type Folio = FolioProgress & { client?: { names?: string } };

/** The functions' LINK_EXPIRED message for a biometric link (functions/README.md). */
const EXPIRED = 'Esta liga ha expirado. Contacta a tu asesor para que te envíe una nueva.';

const biometric: Folio = {
  status: 'waitingProcessCustomer',
  link: { action: 1 },
  client: { names: 'EMMA' },
};
const signature: Folio = {
  status: 'sentForSignature',
  link: { action: 2 },
  client: { names: 'JOSÉ' },
};
const nameless: Folio = { status: 'waitingProcessCustomer', link: { action: 1 } };
const consented: Folio = { ...biometric, customerSteps: { consent: { done: true } } };

/** What the app renders for a folio on `route` (as LinkSession with the POST's answer). */
function appScreen(route: ShellRoute, folio: Folio): ReactNode {
  const value = {
    folio,
    flow: flowOf(folio),
    live: false,
    ack: () => {},
    pathOf: (r: CustomerRoute) => `/${r}`,
  } as unknown as CustomerLinkValue;
  return (
    <MemoryRouter>
      <CustomerLinkContext.Provider value={value}>
        <CustomerStepLayout route={route} flow={value.flow}>
          <WelcomeScreen unique={route === 'uniqueUrl'} />
        </CustomerStepLayout>
      </CustomerLinkContext.Provider>
    </MemoryRouter>
  );
}

const loading = (route: ShellRoute) => (
  <CustomerStepLayout route={route} flow={[]}>
    <p role="status" aria-busy="true">
      {t.loading}
    </p>
  </CustomerStepLayout>
);

describe('firstScreen: the same markup and title as the app', () => {
  const tests: {
    name: string;
    route: ShellRoute;
    state: ShellState;
    acks?: string[];
    app: ReactNode;
  }[] = [
    {
      name: 'biometric welcome, Paso 1 de 8',
      route: 'welcome',
      state: { kind: 'answer', request: biometric },
      app: appScreen('welcome', biometric),
    },
    {
      name: 'signature welcome, Paso 1 de 6',
      route: 'welcome',
      state: { kind: 'answer', request: signature },
      app: appScreen('welcome', signature),
    },
    {
      name: 'no name: plain greeting',
      route: 'welcome',
      state: { kind: 'answer', request: nameless },
      app: appScreen('welcome', nameless),
    },
    {
      name: 'unique welcome',
      route: 'uniqueUrl',
      state: { kind: 'answer', request: consented },
      app: appScreen('uniqueUrl', consented),
    },
    {
      name: 'before the answer: loading',
      route: 'welcome',
      state: { kind: 'loading' },
      app: loading('welcome'),
    },
    {
      name: 'the folio is past the welcome: loading until the app moves on',
      route: 'welcome',
      state: { kind: 'answer', request: consented },
      app: loading('welcome'),
    },
    {
      name: 'the welcome read on this phone: loading until the app moves on',
      route: 'welcome',
      state: { kind: 'answer', request: biometric },
      acks: ['welcome'],
      app: loading('welcome'),
    },
    {
      name: 'an expired link: the functions message',
      route: 'welcome',
      state: { kind: 'error', message: EXPIRED },
      app: (
        <CustomerStepLayout route="welcome" flow={[]}>
          <p role="alert" className="alert">
            {EXPIRED}
          </p>
        </CustomerStepLayout>
      ),
    },
  ];
  for (const tt of tests) {
    it(tt.name, () => {
      const { container } = render(<>{tt.app}</>);
      const appTitle = document.title;
      const shell = firstScreen(document, tt.route, tt.state, new Set(tt.acks ?? []));
      expect(shell.main.outerHTML).toBe(container.innerHTML);
      expect(shell.title).toBe(appTitle);
    });
  }
});
