/**
 * What the HTML shell (app/link-shell, inlined into index.html at build time) hands to the app on a
 * customer link's first screen (docs/adr/0036-phone-first-load.md): the session POST it sent while
 * the app's code was still downloading, and the device identifier it computed for that POST. The
 * app reads that answer instead of asking again, and removes the shell's screen when React renders
 * one of its own (docs/adr/0065-link-screens-from-react.md).
 */
import { useLayoutEffect } from 'react';

import { SHELL_ID, SUBMITTED_ATTR } from './shell-element';
import { useLinkState } from './use-link-session';

export { SHELL_ID, SUBMITTED_ATTR } from './shell-element';

export interface ShellSession {
  /** The link credential of the page the shell started on. */
  uuid: string;
  /** The device identifier header the POST carried. */
  device: Promise<string>;
  /** The POST /api/session/customer the shell sent. */
  response: Promise<Response>;
}

declare global {
  var __oppnpLinkShell: ShellSession | undefined;
}

/** The shell's session for link `uuid`, once: a later session (a reload, a retry) asks again. */
export function takeShellSession(uuid: string, scope = globalThis): ShellSession | null {
  const s = scope.__oppnpLinkShell;
  if (!s || s.uuid !== uuid) return null;
  scope.__oppnpLinkShell = undefined;
  return s;
}

/**
 * Removes the shell's screen: the app's own is about to be painted in the same frame. A form the
 * shell painted (the login screen, docs/adr/0045-login-first-paint.md) may already hold what the
 * user typed before the app's code arrived: each value and the focus move to the app's input of
 * the same name, through an input event so the app's form state sees the value; a submit the user
 * already asked for submits the app's form.
 */
export function removeShell(doc: Document = document): void {
  const shell = doc.getElementById(SHELL_ID);
  if (!shell) return;
  const focused = doc.activeElement;
  let form: HTMLFormElement | null = null;
  for (const from of shell.querySelectorAll('input')) {
    const to = [...doc.getElementsByName(from.name)].find(
      (e): e is HTMLInputElement => e instanceof HTMLInputElement && !shell.contains(e),
    );
    if (!from.name || !to) continue;
    form ??= to.form;
    if (from.value && !to.value) {
      // The prototype's setter: React's value tracker then sees a change and runs onChange.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
        to,
        from.value,
      );
      to.dispatchEvent(new Event('input', { bubbles: true }));
    }
    if (from === focused) to.focus();
  }
  const submitted = shell.hasAttribute(SUBMITTED_ATTR);
  shell.remove();
  if (submitted) form?.requestSubmit();
}

/** The shell shows a screen of its own (the build's markup the inline scripts painted). */
export function shellShowing(doc: Document = document): boolean {
  return !!doc.getElementById(SHELL_ID)?.hasChildNodes();
}

/**
 * A link page's hand-off from the shell (docs/adr/0065-link-screens-from-react.md). While the page
 * of address segment `segment` has only its loading state to show and the shell shows a screen,
 * the page stays hidden behind it (returns true): the shell, which reads the session answer first,
 * paints the first screen, and the page's own, the same elements, replaces it in one commit once it
 * has something to show (`hasScreen`, or the session's refusal). So the largest paint is the HTML's
 * whether the answer or the app's code arrives first.
 */
export function useShellHandoff(segment: string, hasScreen: boolean): boolean {
  const refused = useLinkState(segment).kind === 'refused';
  const behind = !hasScreen && !refused && shellShowing();
  useLayoutEffect(() => {
    if (!behind) removeShell();
  }, [behind]);
  return behind;
}
