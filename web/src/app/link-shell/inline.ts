/**
 * The HTML shell's script, bundled into an inline <script> of index.html at build time (see
 * vite.config.ts): on the customer link's first screen it starts the session POST at once and
 * paints the screen from its answer, before the app's code and the Firebase SDK have arrived on the
 * phone (docs/adr/0036-phone-first-load.md). Every other page: nothing.
 */
import { config } from '@/config/env';
import { readAcks } from '@/features/customer-link/model/steps';
import { API } from '@/lib/api-paths';
import { deviceIdentifier } from '@/lib/device';
import { callHeaders, withApplicationId } from '@/lib/http';
import { authStore } from '@/stores/auth';

import { firstScreen } from './first-screen';
import type { ShellRoute, ShellState } from './first-screen';
import { SHELL_ID } from './handoff';

const ROUTES: Record<string, ShellRoute> = {
  bienvenida: 'welcome',
  'bienvenida-unica': 'uniqueUrl',
};

/** The link credential and route of a first-screen path (`/folio/{credential}/bienvenida`). */
export function shellRoute(pathname: string): { uuid: string; route: ShellRoute } | null {
  const m = /^\/folio\/([^/]+)\/([a-z-]+)\/?$/.exec(pathname);
  const [, credential = '', page = ''] = m ?? [];
  const route = ROUTES[page];
  if (!credential || !route) return null;
  try {
    return { uuid: decodeURIComponent(credential), route };
  } catch {
    return null;
  }
}

/** The functions' refusal message (docs/requirements.md §8), as the http client reads it. */
function refusal(text: string): string | null {
  try {
    const b = JSON.parse(text) as { message?: unknown; data?: { message?: unknown } };
    const m = b?.message ?? b?.data?.message;
    return typeof m === 'string' && m ? m : null;
  } catch {
    return null;
  }
}

export function startShell(win: Window & typeof globalThis = window): void {
  const at = shellRoute(win.location.pathname);
  // A kept customer token: the app reuses that session with no POST (app/link-prefetch.ts).
  if (!at || authStore.get().tokenClient) return;
  const device = deviceIdentifier();
  const response = device.then((d) =>
    win.fetch(API.customer, {
      method: 'POST',
      headers: {
        ...callHeaders({
          clientId: config().ibmClientId,
          device: d,
          requestId: crypto.randomUUID(),
        }),
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(withApplicationId({ uuid: at.uuid })),
    }),
  );
  win.__oppnpLinkShell = { uuid: at.uuid, device, response };
  const doc = win.document;
  // The script runs in <head>, before the stylesheet, so the POST leaves at once; it paints once
  // the body is parsed, and never after the app removed the shell for its own screen.
  const paint = (state: ShellState) => {
    const host = doc.getElementById(SHELL_ID);
    if (!host) {
      if (doc.readyState === 'loading') win.requestAnimationFrame(() => paint(state));
      return;
    }
    const { main, title } = firstScreen(doc, at.route, state, readAcks(at.uuid));
    host.replaceChildren(main);
    doc.title = title;
  };
  paint({ kind: 'loading' });
  response
    .then(async (res) => {
      const text = await res.clone().text();
      if (res.ok) {
        const request = (JSON.parse(text) as { request?: object }).request;
        if (request) paint({ kind: 'answer', request });
        return;
      }
      const message = refusal(text);
      if (message) paint({ kind: 'error', message });
    })
    // A network failure is the app's to report, as it would without the shell.
    .catch(() => {});
}

startShell();
