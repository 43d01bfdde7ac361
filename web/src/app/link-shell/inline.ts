/**
 * The HTML shell's script, bundled into an inline <script> of index.html at build time (see
 * vite.config.ts): on the customer link's first screen it starts the session POST at once and
 * paints the build's screen for its answer (first-screen.ts), before the app's code and the
 * Firebase SDK have arrived on the phone (docs/adr/0036-phone-first-load.md,
 * docs/adr/0065-link-screens-from-react.md). Every other page: nothing.
 */
import { config } from '@/config/env';
import { SHELL_ID } from '@/entities/link-session/handoff';
import { readAcks } from '@/features/customer-link/model/steps';
import { API } from '@/lib/api-paths';
import { deviceIdentifier } from '@/lib/device';
import { callHeaders, withApplicationId } from '@/lib/http';
import { authStore } from '@/stores/auth';

import { paintScreen, shellRoute } from './first-screen';
import type { LinkScreens, ShellState } from './first-screen';

/** The build's screens (screens.tsx), written in by vite.config.ts. */
declare const __OPPNP_LINK_SCREENS__: LinkScreens;

declare global {
  /** Adds the link page's own module preloads, held back by index.html (vite.config.ts). */
  var __oppnpPreloads: (() => void) | undefined;
}

/**
 * Lets the link page's module preloads go, once: they wait for the session POST, which would
 * otherwise queue behind them for a free connection (six per host over HTTP/1.1). The entry's one
 * chunk is already on its way (docs/adr/0084-one-chunk-before-the-app-runs.md).
 */
function releasePreloads(win: typeof globalThis): void {
  const add = win.__oppnpPreloads;
  win.__oppnpPreloads = undefined;
  add?.();
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

export function startShell(screens: LinkScreens, win: Window & typeof globalThis = window): void {
  const at = shellRoute(win.location.pathname);
  // A kept customer token: the app reuses that session with no POST (app/link-prefetch.ts).
  if (!at || authStore.get().tokenClient) return releasePreloads(win);
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
  // After the fetch() above has queued the POST (or the identifier failed and there is none).
  device.then(
    () => releasePreloads(win),
    () => releasePreloads(win),
  );
  win.__oppnpLinkShell = { uuid: at.uuid, device, response };
  const doc = win.document;
  // The script runs at the top of <head>, so the POST leaves at once; it paints once the body is
  // parsed, and never after the app removed the shell for its own screen.
  // Always the latest state: the frame may come only once the rest of the HTML is parsed, later
  // than the answer, and must not paint the loading state over the answer's screen.
  let latest: ShellState = { kind: 'loading' };
  let waiting = false;
  const paint = (state: ShellState) => {
    latest = state;
    const host = doc.getElementById(SHELL_ID);
    if (!host) {
      if (doc.readyState === 'loading' && !waiting) {
        waiting = true;
        win.requestAnimationFrame(() => {
          waiting = false;
          paint(latest);
        });
      }
      return;
    }
    paintScreen(host, screens, at.route, latest, readAcks(at.uuid));
  };
  paint({ kind: 'loading' });
  response
    .then(async (res) => {
      const text = await res.clone().text();
      if (res.ok) {
        const { request } = JSON.parse(text) as Partial<Extract<ShellState, { kind: 'answer' }>>;
        if (request) paint({ kind: 'answer', request });
        return;
      }
      const message = refusal(text);
      if (message) paint({ kind: 'error', message });
    })
    // A network failure is the app's to report, as it would without the shell.
    .catch(() => {});
}

if (typeof __OPPNP_LINK_SCREENS__ !== 'undefined') startShell(__OPPNP_LINK_SCREENS__);
