/**
 * The HTML shell's first screen is the app's first screen (docs/adr/0065-link-screens-from-react.md):
 * for every link action's first page, the unique welcome and the refusals, the build's screens
 * (screens.tsx) painted from a session answer are the markup the app's page renders from the same
 * answer, and the document title is the same, so React replaces the shell's elements with
 * identical ones and the largest paint stays the HTML's.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { Profiler } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { SHELL_ID } from '@/entities/link-session/handoff';
import type { LinkAnswer, StartSession } from '@/entities/link-session/session';
import { resetLinkSessions } from '@/entities/link-session/session';
import { CustomerLink } from '@/features/customer-link/components/customer-link';
import { DocumentsScreen } from '@/features/customer-link/screens/documents-screen';
import { WelcomeScreen } from '@/features/customer-link/screens/welcome-screen';
import { VideoLink } from '@/features/video-call/components/video-link';
import { VideoWelcomeScreen } from '@/features/video-call/screens/welcome-screen';
import { resetDeviceIdentifier } from '@/lib/device';
import { ApiError } from '@/lib/http';
import { authStore } from '@/stores/auth';

import { documentsKind } from '../first-screen';
import { startShell } from '../inline';
import { linkScreens } from '../screens';

// The app's first screen is rendered before the SDK's module is there (lib/use-firebase.ts): here
// it never arrives.
vi.mock('@/lib/firebase', () => new Promise(() => {}));

/** The functions' LINK_EXPIRED message for a biometric link (functions/README.md). */
const EXPIRED = 'Esta liga ha expirado. Contacta a tu asesor para que te envíe una nueva.';

const screens = linkScreens();

afterEach(() => {
  authStore.reset();
  globalThis.__oppnpLinkShell = undefined;
  document.body.replaceChildren();
  document.title = '';
  window.history.replaceState(null, '', '/');
  localStorage.clear();
  resetDeviceIdentifier();
  resetLinkSessions();
});

/** A node as the browser's parser reads it, its attributes in name order. */
function canonical(node: Node): string {
  if (!(node instanceof Element)) return node.textContent ?? '';
  const attrs = [...node.attributes]
    .map((a) => ` ${a.name}="${a.value}"`)
    .sort()
    .join('');
  const tag = node.tagName.toLowerCase();
  return `<${tag}${attrs}>${[...node.childNodes].map(canonical).join('')}</${tag}>`;
}
const markup = (el: Element) => [...el.childNodes].map(canonical).join('');

type Answer = { status: number; body: unknown } | null;

/** The element the HTML shell paints into, in the document. */
function shellHost() {
  const host = document.createElement('div');
  host.id = SHELL_ID;
  document.body.append(host);
  return host;
}

/**
 * The app's link pages at `path`, their session started by `start`; `onCommit` sees the container
 * after each of React's commits.
 */
