/**
 * The inline script that paints the login screen from the HTML (docs/adr/0045-login-first-paint.md):
 * on `path` only, it puts `markup` into the shell element before the app's code has arrived.
 * vite.config.ts writes it after #link-shell in index.html at build time.
 */
import { SHELL_ID, SUBMITTED_ATTR } from '../../entities/link-session/shell-element';

/** `s` as a JS string literal that cannot end its <script> element ("</script", "<!--"). */
export function inlineString(s: string): string {
  return JSON.stringify(s).replace(/</g, '\\u003c');
}

/**
 * The script's source: `markup` into #link-shell when the page's path is `path`. The browser never
 * sends the painted form (a GET with the password in its URL): a submit is kept as an attribute,
 * and the app submits its own form with the values typed when it takes over (entities/link-session/handoff.ts).
 */
export function loginShellScript(path: string, markup: string): string {
  const shell = `document.getElementById(${inlineString(SHELL_ID)})`;
  return (
    `if(location.pathname===${inlineString(path)})(function(s){s.innerHTML=${inlineString(markup)};` +
    `s.addEventListener("submit",function(e){e.preventDefault();s.setAttribute(${inlineString(SUBMITTED_ATTR)},"")})})(${shell})`
  );
}
