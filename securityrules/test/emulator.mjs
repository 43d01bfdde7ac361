// Starts OUR Go database emulator for the suite: `go run ./emulators --only
// database` with a temporary firebase.json whose database port is 0, and
// reads the bound address from the suite's "✔ database http://host:port" line.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const rulesPath = process.env.OPPNP_RULES ?? join(repoRoot, 'database.rules.json');

const READY = /✔\s+database\s+http:\/\/(\S+):(\d+)/;

/** startDatabase resolves to {host, port, stop()} once the emulator is ready. */
export function startDatabase({ timeoutMs = 240_000 } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'oppnp-rules-'));
  const config = join(dir, 'firebase.json');
  writeFileSync(config, JSON.stringify({
    emulators: { database: { host: '127.0.0.1', port: 0 } },
    database: { rules: rulesPath },
  }));
  const child = spawn('go', ['run', './emulators', '--only', 'database', '--config', config], {
    cwd: repoRoot,
    detached: true, // its own process group: `go run` and the emulator stop together
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (b) => { stderr = (stderr + b).slice(-4000); });
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) {
      try { process.kill(-child.pid, 'SIGTERM'); } catch { /* already gone */ }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', stop);
  return new Promise((resolvePromise, reject) => {
    let out = '';
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`database emulator not ready after ${timeoutMs} ms\n${stderr}`));
    }, timeoutMs);
    child.stdout.on('data', (b) => {
      out += b;
      const m = READY.exec(out);
      if (m) {
        clearTimeout(timer);
        resolvePromise({ host: m[1], port: Number(m[2]), stop });
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`database emulator exited (${code}) before ready\n${stderr}`));
    });
  });
}
