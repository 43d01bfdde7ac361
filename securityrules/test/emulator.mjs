// Starts OUR Go database emulator for the suite: `go run ./emulators --only
// database` with a temporary firebase.json whose database and Emulator Hub
// ports are 0. The suite writes the hub's address to --hub-file; the hub's
// GET /emulators answers 200 once the database listens, and
// FIREBASE_EMULATOR_HUB then lets @firebase/rules-unit-testing find it.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const rulesPath = process.env.OPPNP_RULES ?? join(repoRoot, 'database.rules.json');

/** readHub returns the hub's host:port from the suite's locator file, or null. */
function readHub(file) {
  try {
    const { host, port } = JSON.parse(readFileSync(file, 'utf8'));
    if (!host || !port) return null;
    return host.includes(':') ? `[${host}]:${port}` : `${host}:${port}`;
  } catch {
    return null; // not written yet
  }
}

/** emulators is the hub's answer once it is 200 (every emulator listening), else null. */
async function emulators(hub) {
  try {
    const res = await fetch(`http://${hub}/emulators`);
    return res.ok ? await res.json() : null;
  } catch {
    return null;
  }
}

/**
 * The emulator program: `go run ./emulators`, or the binary `make test` built
 * once for every harness ($OPPNP_PREBUILT/emulators).
 * @returns {[string, string[]]}
 */
function emulatorsCommand() {
  const bin = process.env.OPPNP_PREBUILT ? join(process.env.OPPNP_PREBUILT, 'emulators') : '';
  return bin && existsSync(bin) ? [bin, []] : ['go', ['run', './emulators']];
}

/**
 * startDatabase resolves to {hub, host, port, stop()} once the hub says the
 * emulator is ready, with process.env.FIREBASE_EMULATOR_HUB set to hub.
 */
export async function startDatabase({ timeoutMs = 240_000 } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'oppnp-rules-'));
  const config = join(dir, 'firebase.json');
  const hubFile = join(dir, 'hub.json');
  writeFileSync(config, JSON.stringify({
    emulators: { database: { host: '127.0.0.1', port: 0 }, hub: { host: '127.0.0.1', port: 0 } },
    database: { rules: rulesPath },
  }));
  const [cmd, prefix] = emulatorsCommand();
  const child = spawn(cmd, [...prefix, '--only', 'database', '--config', config, '--hub-file', hubFile], {
    cwd: repoRoot,
    detached: true, // its own process group: `go run` and the emulator stop together
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (b) => { stderr = (stderr + b).slice(-4000); });
  let exited = null;
  child.on('exit', (code) => { exited = code ?? 'signal'; });
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) {
      try { process.kill(-child.pid, 'SIGTERM'); } catch { /* already gone */ }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', stop);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited !== null) {
      stop();
      throw new Error(`database emulator exited (${exited}) before ready\n${stderr}`);
    }
    if (Date.now() > deadline) {
      stop();
      throw new Error(`database emulator not ready after ${timeoutMs} ms\n${stderr}`);
    }
    const hub = readHub(hubFile);
    const list = hub && (await emulators(hub));
    if (list?.database) {
      process.env.FIREBASE_EMULATOR_HUB = hub;
      return { hub, host: list.database.host, port: list.database.port, stop };
    }
    await sleep(100);
  }
}
