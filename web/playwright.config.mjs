// The end-to-end tier (`npm run e2e -w web`, `make test-e2e`): Playwright Test drives Debian's
// Chromium against the whole emulator suite, one per worker on free ports, which
// e2e/global-setup.mjs starts for the run. docs/adr/0033-e2e-on-playwright-test.md explains the
// choices, docs/adr/0067-drift-gates-and-a-fast-loop.md the suites per worker.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

import { defineConfig } from '@playwright/test';

import { CHROMIUM, CHROMIUM_ARGS } from './e2e/fixtures.mjs';

const webRoot = path.dirname(fileURLToPath(import.meta.url));
const journeys = path.join(webRoot, 'e2e', 'journeys');

// A journey still in the node:test format would not run here: say so instead of skipping it.
const legacy = readdirSync(journeys).filter((f) => f.endsWith('.test.mjs'));
if (legacy.length) {
  throw new Error(
    `e2e: ${legacy.join(', ')} use the old node:test format; write journeys as ` +
      'journeys/NN-name.spec.mjs with test/expect from e2e/test.mjs (see e2e/README.md).',
  );
}

/**
 * Workers, each with a suite of its own (E2E_WORKERS; 3 by default). The journeys wait more than
 * they compute: on the 2-core machine the run used its cores less than half the time with two
 * workers, and a third overlaps more of the waiting (docs/adr/0078-journeys-wait-for-events.md).
 */
const workers = Number(process.env.E2E_WORKERS ?? 3);
if (!Number.isInteger(workers) || workers < 1) {
  throw new Error(`e2e: E2E_WORKERS must be a positive integer (got "${process.env.E2E_WORKERS}")`);
}

/** Journeys on the imported demo data: playwright.demo.config.mjs runs them, on a suite of their own. */
export const DEMO_JOURNEYS = '23-demo-*.spec.mjs';

export default defineConfig({
  testDir: journeys,
  testMatch: '*.spec.mjs',
  testIgnore: DEMO_JOURNEYS,
  globalSetup: './e2e/global-setup.mjs',
  // Files are shared out among the workers; a file's tests run in order on one worker, against
  // that worker's suite (its database, gateway clock, outbox and Remote Config template).
  workers,
  fullyParallel: false,
  retries: 0,
  forbidOnly: true,
  // Whole journeys (a capture, a customer on a phone, staff validation) on two shared cores.
  timeout: 240_000,
  expect: { timeout: 15_000 },
  outputDir: 'test-results/artifacts',
  reporter: [['list'], ['html', { outputFolder: 'test-results/html', open: 'never' }]],
  use: {
    browserName: 'chromium',
    // baseURL is the worker's hosting (e2e/test.mjs, from e2e/worker-suite.mjs).
    viewport: { width: 1280, height: 800 },
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
    actionTimeout: 15_000,
    navigationTimeout: 15_000,
    // A failed test keeps its trace: every action, the DOM before and after it, the network and
    // the console. Not the film strip: the screencast has the browser paint, encode and send a
    // frame whenever the page changes, in every test, and cost a fifth of the tier's CPU
    // (docs/adr/0083-journeys-at-less-cpu.md); the failure's screenshot stays.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      headless: true,
      args: CHROMIUM_ARGS,
    },
  },
});
