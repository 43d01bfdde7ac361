/**
 * The customer link's first screens as the HTML serves them (docs/adr/0065-link-screens-from-react.md):
 * rendered at build time (vite.config.ts) from the components the app renders on those routes, with
 * NAME and MESSAGE standing in for the session answer's data. The shell's script (inline.ts) picks
 * one and fills it in (first-screen.ts) before the app's code has arrived on the phone.
 */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';

import { CustomerStepLayout } from '@/features/customer-link/components/customer-step-layout';
import { LinkLoading, LinkRefused } from '@/features/customer-link/components/link-session';
import { CustomerLinkContext } from '@/features/customer-link/hooks/use-customer-link';
import type { CustomerLinkValue } from '@/features/customer-link/hooks/use-customer-link';
import { DOCUMENTS_FLOW } from '@/features/customer-link/model/steps';
import { DocumentsScreen } from '@/features/customer-link/screens/documents-screen';
import { WelcomeScreen } from '@/features/customer-link/screens/welcome-screen';
import { VideoLayout } from '@/features/video-call/components/video-layout';
import { VideoLinkLoading, VideoLinkRefused } from '@/features/video-call/components/video-link';
import { VideoLinkContext } from '@/features/video-call/hooks/use-video-link';
import type { VideoLinkValue } from '@/features/video-call/hooks/use-video-link';
import { VideoWelcomeScreen } from '@/features/video-call/screens/welcome-screen';

import {
  answerKey,
  DOCUMENTS_KINDS,
  errorKey,
  FLOWS,
  loadingKey,
  MESSAGE,
  NAME,
  SHELL_ROUTES,
} from './first-screen';
import type { DocumentsKind, FlowName, LinkScreens } from './first-screen';

const html = (node: ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);

/** A customer welcome as LinkSession shows it from the POST's answer: not live yet. */
function welcome(route: 'welcome' | 'uniqueUrl', flow: FlowName, name: string): string {
  const value = {
    folio: { client: { names: name } },
    flow: FLOWS[flow],
    live: false,
    ack: () => {},
    pathOf: () => '',
  } as unknown as CustomerLinkValue;
  return html(
    <CustomerLinkContext.Provider value={value}>
      <CustomerStepLayout route={route} flow={value.flow}>
        <WelcomeScreen unique={route === 'uniqueUrl'} />
      </CustomerStepLayout>
    </CustomerLinkContext.Provider>,
  );
}

/** Action 5's first screen of `kind` (first-screen.ts documentsKind) from the answer: not live yet. */
function documents(kind: DocumentsKind, reason: string): string {
  const value = {
    folio: {
      status: 'documentsReprocessing',
      link: { action: 5 },
      statusReason: reason,
      correction:
        kind === 'ine'
          ? { open: true, writer: 'customer', reason, annexes: { ineFront: 'requested' } }
          : undefined,
    },
    flow: DOCUMENTS_FLOW,
    live: false,
  } as unknown as CustomerLinkValue;
  return html(
    <CustomerLinkContext.Provider value={value}>
      <CustomerStepLayout route="customerDocuments" flow={value.flow}>
        <DocumentsScreen />
      </CustomerStepLayout>
    </CustomerLinkContext.Provider>,
  );
}

/** The video welcome as VideoLink shows it from the POST's answer: not live yet. */
function videoWelcome(name: string): string {
  const value = {
    folio: { client: { names: name } },
    state: 'ready',
    live: false,
  } as unknown as VideoLinkValue;
  return html(
    <VideoLayout route="videoWelcome">
      <VideoLinkContext.Provider value={value}>
        <VideoWelcomeScreen />
      </VideoLinkContext.Provider>
    </VideoLayout>,
  );
}

/** Every screen the shell may paint, by key (first-screen.ts). */
export function linkScreens(): LinkScreens {
  const screens: Record<string, string> = {};
  for (const named of [true, false]) {
    const name = named ? NAME : '';
    for (const route of ['welcome', 'uniqueUrl'] as const) {
      for (const flow of Object.keys(FLOWS) as FlowName[]) {
        screens[answerKey(route, flow, named)] = welcome(route, flow, name);
      }
    }
    screens[answerKey('videoWelcome', 'ready', named)] = videoWelcome(name);
    for (const kind of DOCUMENTS_KINDS) {
      screens[answerKey('customerDocuments', kind, named)] = documents(kind, named ? MESSAGE : '');
    }
  }
  for (const route of SHELL_ROUTES) {
    screens[loadingKey(route)] = html(
      route === 'videoWelcome' ? <VideoLinkLoading route={route} /> : <LinkLoading route={route} />,
    );
    screens[errorKey(route)] = html(
      route === 'videoWelcome' ? (
        <VideoLinkRefused route={route} message={MESSAGE} />
      ) : (
        <LinkRefused route={route} message={MESSAGE} />
      ),
    );
  }
  return screens;
}
