// Every screen: a full-page screenshot of every route of the route table (paths.ts), at phone
// (390×844) and desktop (1366×900) sizes, under test-results/screens/{phone,desktop}/<name>.png.
// The params come from a folio promotor1 captures here (its id and its customer link's uuid); each
// route is opened by the persona that uses it: gerente1 for the staff desk (routes/mesa), promotor1
// for the other login routes, the customer's phone for /folio/{uuid}/… links, nobody for the rest.
// A route fails when it renders the not-found page, the route error boundary or a blank page.
import { mkdir, readFile, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { phoneContext, screensDir, screenshot, staffContext, staffLogin } from '../fixtures.mjs';
import { captureFolio } from '../flows.mjs';
import { fillPath, routeTable } from '../route-table.mjs';
import { expect, test } from '../test.mjs';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
/** Headings of the SPA's not-found page and route error boundary (src/copy/es.ts). */
const NOT_FOUND = 'Página no encontrada';
const ERROR_PAGE = 'Algo salió mal';
const PROMOTOR1_BP = '1000000001';

/** Who opens a route. */
function personaOf(route) {
  if (route.access === 'no-auth' && route.path.startsWith('/folio/')) return 'customer';
  if (route.access === 'no-auth' || route.access === 'public') return 'none';
  return route.folder === 'mesa' ? 'gerente' : 'promoter';
}

/** Param values for `persona`: a customer link's params are all the link's uuid. */
/**
 * @param {string} persona
 * @param {{ folio?: string, uuid?: string }} data
 */
function paramValues(persona, { folio, uuid }) {
  if (persona === 'customer') return new Proxy({}, { get: () => uuid });
  return {
    folio,
    folioInterno: folio,
    folioBiometric: folio,
    folioIt: folio,
    id: folio,
    bpId: PROMOTOR1_BP,
    uuid,
  };
}

/** Resolves once the page has painted twice: what the last data or a resize changed is on screen. */
function painted(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        globalThis.requestAnimationFrame(() =>
          globalThis.requestAnimationFrame(() => resolve(null)),
        );
      }),
  );
}

/** Waits for the page's heading (lazy chunks, guards and live data settled), then reads it. */
async function settledHeading(page) {
  await page
    .waitForFunction(
      () => {
        const h1 = globalThis.document.querySelector('h1');
        const loading = globalThis.document.querySelector('[role="progressbar"]');
        return Boolean(h1 && h1.textContent.trim() && !loading);
      },
      null,
      { timeout: 20_000 },
    )
    .catch(() => {});
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => {});
  await painted(page);
  const h1 = page.locator('h1').first();
  return (await h1.count()) ? (await h1.innerText()).trim() : '';
}

const table = routeTable();
const indexFile = path.join(screensDir, 'index.json');

/**
 * Writes screens/index.json: this worker's `entries` over what the file already lists, one entry
 * per route of the table, in its order (a filtered run, or the other workers, keep the other
 * routes' entries). The workers write it one at a time (a directory as the lock).
 */
async function writeIndex(entries) {
  const lock = `${indexFile}.lock`;
  await mkdir(path.dirname(indexFile), { recursive: true });
  // A lock older than any write is one a killed run left behind: taken over.
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch {
      if (Date.now() > deadline) break;
      await new Promise((resolve) => globalThis.setTimeout(resolve, 50));
    }
  }
  try {
    await mergeIndex(entries);
  } finally {
    await rmdir(lock).catch(() => {});
  }
}

async function mergeIndex(entries) {
  const byRoute = new Map();
  try {
    for (const e of JSON.parse(await readFile(indexFile, 'utf8'))) byRoute.set(e.route, e);
  } catch {
    // no index yet
  }
  for (const e of entries) byRoute.set(e.route, e);
  const index = table.map((r) => byRoute.get(r.name)).filter(Boolean);
  // Ends with a newline, as prettier (npm run lint) wants any JSON under web/.
  await writeFile(indexFile, `${JSON.stringify(index, null, 2)}\n`);
}

