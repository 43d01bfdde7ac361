// Runs the end-to-end journeys: builds the SPA in emulator mode (unless
// E2E_SKIP_BUILD=1), starts the emulator suite as a process on the fixed
// ports of firebase.json, resets the gateway, runs every journey with
// node:test, and stops the suite's process group whatever happens.
import { spawn } from 'node:child_process';
import console from 'node:console';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

import { resetGateway, startSuite } from './suite.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const webRoot = path.resolve(here, '..');
const repoRoot = path.resolve(webRoot, '..');

function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', ...opts });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function main() {
  if (process.env.E2E_SKIP_BUILD !== '1') {
    const code = await run('npm', ['run', 'build:emulators'], { cwd: webRoot });
    if (code !== 0) return code;
  }
  const verbose = process.env.E2E_VERBOSE === '1';
  const suite = await startSuite(repoRoot, {
    log: verbose ? (s) => process.stderr.write(s) : undefined,
  });
  const stop = () => suite.stop();
  process.once('SIGINT', () => stop().then(() => process.exit(130)));
  process.once('SIGTERM', () => stop().then(() => process.exit(143)));
  try {
    await resetGateway(suite.ports.gateway);
    const only = process.argv.slice(2);
    const files = readdirSync(path.join(here, 'journeys'))
      .filter((f) => f.endsWith('.test.mjs'))
      .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
      .sort()
      .map((f) => path.join(here, 'journeys', f));
    const code = await run(process.execPath, ['--test', '--test-concurrency=1', ...files], {
      cwd: webRoot,
    });
    if (code !== 0 && !verbose) {
      process.stderr.write(`\n--- last suite output ---\n${suite.output().slice(-6000)}\n`);
    }
    return code;
  } finally {
    await stop();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
