// The global setup of the demo run (playwright.demo.config.mjs): the suite as `make run` starts it
// on an empty database, importing functions/demo, so journey 23 sees the demo a newcomer sees.
// Without --data the import stays in memory: nothing is left behind.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { setupSuite } from './global-setup.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export default function globalSetup() {
  return setupSuite(['--import', path.join(repoRoot, 'functions', 'demo')]);
}
