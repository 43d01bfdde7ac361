// The journeys' own harness (global-setup.mjs stopOnSignals): a runner ended by SIGTERM or SIGHUP
// stops its suites first, then ends by that signal; before a signal, and after the teardown
// unhooked it, nothing is stopped. Each case is a node process of its own that installs the
// hook with a `stop` that writes a marker file, as setupSuites installs it with the suites' kill.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

import { expect, test } from '../test.mjs';

const setup = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'global-setup.mjs');

/**
 * A node process that hooks `stop` (writing `marker`), unhooks it first when `unhooked`, says
 * "ready" and waits; resolves its handle and a promise of how it ended.
 */
async function hooked(marker, unhooked) {
  const code = `
    import { writeFileSync } from 'node:fs';
    import { stopOnSignals } from ${JSON.stringify(setup)};
    const unhook = stopOnSignals(() => writeFileSync(${JSON.stringify(marker)}, 'stopped'));
    if (${unhooked}) unhook();
    process.stdout.write('ready\\n');
    setInterval(() => {}, 1000);
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ended = new Promise((resolve) =>
    child.once('exit', (status, signal) => resolve({ status, signal })),
  );
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => String(d).includes('ready') && resolve());
    child.once('exit', () => reject(new Error('the hooked process ended before it was ready')));
  });
  return { child, ended };
}

test.describe('the harness stops its suites when the runner is told to end', () => {
  let dir;
  test.beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'oppnp-signals-'));
  });
  test.afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** @type {NodeJS.Signals[]} */
  const signals = ['SIGTERM', 'SIGHUP'];
  for (const signal of signals) {
    test(`${signal}: stops the suites, then ends by ${signal}`, async () => {
      const marker = path.join(dir, 'stopped');
      const { child, ended } = await hooked(marker, false);
      expect(existsSync(marker), 'nothing is stopped before a signal').toBe(false);
      child.kill(signal);
      expect(await ended).toEqual({ status: null, signal });
      expect(existsSync(marker), 'the suites were stopped').toBe(true);
    });
  }

  test('after the teardown unhooked it, a SIGTERM stops nothing', async () => {
    const marker = path.join(dir, 'stopped');
    const { child, ended } = await hooked(marker, true);
    child.kill('SIGTERM');
    expect(await ended).toEqual({ status: null, signal: 'SIGTERM' });
    expect(existsSync(marker)).toBe(false);
  });
});
