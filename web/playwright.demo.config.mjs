// The demo run (`npm run e2e:demo -w web`, part of `make test-e2e`): the journeys that assert on the
// demo data `make run` imports (functions/demo). They need a suite started with that import, so
// they run apart from the others, which start from an empty database (playwright.config.mjs).
import { defineConfig } from '@playwright/test';

import base, { DEMO_JOURNEYS } from './playwright.config.mjs';

export default defineConfig({
  ...base,
  testMatch: DEMO_JOURNEYS,
  testIgnore: [],
  globalSetup: './e2e/global-setup-demo.mjs',
  // One file: a second suite would only cost its start.
  workers: 1,
  reporter: [['list'], ['html', { outputFolder: 'test-results/html-demo', open: 'never' }]],
});
