// The end-to-end tier (`npm run e2e -w web`, `make test-e2e`): Playwright Test drives Debian's
// Chromium against the whole emulator suite, which e2e/global-setup.mjs starts once for the run on
// the fixed ports of firebase.json. docs/adr/0033-e2e-on-playwright-test.md explains the choices.
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

/** Hosting (firebase.json hosting port), which serves web/dist and rewrites /api. */
const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5000';

/** Journeys on the imported demo data: playwright.demo.config.mjs runs them, on a suite of their own. */
export const DEMO_JOURNEYS = '23-demo-*.spec.mjs';

export default defineConfig({
  testDir: journeys,
  testMatch: '*.spec.mjs',
  testIgnore: DEMO_JOURNEYS,
  globalSetup: './e2e/global-setup.mjs',
  // One worker: the suite listens on fixed ports and every journey shares its database, gateway
  // clock, outbox and Remote Config template (docs/adr/0033-e2e-on-playwright-test.md).
  workers: 1,
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
    baseURL,
    viewport: { width: 1280, height: 800 },
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
    actionTimeout: 15_000,
    navigationTimeout: 15_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      headless: true,
      args: CHROMIUM_ARGS,
    },
  },
});
