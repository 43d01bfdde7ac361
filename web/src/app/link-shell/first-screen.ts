/**
 * Which of the build's screens (screens.tsx) the HTML shell paints on a customer link's first
 * screen, and how the session answer's data goes into it (docs/adr/0065-link-screens-from-react.md).
 * The choice follows the app's own first render (LinkSession and VideoLink with the session POST's
 * answer): the app's screen then replaces the shell's with the same elements, so the largest paint
 * stays the HTML's. The Vitest table in __tests__/first-screen.test.tsx holds the two together.
 */
import { routes } from '@/config/paths';
import { SHELL_ROUTES } from '@/entities/link-session/shell-element';
import {
  BIOMETRIC_FLOW,
  deriveStep,
  DOCUMENTS_FLOW,
  flowOf,
  SIGNATURE_FLOW,
} from '@/features/customer-link/model/steps';
import type { FolioProgress } from '@/features/customer-link/model/steps';
import { videoState } from '@/features/video-call/model/flow';
import type { VideoFolio } from '@/features/video-call/model/flow';
import type { Folio } from '@/lib/folio-contract.gen';

export { SHELL_ROUTES } from '@/entities/link-session/shell-element';
export type ShellRoute = (typeof SHELL_ROUTES)[number];

/** The customer link's flows by the name a screen's key carries. */
export const FLOWS = {
  biometric: BIOMETRIC_FLOW,
  signature: SIGNATURE_FLOW,
  documents: DOCUMENTS_FLOW,
} as const;
export type FlowName = keyof typeof FLOWS;

/** What action 5's first screen reads of the answer beyond the step (documentsKind). */
export type DocumentsFolio = Pick<Folio, 'statusReason' | 'correction' | 'documents'>;

/** What the shell knows: nothing yet, the session POST's folio, or the functions' refusal. */
export type ShellState =
  | { kind: 'loading' }
  | { kind: 'answer'; request: FolioProgress & VideoFolio & DocumentsFolio }
  | { kind: 'error'; message: string };

/** The build's screens by key; each holds NAME or MESSAGE where the answer's data goes. */
export type LinkScreens = Readonly<Record<string, string>>;

/** Stand-ins the build renders in place of the customer's name and the refusal message. */
export const NAME = '\uE000';
export const MESSAGE = '\uE001';

/**
 * The key of an answer's screen: route, flow (or video state, or action 5's kind) and whether the
 * folio has the text the screen shows (the customer's name; on action 5, staff's reason).
 */
export function answerKey(route: ShellRoute, kind: string, named: boolean): string {
  return `${route}:${kind}:${named ? 'named' : 'plain'}`;
}
export const loadingKey = (route: ShellRoute) => `${route}:loading`;
export const errorKey = (route: ShellRoute) => `${route}:error`;

/** The link credential and route of a shell route's path; the patterns are paths.ts's. */
export function shellRoute(pathname: string): { uuid: string; route: ShellRoute } | null {
  for (const route of SHELL_ROUTES) {
    const [head = '', tail = ''] = routes[route].path.split(':uuid');
    if (!pathname.startsWith(head)) continue;
    const rest = pathname.slice(head.length);
    const credential = rest.slice(0, rest.indexOf('/') < 0 ? rest.length : rest.indexOf('/'));
    const after = rest.slice(credential.length);
    if (!credential || (after !== tail && after !== `${tail}/`)) continue;
    try {
      return { uuid: decodeURIComponent(credential), route };
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * Action 5's screens the build renders (screens.tsx), as the app's first render shows them with
 * the default catalogue: `ine`, a correction that asks only for the official ID's sides (the ID
 * form alone); `all`, no correction and no annex filed yet (every annex type at zero, then the ID
 * form). Any other folio (a data form, annexes asked or already filed) has a screen the build
 * cannot spell out in advance: the shell shows the loading state and the app paints it.
 */
export const DOCUMENTS_KINDS = ['ine', 'all'] as const;
export type DocumentsKind = (typeof DOCUMENTS_KINDS)[number];

const ID_SIDES: readonly string[] = ['ineFront', 'ineBack'];

export function documentsKind(folio: DocumentsFolio): DocumentsKind | null {
  const c = folio.correction;
  if (c?.open && c.writer === 'customer') {
    if (Object.keys(c.items ?? {}).length > 0) return null;
    const asked = Object.entries(c.annexes ?? {}).flatMap(([a, v]) => (v ? [a] : []));
    return asked.length > 0 && asked.every((a) => ID_SIDES.includes(a)) ? 'ine' : null;
  }
  return Object.keys(folio.documents?.annexes ?? {}).length === 0 ? 'all' : null;
}

function flowName(folio: FolioProgress): FlowName {
  const flow = flowOf(folio);
  return flow === SIGNATURE_FLOW
    ? 'signature'
    : flow === DOCUMENTS_FLOW
      ? 'documents'
      : 'biometric';
}

/**
 * The screen the app's first render shows in `state` (`acks`: the link's steps done on this
 * phone): the welcome and action 5's documents only when the folio says the customer is on them,
 * the unique welcome always, the video welcome when the call may start; otherwise the loading
 * state until the app moves on.
 */
export function screenOf(
  route: ShellRoute,
  state: ShellState,
  acks: ReadonlySet<string>,
): { key: string; name?: string; message?: string } {
  if (state.kind === 'error') return { key: errorKey(route), message: state.message };
  if (state.kind === 'loading') return { key: loadingKey(route) };
  const folio = state.request;
  const name = folio.client?.names ?? '';
  if (route === 'videoWelcome') {
    if (videoState(folio) !== 'ready') return { key: loadingKey(route) };
    return { key: answerKey(route, 'ready', !!name), name };
  }
  if (route !== 'uniqueUrl' && deriveStep(folio, acks) !== route) return { key: loadingKey(route) };
  if (route === 'customerDocuments') {
    const kind = documentsKind(folio);
    if (!kind) return { key: loadingKey(route) };
    const reason = folio.statusReason?.trim() ?? '';
    return { key: answerKey(route, kind, !!reason), message: reason };
  }
  return { key: answerKey(route, flowName(folio), !!name), name };
}

const escapeHTML = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Paints the screen of `state` into `host` and gives the page the screen's title (its heading).
 * A screen the build did not render leaves the host as it was.
 */
export function paintScreen(
  host: HTMLElement,
  screens: LinkScreens,
  route: ShellRoute,
  state: ShellState,
  acks: ReadonlySet<string>,
): void {
  const { key, name = '', message = '' } = screenOf(route, state, acks);
  const html = screens[key];
  if (html === undefined) return;
  host.innerHTML = html.split(NAME).join(escapeHTML(name)).split(MESSAGE).join(escapeHTML(message));
  const title = host.querySelector('h1')?.textContent;
  if (title) host.ownerDocument.title = title;
}