function renderLinkPage(path: string, start: StartSession, onCommit?: (c: HTMLElement) => void) {
  const customer = (route: 'welcome' | 'uniqueUrl') => (
    <CustomerLink route={route} startSession={start} stay={route === 'uniqueUrl'}>
      <WelcomeScreen unique={route === 'uniqueUrl'} />
    </CustomerLink>
  );
  const router = createMemoryRouter(
    [
      { path: '/folio/:uuid/bienvenida', element: customer('welcome') },
      { path: '/folio/:uuid/bienvenida-unica', element: customer('uniqueUrl') },
      {
        path: '/folio/:uuid/documentos',
        element: (
          <CustomerLink route="customerDocuments" startSession={start}>
            <DocumentsScreen />
          </CustomerLink>
        ),
      },
      {
        path: '/folio/:uuid/bienvenida-video',
        element: (
          <VideoLink route="videoWelcome" startSession={start}>
            <VideoWelcomeScreen />
          </VideoLink>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const container = document.createElement('div');
  document.body.append(container);
  render(
    <Profiler id="app" onRender={() => onCommit?.(container)}>
      <RouterProvider router={router} />
    </Profiler>,
    { container },
  );
  return container;
}

/** The shell at `path` with the session POST answering `answer` (null: not yet). */
async function shellAt(path: string, answer: Answer, text: string) {
  window.history.replaceState(null, '', path);
  const host = shellHost();
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(() =>
      answer
        ? Promise.resolve(new Response(JSON.stringify(answer.body), { status: answer.status }))
        : new Promise(() => {}),
    ),
  );
  startShell(screens);
  await vi.waitFor(() => expect(host.textContent).toContain(text));
  const shell = { html: markup(host), title: document.title };
  host.remove();
  document.title = '';
  return shell;
}

/** The app's page at `path`, its session answering as the shell's POST did. */
async function appAt(path: string, answer: Answer, text: string) {
  const answered = answer?.status === 200 ? (answer.body as LinkAnswer) : null;
  const start: StartSession = Object.assign(
    vi.fn<StartSession>(() =>
      answer && answer.status !== 200
        ? Promise.reject(
            new ApiError((answer.body as { message: string }).message, 'LINK', answer.status),
          )
        : new Promise(() => {}),
    ),
    { answered: () => answered },
  );
  // The first commit that shows `text`: what React puts in the shell's place. (A link's first
  // button is enabled only after it, once the app's handlers are attached: lib/use-early-tap.ts.)
  let first: { html: string; title: string } | null = null;
  renderLinkPage(path, start, (container) => {
    if (!first && container.textContent?.includes(text)) {
      first = { html: markup(container), title: document.title };
    }
  });
  await waitFor(() => expect(first).not.toBeNull());
  return first!;
}

const ok = (request: object): Answer => ({ status: 200, body: { requestId: 'r1', request } });
const WELCOME = 'Paso 1 de';
/** Action 5 after gerente1 asked for the INE's front again (bench/links.mjs). */
const INE_AGAIN = {
  status: 'documentsReprocessing',
  link: { action: 5 },
  statusReason: 'La INE está borrosa',
  correction: { open: true, writer: 'customer', annexes: { ineFront: 'requested' } },
  client: { names: 'EMMA' },
};

describe('the shell paints the screen the app renders from the same answer', () => {
  const tests: { name: string; path: string; answer: Answer; acks?: string[]; text: string }[] = [
    {
      name: 'action 1 (biometric): Paso 1 de 8',
      path: '/folio/c1/bienvenida',
      answer: ok({
        status: 'waitingProcessCustomer',
        link: { action: 1 },
        client: { names: 'EMMA' },
      }),
      text: 'Paso 1 de 8',
    },
    {
      name: 'action 2 (signature): Paso 1 de 6',
      path: '/folio/c2/bienvenida',
      answer: ok({ status: 'sentForSignature', link: { action: 2 }, client: { names: 'JOSÉ' } }),
      text: 'Paso 1 de 6',
    },
    {
      name: 'action 3 (video): the video welcome',
      path: '/folio/c3/bienvenida-video',
      answer: ok({ status: 'sentForSignature', link: { action: 3 }, client: { names: 'LUZ' } }),
      text: 'Hola, LUZ',
    },
    {
      name: 'action 4 (signature and video): Paso 1 de 6',
      path: '/folio/c4/bienvenida',
      answer: ok({ status: 'sentForSignature', link: { action: 4 }, client: { names: 'ANA' } }),
      text: 'Paso 1 de 6',
    },
    {
      name: 'action 4 on the video page before signing: loading, as the app',
      path: '/folio/c4/bienvenida-video',
      answer: ok({ status: 'sentForSignature', link: { action: 4 }, client: { names: 'ANA' } }),
      text: 'Cargando',
    },
    {
      name: 'bienvenida única of a biometric link',
      path: '/folio/c6/bienvenida-unica',
      answer: ok({
        status: 'waitingProcessCustomer',
        link: { action: 1 },
        customerSteps: { consent: { done: true } },
        client: { names: 'EMMA' },
      }),
      text: WELCOME,
    },
    {
      name: 'bienvenida única of a signature link',
      path: '/folio/c7/bienvenida-unica',
      answer: ok({ status: 'waitingSignature', link: { action: 2 }, client: { names: 'EMMA' } }),
      text: WELCOME,
    },
    {
      name: 'a name with markup stays text',
      path: '/folio/c8/bienvenida',
      answer: ok({
        status: 'waitingProcessCustomer',
        link: { action: 1 },
        client: { names: '<b>R&amp;D</b>' },
      }),
      text: WELCOME,
    },
    {
      name: 'no name: the plain greeting',
      path: '/folio/c9/bienvenida',
      answer: ok({ status: 'sentForSignature', link: { action: 2 } }),
      text: WELCOME,
    },
    {
      name: 'the video welcome with no name',
      path: '/folio/c10/bienvenida-video',
      answer: ok({ status: 'videocall', link: { action: 3 } }),
      text: 'Comenzar',
    },
    {
      name: 'the folio is past the welcome: loading until the app moves on',
      path: '/folio/c11/bienvenida',
      answer: ok({
        status: 'waitingProcessCustomer',
        link: { action: 1 },
        customerSteps: { consent: { done: true } },
      }),
      text: 'Cargando',
    },
    {
      name: 'the welcome read on this phone: loading until the app moves on',
      path: '/folio/c12/bienvenida',
      answer: ok({ status: 'sentForSignature', link: { action: 2 } }),
      acks: ['welcome'],
      text: 'Cargando',
    },
    {
      name: 'action 5, the INE asked again: the reason and the ID form',
      path: '/folio/c20/documentos',
      answer: ok(INE_AGAIN),
      text: 'La INE está borrosa',
    },
    {
      name: 'action 5, both sides asked, no reason',
      path: '/folio/c21/documentos',
      answer: ok({
        ...INE_AGAIN,
        statusReason: ' ',
        correction: { open: true, writer: 'customer', annexes: { ineFront: 'x', ineBack: 'x' } },
      }),
      text: 'Paso 1 de',
    },
    {
      name: 'action 5 with no correction and no annex filed: every annex type, then the ID form',
      path: '/folio/c22/documentos',
      answer: ok({
        status: 'documentsReprocessing',
        link: { action: 5 },
        statusReason: 'Otra vez',
      }),
      text: 'Otra vez',
    },
    {
      name: 'action 5, a reason with markup stays text',
      path: '/folio/c23/documentos',
      answer: ok({ ...INE_AGAIN, statusReason: '<i>borrosa</i> & <b>rota</b>' }),
      text: '<i>borrosa</i> & <b>rota</b>',
    },
    {
      name: 'action 5 asking for data: loading until the folio is live, as the app',
      path: '/folio/c24/documentos',
      answer: ok({
        ...INE_AGAIN,
        correction: { open: true, writer: 'customer', items: { phone: 'requested' } },
      }),
      text: 'Cargando',
    },
    {
      name: 'action 5 already uploading: still the documents screen',
      path: '/folio/c25/documentos',
      answer: ok({ ...INE_AGAIN, status: 'uploadingDocuments' }),
      text: 'La INE está borrosa',
    },
    {
      name: "an expired action 5 link: the functions' message",
      path: '/folio/c26/documentos',
      answer: { status: 410, body: { message: EXPIRED } },
      text: EXPIRED,
    },
    {
      name: 'before the answer: loading',
      path: '/folio/c13/bienvenida',
      answer: null,
      text: 'Cargando',
    },
    {
      name: 'the video page before the answer: loading',
      path: '/folio/c14/bienvenida-video',
      answer: null,
      text: 'Cargando',
    },
    {
      name: "an expired link: the functions' message",
      path: '/folio/c15/bienvenida',
      answer: { status: 410, body: { message: EXPIRED } },
      text: EXPIRED,
    },
    {
      name: "an expired video link: the functions' message",
      path: '/folio/c16/bienvenida-video',
      answer: { status: 410, body: { message: EXPIRED } },
      text: EXPIRED,
    },
    {
      name: 'a used unique welcome: a message with markup stays text',
      path: '/folio/c17/bienvenida-unica',
      answer: { status: 409, body: { message: 'Ya <usada> & cerrada' } },
      text: 'Ya <usada> & cerrada',
    },
  ];
  for (const tt of tests) {
    it(tt.name, async () => {
      const uuid = tt.path.split('/')[2]!;
      if (tt.acks) localStorage.setItem(`oppnp.link.${uuid}`, JSON.stringify(tt.acks));
      const shell = await shellAt(tt.path, tt.answer, tt.text);
      const app = await appAt(tt.path, tt.answer, tt.text);
      expect(shell.html).toBe(app.html);
      expect(shell.title).toBe(app.title);
      if (tt.text === WELCOME) expect(shell.title).toMatch(/^Paso 1 de \d/);
      if (tt.path.endsWith('/bienvenida-video')) expect(shell.title).toMatch(/^Paso 1 de 4/);
    });
  }

  it("action 5's controls: disabled in the shell, enabled once the app's handlers are attached", async () => {
    const shell = await shellAt('/folio/c19/documentos', ok(INE_AGAIN), 'La INE está borrosa');
    document.body.innerHTML = shell.html;
    expect(screen.getByRole('button', { name: /enviar/i })).toBeDisabled();
    document.body.replaceChildren();
    // The app's first commit is the shell's (the table above); right after it, a send is taken
    // and waits for the session (lib/use-when-live.ts), which never goes live here.
    const app = await appAt('/folio/c19/documentos', ok(INE_AGAIN), 'La INE está borrosa');
    expect(app.html).toBe(shell.html);
    await waitFor(() => expect(screen.getByRole('button', { name: /enviar/i })).toBeEnabled());
  });

  it('the welcome button stays disabled until the session is live', async () => {
    const shell = await shellAt(
      '/folio/c18/bienvenida-video',
      ok({ status: 'videocall', link: { action: 3 } }),
      'Comenzar',
    );
    document.body.innerHTML = shell.html;
    expect(screen.getByRole('button')).toBeDisabled();
  });
});

describe("which of action 5's screens the build has (the rest: the app's)", () => {
  type Folio = Parameters<typeof documentsKind>[0];
  const asking = (c: object): Folio => ({
    correction: { open: true, writer: 'customer', reason: 'r', ...c },
  });
  const tests: { name: string; folio: Folio; want: string | null }[] = [
    {
      name: 'the INE front asked',
      folio: asking({ annexes: { ineFront: 'requested' } }),
      want: 'ine',
    },
    {
      name: 'both sides',
      folio: asking({ annexes: { ineFront: 'requested', ineBack: 'corrected' } }),
      want: 'ine',
    },
    {
      name: 'an annex asked too',
      folio: asking({ annexes: { ineFront: 'requested', otros: 'requested' } }),
      want: null,
    },
    {
      name: 'data asked',
      folio: asking({ items: { phone: 'requested' }, annexes: { ineFront: 'requested' } }),
      want: null,
    },
    { name: 'nothing asked', folio: asking({}), want: null },
    { name: 'no correction, nothing filed', folio: {}, want: 'all' },
    {
      name: "staff's correction is not the customer's",
      folio: { correction: { open: true, writer: 'staff', reason: 'r' } },
      want: 'all',
    },
    {
      name: 'no correction, an annex filed',
      folio: { documents: { annexes: { otros: { d1: {} } } } } as never,
      want: null,
    },
  ];
  for (const tt of tests) {
    it(tt.name, () => expect(documentsKind(tt.folio)).toBe(tt.want));
  }
});

describe("the app takes over the shell's screen only with a screen of its own", () => {
  const biometric = {
    requestId: 'r1',
    request: { status: 'waitingProcessCustomer', link: { action: 1 }, client: { names: 'EMMA' } },
  };

  /** The app's welcome, its session answering when `answer()` is called. */
  function appWaiting(path: string) {
    let answer: () => void = () => {};
    const start: StartSession = (_uuid, onAnswer) => {
      answer = () => onAnswer?.(biometric);
      return new Promise(() => {});
    };
    // Each commit's markup: the one that replaces the shell is the first with the answer.
    const commits: string[] = [];
    const container = renderLinkPage(path, start, (c) => commits.push(markup(c)));
    return { container, commits, answer: () => answer() };
  }

  it('the app arrives first: hidden behind the shell, which paints the answer, then the same screen', async () => {
    let respond: (r: Response) => void = () => {};
    window.history.replaceState(null, '', '/folio/h1/bienvenida');
    const host = shellHost();
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() => new Promise((ok) => (respond = ok))),
    );
    startShell(screens);
    await vi.waitFor(() => expect(host.textContent).toContain('Cargando'));
    const app = appWaiting('/folio/h1/bienvenida');
    // The app's code is in, the answer is not: the shell's screen stays, the app shows nothing.
    await new Promise((r) => setTimeout(r, 50));
    expect(app.container.textContent).toBe('');
    expect(host.isConnected).toBe(true);
    respond(new Response(JSON.stringify(biometric), { status: 200 }));
    await vi.waitFor(() => expect(host.textContent).toContain('Hola, EMMA'));
    const painted = markup(host);
    app.answer();
    await waitFor(() => expect(app.container.textContent).toContain('Hola, EMMA'));
    expect(host.isConnected).toBe(false);
    expect(app.commits.find((c) => c.includes('Hola, EMMA'))).toBe(painted);
    // Then the app's handlers are attached: its button takes a tap (lib/use-early-tap.ts).
    await waitFor(() => expect(screen.getByRole('button')).toBeEnabled());
  });

  it('with no screen in the shell (a kept session) the app shows its own loading state', async () => {
    const host = shellHost();
    const app = appWaiting('/folio/h2/bienvenida');
    await waitFor(() => expect(app.container.textContent).toContain('Cargando'));
    expect(host.isConnected).toBe(false);
  });
});
