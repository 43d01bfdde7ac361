// The suite's deadlines and caches the journeys shorten, so that a journey waits for what it
// tests and not for a production default: the global setup starts every suite with this
// environment (the functions read it, functions/internal/config/env.go), and the helpers that
// wait for one of them read the same value here. A value already in the environment wins, in
// the suites and in the helpers alike. docs/adr/0078-journeys-wait-for-events.md.
import process from 'node:process';

const DEFAULTS = {
  // A side effect unfinished this long is "sin confirmar" and the sweep reconciles it
  // (docs/adr/0060-side-effects-survive-their-process.md): 2 minutes in production; here
  // 24-pending-effects sees its failed SMS listed soon after the capture. 5 s passed alone, but
  // once failed in a full run (the row never listed), so the value measured in CI stays.
  OPPNP_RECONCILE_AFTER: '15s',
  // How long the functions keep the Remote Config template they read (5 s by default): a flag a
  // journey flips through the console counts for the next login after this.
  OPPNP_REMOTE_CONFIG_TTL: '500ms',
};
for (const [name, value] of Object.entries(DEFAULTS)) process.env[name] ??= value;

/** Milliseconds of a Go duration of one unit ("500ms", "5s", "2m"), as the suite reads it. */
export function durationMs(name) {
  const value = process.env[name] ?? '';
  const m = /^(\d+(?:\.\d+)?)(ms|s|m)$/.exec(value);
  if (!m) throw new Error(`e2e: ${name}="${value}" is not a duration of one unit (500ms, 5s, 2m)`);
  return Number(m[1]) * { ms: 1, s: 1_000, m: 60_000 }[m[2]];
}

/** How long a side effect may stay unfinished before it is listed and reconciled. */
export const RECONCILE_AFTER_MS = durationMs('OPPNP_RECONCILE_AFTER');

/**
 * How long a Remote Config change may take to reach the functions (a login, the session
 * function's flags): their cache, plus a margin for the read in flight.
 */
export const REMOTE_CONFIG_SETTLE_MS = durationMs('OPPNP_REMOTE_CONFIG_TTL') + 500;
