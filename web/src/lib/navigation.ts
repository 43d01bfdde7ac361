/**
 * Navigation from outside React (the token lifecycle's redirects). The app hands in the router's
 * navigate once it exists; before that a full page load does the job.
 */

type Navigate = (to: string) => void;

let impl: Navigate = (to) => window.location.assign(to);

export function setNavigator(next: Navigate): void {
  impl = next;
}

export function navigateTo(to: string): void {
  impl(to);
}

/** Path and query of the current page. */
export function currentFullPath(): string {
  return window.location.pathname + window.location.search;
}
