// The journeys' `test` and `expect`: Playwright Test extended with the set-up every journey
// repeated under node:test. Journeys import them from here, never from @playwright/test:
//
//   test('…', async ({ promotor1, gerente1, customer, loginAs, browser, page }) => { … })
//
// - `browser` (worker): Debian's Chromium of playwright.config.mjs, every context guarded against
//   hosts outside the suite and queries without an .indexOn (fixtures.mjs guardHosts); a test
//   that caused either fails, and so does the run if a hook did.
// - `page`: a desktop page with no session (the config's es-MX desktop context).
// - `loginAs(username)`: a page of a new desktop context logged in as that gateway persona, on
//   the home screen; `promotor1`, `promotor2` and `gerente1` are that page, ready.
// - `customer()`: a page of a new phone context (Pixel 7: touch, mobile user agent).
// - every worker has a suite of its own on free ports (global-setup.mjs, worker-suite.mjs); the
//   files a worker runs share its database, gateway clock and template copy.
// - every test leaves its suite's remoteconfig.template.json as it found it (some journeys flip flags).
// - every test starts with no client in flight as the duplicate check sees it (inFlight/ and
//   duplicateAttempts/ cleared): the journeys of a worker share one database, and a folio an earlier journey
//   left in capture must not refuse the next one's folio for the same persona.
// Contexts a fixture opened are closed after the test; `page.context()` reaches a page's context.
import { expect, test as base } from '@playwright/test';

import {
  baseURL,
  guardBrowser,
  outsideError,
  phoneContext,
  readTemplate,
  restoreTemplate,
  staffLogin,
} from './fixtures.mjs';
import { freeClient } from './flows.mjs';

export { expect };

/**
 * @typedef {import('@playwright/test').Page} Page
 * @typedef {{
 *   hostGuard: void,
 *   template: void,
 *   freeClients: void,
 *   loginAs: (username: string) => Promise<Page>,
 *   promotor1: Page,
 *   promotor2: Page,
 *   gerente1: Page,
 *   customer: () => Promise<Page>,
 * }} JourneyFixtures
 * @typedef {{ browser: import('./fixtures.mjs').GuardedBrowser }} JourneyWorkerFixtures
 */

export const test = base.extend(
  /** @type {import('@playwright/test').Fixtures<JourneyFixtures, JourneyWorkerFixtures, import('@playwright/test').PlaywrightTestArgs & import('@playwright/test').PlaywrightTestOptions, import('@playwright/test').PlaywrightWorkerArgs & import('@playwright/test').PlaywrightWorkerOptions>} */ ({
    browser: [
      async ({ browser }, use) => {
        guardBrowser(browser);
        browser.hookOutside = [];
        await use(browser);
        // What hooks (beforeAll, afterAll) caused fails the run; a test's own requests fail the test.
        const err = outsideError([...browser.hookOutside, ...browser.takeOutsideRequests()]);
        if (err) throw err;
      },
      { scope: 'worker' },
    ],

    // The worker's own hosting (worker-suite.mjs): `page` and relative `goto`s reach its suite.
    // eslint-disable-next-line no-empty-pattern
    baseURL: async ({}, use) => use(baseURL),

    hostGuard: [
      async ({ browser }, use) => {
        browser.hookOutside.push(...browser.takeOutsideRequests());
        await use();
        const err = outsideError(browser.takeOutsideRequests());
        if (err) throw err;
      },
      { auto: true },
    ],

    template: [
      // eslint-disable-next-line no-empty-pattern
      async ({}, use) => {
        const original = readTemplate();
        await use();
        restoreTemplate(original);
      },
      { auto: true },
    ],

    freeClients: [
      // eslint-disable-next-line no-empty-pattern
      async ({}, use) => {
        await freeClient();
        await use();
      },
      { auto: true },
    ],

    loginAs: async ({ browser }, use) => {
      const contexts = [];
      await use(async (username) => {
        const { context, page } = await staffLogin(browser, username);
        contexts.push(context);
        return page;
      });
      for (const context of contexts) await context.close();
    },
    promotor1: async ({ loginAs }, use) => use(await loginAs('promotor1')),
    promotor2: async ({ loginAs }, use) => use(await loginAs('promotor2')),
    gerente1: async ({ loginAs }, use) => use(await loginAs('gerente1')),

    customer: async ({ browser }, use) => {
      const contexts = [];
      await use(async () => {
        const context = await phoneContext(browser);
        contexts.push(context);
        return context.newPage();
      });
      for (const context of contexts) await context.close();
    },
  }),
);
