// Playwright's global setup for the journeys: builds the SPA in emulator mode once (unless
// E2E_SKIP_BUILD=1), starts one emulator suite per worker on free ports (suite.mjs
// startFreeSuite: each with its own database, gateway clock, Remote Config template and
// personas, under test-results/suites/<n>/, found by worker n through its hub file:
// worker-suite.mjs), resets each gateway, and returns the teardown that stops every suite's
// process group whatever happened, a SIGTERM or SIGHUP to the runner included. Suite n's output goes to test-results/suites/<n>/suite.log
// (and to stderr with E2E_VERBOSE=1).
import { spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

import { buildProbe, PROBE_BUNDLE } from './sdk-probe.mjs';
// The suites' shortened deadlines and caches, in this process's environment before they start.
import './suite-knobs.mjs';
import { resetGateway, startFreeSuite } from './suite.mjs';
import { suiteDir, suitesDir } from './worker-suite.mjs';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(webRoot, '..');

/** @param {import('@playwright/test').FullConfig} config */
export default function globalSetup(config) {
  return setupSuites(config.workers);
}

/**
 * Builds the SPA unless E2E_SKIP_BUILD=1 and starts `count` suites with extra flags (`args`),
 * side by side.
 * @param {number} count
 * @param {string[]} [args]
 */
export async function setupSuites(count, args = []) {
  if (process.env.E2E_SKIP_BUILD !== '1') {
    const build = spawnSync('npm', ['run', 'build:emulators'], { cwd: webRoot, stdio: 'inherit' });
    if (build.status !== 0) throw new Error(`e2e: npm run build:emulators exited ${build.status}`);
  }
  rmSync(suitesDir(), { recursive: true, force: true });
  // Built once here rather than by every worker (sdk-probe.mjs).
  mkdirSync(path.dirname(PROBE_BUNDLE), { recursive: true });
  writeFileSync(PROBE_BUNDLE, await buildProbe());
  const verbose = process.env.E2E_VERBOSE === '1';
  const logs = [];
  const started = await Promise.allSettled(
    Array.from({ length: count }, async (_, n) => {
      const dir = suiteDir(n);
      mkdirSync(dir, { recursive: true });
      const log = createWriteStream(path.join(dir, 'suite.log'), { flags: 'w' });
      logs.push(log);
      const suite = await startFreeSuite(repoRoot, dir, {
        args,
        log: (s) => {
          log.write(s);
          if (verbose) process.stderr.write(`[suite ${n}] ${s}`);
        },
      });
      await resetGateway(suite.ports.gateway);
      return suite;
    }),
  );
  const suites = started.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  // A runner that dies without its teardown must not leave suites running.
  const kill = () => {
    for (const suite of suites) {
      try {
        process.kill(-suite.child.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
  };
  process.once('exit', kill);
  const unhook = stopOnSignals(kill);
  const teardown = async () => {
    await Promise.all(suites.map((s) => s.stop()));
    process.removeListener('exit', kill);
    unhook();
    // Without its list a later process (a bench) talks to the fixed ports again.
    for (let n = 0; n < count; n++)
      rmSync(path.join(suiteDir(n), 'emulators.json'), { force: true });
    await Promise.all(logs.map((log) => new Promise((resolve) => log.end(resolve))));
  };
  const failed = started.find((r) => r.status === 'rejected');
  if (failed) {
    await teardown();
    throw failed.reason;
  }
  return teardown;
}

/**
 * Runs `stop` when the process is told to end by SIGTERM or SIGHUP (a `timeout`, a closed
 * terminal, a CI job cancelled), then ends it by the same signal. Node's default for those
 * signals ends the process without its 'exit' listeners, and the suites, each in a process group
 * of its own, would keep their ports and CPU. SIGINT is the runner's own: Playwright answers it by
 * running the teardown. Returns the unhook.
 * @param {() => void} stop
 */
export function stopOnSignals(stop) {
  const signals = ['SIGTERM', 'SIGHUP'];
  const on = (signal) => {
    unhook();
    stop();
    process.kill(process.pid, signal);
  };
  const unhook = () => signals.forEach((s) => process.removeListener(s, on));
  signals.forEach((s) => process.on(s, on));
  return unhook;
}
