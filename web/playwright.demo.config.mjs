// The demo run (`npm run e2e:demo -w web`, part of `make test-e2e`): the journeys that assert on the
// demo data `make run` imports (functions/demo). They need a suite started with that import, so
// they run apart from the others, which start from an empty database (playwright.config.mjs).
import process from 'node:process';

import { defineConfig } from '@playwright/test';

import base, { DEMO_JOURNEYS } from './playwright.config.mjs';

// Its suites, and the workers that read them, live apart from the other run's (e2e/worker-suite.mjs).
process.env.E2E_SUITES_DIR = 'suites-demo';

export default defineConfig({
  ...base,
  testMatch: DEMO_JOURNEYS,
  testIgnore: [],
  globalSetup: './e2e/global-setup-demo.mjs',
  // One file: a second suite would only cost its start.
  workers: 1,
  outputDir: 'test-results/artifacts-demo',
  reporter: [['list'], ['html', { outputFolder: 'test-results/html-demo', open: 'never' }]],
});
