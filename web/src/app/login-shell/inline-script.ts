/**
 * The inline script that paints the login screen from the HTML (docs/adr/0045-login-first-paint.md):
 * on `path` only, it puts `markup` into the shell element before the app's code has arrived.
 * vite.config.ts writes it after #link-shell in index.html at build time.
 */
import { SHELL_ID } from '../link-shell/handoff';

/** `s` as a JS string literal that cannot end its <script> element ("</script", "<!--"). */
export function inlineString(s: string): string {
  return JSON.stringify(s).replace(/</g, '\\u003c');
}

/** The script's source: `markup` into #link-shell when the page's path is `path`. */
export function loginShellScript(path: string, markup: string): string {
  return `if(location.pathname===${inlineString(path)})document.getElementById(${inlineString(SHELL_ID)}).innerHTML=${inlineString(markup)}`;
}
