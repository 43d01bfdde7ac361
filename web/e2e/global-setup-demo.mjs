// The global setup of the demo run (playwright.demo.config.mjs): the suite as `make run` starts it
// on an empty database, importing functions/demo, so journey 23 sees the demo a newcomer sees.
// Without --data the import stays in memory: nothing is left behind. One suite per worker, on
// free ports, as for the other journeys (global-setup.mjs).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { setupSuites } from './global-setup.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** @param {import('@playwright/test').FullConfig} config */
export default function globalSetup(config) {
  return setupSuites(config.workers, ['--import', path.join(repoRoot, 'functions', 'demo')]);
}
