/**
 * The tag manager container (docs/requirements.md §7 "Other"): loaded only when this build names one
 * (`VITE_GTM_ID`, e.g. GTM-ABC1234), once, the first time a page view is tracked. Without an id
 * nothing is requested from outside the app: page views still go to `window.dataLayer` and the
 * logs (lib/page-views.ts), by route name and pattern, never a customer link's uuid.
 */

/** A Google Tag Manager container id. */
const GTM_ID = /^GTM-[A-Z0-9]{4,12}$/;

export const GTM_SCRIPT_ATTR = 'data-tag-manager';

/** The container id of a build's env, or null when unset or malformed (never loaded then). */
export function tagManagerId(raw: Record<string, unknown>): string | null {
  const v = raw.VITE_GTM_ID;
  const id = typeof v === 'string' ? v.trim().toUpperCase() : '';
  return GTM_ID.test(id) ? id : null;
}

export function tagManagerUrl(id: string): string {
  return `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
}

/**
 * Starts the container `id` in `doc`: the `gtm.js` start event first (the container reads it),
 * then its script, async. A document that already has it is left alone. False when there is no id.
 */
export function loadTagManager(
  id: string | null,
  doc: Document = document,
  now: () => number = Date.now,
): boolean {
  if (!id) return false;
  if (doc.querySelector(`script[${GTM_SCRIPT_ATTR}]`)) return true;
  const win = doc.defaultView as (Window & { dataLayer?: unknown[] }) | null;
  if (win) {
    win.dataLayer ??= [];
    win.dataLayer.push({ 'gtm.start': now(), event: 'gtm.js' });
  }
  const script = doc.createElement('script');
  script.async = true;
  script.src = tagManagerUrl(id);
  script.setAttribute(GTM_SCRIPT_ATTR, id);
  doc.head.appendChild(script);
  return true;
}

let started = false;

/** Loads this build's container once (no-op without `VITE_GTM_ID`). */
export function ensureTagManager(): void {
  if (started) return;
  started = true;
  loadTagManager(tagManagerId(import.meta.env as unknown as Record<string, unknown>));
}
