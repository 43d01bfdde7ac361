/**
 * The HTML shell's element in index.html, shared by the inline scripts (written at build time by
 * vite.config.ts, which imports this file as it is: no imports here) and the app's hand-off.
 */

/** The element the shell paints into, a sibling of #root (React never renders over it). */
export const SHELL_ID = 'link-shell';

/**
 * The attribute the shell's element carries once its form was submitted: the login screen's inline
 * script never lets the browser send that form (its GET would put the password in the URL); the
 * app submits its own form instead when it takes over.
 */
export const SUBMITTED_ATTR = 'data-submitted';

/** The routes an SMS link opens (link.Path in the functions) and the unique welcome: the shell's. */
export const SHELL_ROUTES = ['welcome', 'uniqueUrl', 'videoWelcome', 'customerDocuments'] as const;
