/**
 * What the HTML shell (inline.ts, inlined into index.html at build time) hands to the app on a
 * customer link's first screen (docs/adr/0036-phone-first-load.md): the session POST it sent while
 * the app's code was still downloading, and the device identifier it computed for that POST. The
 * app reads that answer instead of asking again, and removes the shell's screen when React renders
 * its own.
 */

/** The element the shell paints into, a sibling of #root (React never renders over it). */
export const SHELL_ID = 'link-shell';

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
 * The attribute the shell's element carries once its form was submitted: the login screen's inline
 * script never lets the browser send that form (its GET would put the password in the URL); the
 * app submits its own form instead when it takes over.
 */
export const SUBMITTED_ATTR = 'data-submitted';

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
