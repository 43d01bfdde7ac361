// Small statistics for the browser benches: nearest-rank percentiles and a printed comparison
// against a target (targets are reported, never asserted).

/** The p-th percentile (0–100) of `values` by the nearest-rank method; NaN when empty. */
export function percentile(values, p) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/** The median (p50). */
export const median = (values) => percentile(values, 50);

/** "  name  value ms  (target < t ms: OK | OVER)". */
export function compare(name, ms, targetMs) {
  const verdict = ms < targetMs ? 'OK' : 'OVER';
  return `  ${name.padEnd(44)} ${ms.toFixed(0).padStart(6)} ms   (target < ${targetMs} ms: ${verdict})`;
}

/** "  name  value unit  (target ≤ t unit: OK | OVER)", for a target that may be met exactly. */
export function compareAtMost(name, value, target, unit = 'ms') {
  const verdict = value <= target ? 'OK' : 'OVER';
  const v = value.toFixed(0).padStart(6);
  return `  ${name.padEnd(44)} ${v} ${unit.padEnd(3)} (target ≤ ${target} ${unit}: ${verdict})`;
}