/**
 * @typedef {{ context: import('@playwright/test').BrowserContext, page: import('@playwright/test').Page }} Opened
 * @typedef {{ contexts: Record<string, Opened>, data: { folio?: string, uuid?: string, link?: string }, index: object[] }} Screens
 */

// Once per worker, as the worker's first route needs it: a folio promotor1 captures (its id and its
// customer link's uuid give the params) and a page per persona, kept for the worker's routes; at the
// worker's end, its entries of screens/index.json. A worker fixture rather than beforeAll: with a
// beforeAll, Playwright hands each worker one fixed share of the routes; without, each route goes to
// the next free worker, so the workers end together (docs/adr/0078-journeys-wait-for-events.md).
const screensTest = test.extend(
  /** @type {import('@playwright/test').Fixtures<{}, { screens: Screens }, import('../test.mjs').JourneyFixtures & import('@playwright/test').PlaywrightTestArgs & import('@playwright/test').PlaywrightTestOptions, import('../test.mjs').JourneyWorkerFixtures & import('@playwright/test').PlaywrightWorkerArgs & import('@playwright/test').PlaywrightWorkerOptions>} */ ({
    screens: [
      async ({ browser }, use) => {
        /** @type {Screens} */
        const screens = { contexts: {}, data: {}, index: [] };
        const { contexts, data } = screens;
        try {
          const promoter = await staffLogin(browser, 'promotor1');
          contexts.promoter = promoter;
          Object.assign(data, await captureFolio(promoter.page));
          data.uuid = new globalThis.URL(data.link).pathname.split('/')[2];
          contexts.gerente = await staffLogin(browser, 'gerente1');
          const none = await staffContext(browser);
          contexts.none = { context: none, page: await none.newPage() };
          const phone = await phoneContext(browser);
          contexts.customer = { context: phone, page: await phone.newPage() };
          await use(screens);
          await writeIndex(screens.index);
        } finally {
          for (const { context } of Object.values(contexts)) await context.close();
        }
      },
      { scope: 'worker' },
    ],
  }),
);

// Not serial: a route that fails does not skip the others (the worker that replaces the failed one
// captures its own folio). Parallel: the routes are shared out among the workers, each with its own
// folio on its own suite, so the longest file of the run does not run on one worker.
screensTest.describe('every screen at phone and desktop sizes', () => {
  screensTest.describe.configure({ mode: 'parallel' });

  screensTest('reads the whole route table', () => {
    expect(table.length, `${table.length} routes`).toBeGreaterThanOrEqual(77);
    expect(table.some((r) => r.key === 'welcome' && r.access === 'no-auth')).toBe(true);
  });

  for (const route of table) {
    screensTest(`${route.name} ${route.path}`, async ({ screens }) => {
      const persona = personaOf(route);
      const { page } = screens.contexts[persona];
      const target = fillPath(route, paramValues(persona, screens.data));
      await page.setViewportSize(PHONE);
      const res = await page.goto(target);
      expect(res?.ok(), `${target} answered ${res?.status()}`).toBe(true);
      const heading = await settledHeading(page);
      const body = (await page.locator('body').innerText()).trim();
      const where = `${route.name} (${target} → ${page.url()}) as ${persona}`;
      expect(Boolean(heading && body), `${where} rendered a blank page`).toBe(true);
      expect(heading, `${where} rendered the not-found page`).not.toBe(NOT_FOUND);
      expect(heading, `${where} rendered the error boundary: ${body}`).not.toBe(ERROR_PAGE);
      await screenshot(page, 'phone', route.name);
      await page.setViewportSize(DESKTOP);
      await painted(page);
      await screenshot(page, 'desktop', route.name);
      screens.index.push({
        route: route.name,
        path: route.path,
        persona,
        opened: target,
        shown: page.url(),
        heading,
      });
    });
  }
});
