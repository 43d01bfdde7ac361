// Accessibility of every screen a journey visits: axe-core runs on the page each time
// `screenshot()` saves a screen, and the journey fails on any violation of impact serious or
// critical (every axe rule, not only the WCAG-tagged ones). Lesser impacts (moderate, minor) are
// left to review; the failure lists each violation with its rule, its help text and the elements,
// and attaches axe's full answer to the test.
import { test } from '@playwright/test';
import axe from 'axe-core';

/** Impacts that fail a journey. */
export const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Waits for the page's finite CSS animations to end: a notice fading in is measured by axe at its
 * blended colours, which no user reads (an infinite one, a spinner, is not waited for).
 */
async function settled(page) {
  await page.evaluate(() =>
    Promise.all(
      globalThis.document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/**
 * axe's violations in `frame`'s own document (its frames are checked on their own). axe-core is
 * put into a document once (1.3 MB of script; a journey saves many screens of one document) and
 * `axe.run` checks it there; only the violations come back whole (`resultTypes`).
 * docs/adr/0078-journeys-wait-for-events.md.
 * @param {import('@playwright/test').Frame} frame
 * @returns {Promise<import('axe-core').Result[]>}
 */
async function frameViolations(frame) {
  await frame.waitForLoadState();
  if (!(await frame.evaluate(() => 'axe' in globalThis))) await frame.evaluate(axe.source);
  return frame.evaluate(() =>
    /** @type {any} */ (globalThis).axe
      .run(globalThis.document, { resultTypes: ['violations'], iframes: false })
      .then((/** @type {import('axe-core').AxeResults} */ r) => r.violations),
  );
}

/**
 * axe's violations on `page`, frame by frame, one entry per rule. The SPA's pages have no frames;
 * a page that has them is checked in each, with no time limit on putting axe into a frame (a
 * runner that gave up after a second left a frame unchecked on a loaded machine, silently).
 * @param {import('@playwright/test').Page} page
 * @returns {Promise<import('axe-core').Result[]>}
 */
async function violations(page) {
  /** @type {Map<string, import('axe-core').Result>} */
  const byRule = new Map();
  for (const frame of page.frames()) {
    for (const v of await frameViolations(frame)) {
      const seen = byRule.get(v.id);
      if (seen) seen.nodes.push(...v.nodes);
      else byRule.set(v.id, v);
    }
  }
  return [...byRule.values()];
}

/** axe's violations on `page` of a failing impact, once its animations have ended. */
export async function seriousViolations(page) {
  await settled(page);
  return (await violations(page)).filter((v) => FAILING_IMPACTS.has(v.impact ?? ''));
}

/** One line per violation, with up to three of its elements and why they fail. */
export function describeViolations(violations) {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 3)
        .map((n) => `    ${n.target.join(' ')}: ${(n.failureSummary ?? '').replace(/\s+/g, ' ')}`)
        .join('\n');
      const more = v.nodes.length > 3 ? `\n    … and ${v.nodes.length - 3} more` : '';
      return `- ${v.id} (${v.impact}): ${v.help} [${v.nodes.length}]\n${nodes}${more}`;
    })
    .join('\n');
}

/** Throws, listing them, when `page` has violations of a failing impact; `where` names the screen. */
export async function expectAccessible(page, where) {
  const violations = await seriousViolations(page);
  if (!violations.length) return;
  // Inside a test, keep axe's whole answer next to the trace (outside one, test.info() throws).
  try {
    await test.info().attach(`axe-${where.replace(/\W+/g, '-')}.json`, {
      body: JSON.stringify(violations, null, 2),
      contentType: 'application/json',
    });
  } catch {
    // not in a test
  }
  throw new Error(
    `axe: ${where} (${page.url()}) has ${violations.length} serious or critical accessibility ` +
      `violation(s):\n${describeViolations(violations)}`,
  );
}
