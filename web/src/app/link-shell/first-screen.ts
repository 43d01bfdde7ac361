/**
 * The customer link's first screen as plain DOM, painted by the HTML shell before React and the
 * Firebase SDK have loaded (docs/adr/0036-phone-first-load.md). It builds the same elements, classes
 * and words as CustomerStepLayout with WelcomeScreen (and LinkSession's loading and error states),
 * from the same catalogue and step model, so React's first render replaces it with an identical
 * screen.
 */
import { customer as t } from '@/copy/customer';
import { screens } from '@/copy/es';
import {
  deriveStep,
  flowOf,
  SIGNATURE_FLOW,
  stepPosition,
} from '@/features/customer-link/model/steps';
import type { FolioProgress } from '@/features/customer-link/model/steps';

/** The routes the shell paints: the SMS link's first step and the unique welcome. */
export type ShellRoute = 'welcome' | 'uniqueUrl';

/** What the shell knows: nothing yet, the session POST's folio, or the functions' refusal. */
export type ShellState =
  | { kind: 'loading' }
  | { kind: 'answer'; request: FolioProgress & { client?: { names?: string } } }
  | { kind: 'error'; message: string };

type Child = Node | string;

function el(doc: Document, tag: string, attrs: Record<string, string>, ...children: Child[]) {
  const node = doc.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  node.append(...children);
  return node;
}

/** The screen's title ("Paso 1 de 8: Bienvenida", or the bare name outside a flow). */
export function shellTitle(route: ShellRoute, flow: readonly Parameters<typeof stepPosition>[1][]) {
  const name = screens[route];
  const pos = stepPosition(flow, route);
  return pos ? t.titleWithStep(pos.x, pos.y, name) : name;
}

/**
 * The `<main>` of the first screen in `state`; `acks` are the link's steps done on this phone. Like
 * LinkSession, the welcome is shown only when the folio says the customer is on it (the unique
 * welcome always); otherwise the loading state, until the app moves the customer on.
 */
export function firstScreen(
  doc: Document,
  route: ShellRoute,
  state: ShellState,
  acks: ReadonlySet<string>,
): { main: HTMLElement; title: string } {
  const frame = (title: string, progress: { x: number; y: number } | null, ...body: Child[]) => {
    // The markup of components/layouts/step-frame.tsx, which the app renders in its place.
    const header: Child[] = [el(doc, 'p', { class: 'cl-brand' }, t.brand)];
    if (progress) {
      header.push(
        el(doc, 'progress', {
          class: 'cl-progress',
          value: String(progress.x),
          max: String(progress.y),
          'aria-hidden': 'true',
        }),
      );
    }
    const parts: Child[] = [
      el(doc, 'header', { class: 'cl-frame' }, ...header),
      el(doc, 'h1', {}, title),
      ...body,
    ];
    return { main: el(doc, 'main', { class: 'cl-screen' }, ...parts), title };
  };
  const bare = shellTitle(route, []);
  if (state.kind === 'error') {
    return frame(bare, null, el(doc, 'p', { role: 'alert', class: 'alert' }, state.message));
  }
  const folio = state.kind === 'answer' ? state.request : null;
  if (!folio || (route === 'welcome' && deriveStep(folio, acks) !== route)) {
    return frame(bare, null, el(doc, 'p', { role: 'status', 'aria-busy': 'true' }, t.loading));
  }
  const flow = flowOf(folio);
  const unique = route === 'uniqueUrl';
  const signature = flow === SIGNATURE_FLOW;
  const body: Child[] = [
    el(doc, 'p', {}, el(doc, 'strong', {}, t.welcome.greeting(folio.client?.names ?? ''))),
    el(
      doc,
      'p',
      {},
      unique ? t.welcome.uniqueIntro : signature ? t.welcome.signatureIntro : t.welcome.intro,
    ),
  ];
  if (!signature && !unique) {
    body.push(
      el(doc, 'p', {}, t.welcome.needs),
      el(doc, 'ul', {}, ...t.welcome.needsItems.map((i) => el(doc, 'li', {}, i))),
    );
  }
  // Disabled as the app's until its session is live: nothing can be done before it.
  body.push(
    el(
      doc,
      'button',
      { type: 'button', disabled: '', 'aria-busy': 'true' },
      unique ? t.continue : t.start,
    ),
  );
  return frame(shellTitle(route, flow), stepPosition(flow, route), ...body);
}
