// Playwright's global setup for the journeys: builds the SPA in emulator mode (unless
// E2E_SKIP_BUILD=1), starts the emulator suite once for the whole run (suite.mjs: fixed ports of
// firebase.json, ready when the Emulator Hub says so), resets the gateway, and returns the
// teardown that stops the suite's process group whatever happened. The suite's output goes to
// test-results/suite.log (and to stderr with E2E_VERBOSE=1).
import { spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

import { resetGateway, startSuite } from './suite.mjs';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(webRoot, '..');
const logFile = path.join(webRoot, 'test-results', 'suite.log');

export default function globalSetup() {
  return setupSuite();
}

/** Builds the SPA unless E2E_SKIP_BUILD=1 and starts the suite with extra flags (`args`). */
export async function setupSuite(args = []) {
  if (process.env.E2E_SKIP_BUILD !== '1') {
    const build = spawnSync('npm', ['run', 'build:emulators'], { cwd: webRoot, stdio: 'inherit' });
    if (build.status !== 0) throw new Error(`e2e: npm run build:emulators exited ${build.status}`);
  }
  // A side effect unfinished this long is "sin confirmar" (docs/adr/0060-side-effects-survive-their-process.md):
  // 2 minutes in production, short enough here for 24-pending-effects to see one listed.
  process.env.OPPNP_RECONCILE_AFTER ??= '15s';
  mkdirSync(path.dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile);
  const verbose = process.env.E2E_VERBOSE === '1';
  const suite = await startSuite(repoRoot, {
    args,
    log: (s) => {
      log.write(s);
      if (verbose) process.stderr.write(s);
    },
  });
  // A runner that dies without its teardown must not leave the fixed ports taken.
  const kill = () => {
    try {
      process.kill(-suite.child.pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  };
  process.once('exit', kill);
  try {
    await resetGateway(suite.ports.gateway);
  } catch (err) {
    await suite.stop();
    throw err;
  }
  return async () => {
    await suite.stop();
    process.removeListener('exit', kill);
    await new Promise((resolve) => log.end(resolve));
  };
}
