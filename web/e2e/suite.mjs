// The emulator suite as a child process. The journeys start one per worker
// on free ports (startFreeSuite, `--free-ports`): Hosting rewrites the
// build's fixed addresses in the pages it serves to the suite's own, so one
// build of the SPA serves every suite, and the suite is found through its
// hub file. The benches start one on the fixed ports of firebase.json
// (startSuite), where a taken port fails fast with a readable message.
// Readiness comes from the Emulator Hub: its GET /emulators answers 200
// only once every emulator listens.
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import process from 'node:process';
import { clearTimeout, setTimeout } from 'node:timers';

/** The gateway simulator's fixed port (ADR 0001; not in firebase.json). */
export const GATEWAY_PORT = 8090;

/** Ports of firebase.json (the hub's included) plus the gateway, by service name. */
export function suitePorts(repoRoot) {
  const cfg = JSON.parse(readFileSync(path.join(repoRoot, 'firebase.json'), 'utf8'));
  const ports = { gateway: GATEWAY_PORT };
  for (const [name, v] of Object.entries(cfg.emulators ?? {})) {
    if (v && typeof v.port === 'number') ports[name] = v.port;
  }
  if (!ports.hub) throw new Error('e2e: firebase.json has no emulators.hub port to wait on');
  return ports;
}

/** The hub's host:port from firebase.json emulators.hub. */
export function hubAddress(repoRoot) {
  const cfg = JSON.parse(readFileSync(path.join(repoRoot, 'firebase.json'), 'utf8'));
  const { host = '127.0.0.1', port } = cfg.emulators.hub;
  return `${host}:${port}`;
}

/** The hub's GET /emulators answer once it is 200, else null (still starting). */
async function hubEmulators(hub) {
  try {
    const res = await globalThis.fetch(`http://${hub}/emulators`);
    return res.ok ? await res.json() : null;
  } catch {
    return null;
  }
}

function portFree(port) {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

/** Throws naming every port of the suite that something else already holds. */
export async function assertPortsFree(ports) {
  const taken = [];
  for (const [name, port] of Object.entries(ports)) {
    if (!(await portFree(port))) taken.push(`${name} ${port}`);
  }
  if (taken.length) {
    throw new Error(
      `e2e: the emulator suite needs these ports, already in use: ${taken.join(', ')}. ` +
        'Stop the other suite (make run) and try again.',
    );
  }
}

/**
 * The emulator program: `go run ./emulators`, or the binary `make test` built
 * once for every harness ($OPPNP_PREBUILT/emulators).
 * @returns {[string, string[]]}
 */
function emulatorsCommand() {
  const dir = process.env.OPPNP_PREBUILT;
  const bin = dir ? path.join(dir, 'emulators') : '';
  return bin && existsSync(bin) ? [bin, []] : ['go', ['run', './emulators']];
}

/**
 * Starts `go run ./emulators --config <repo>/firebase.json [args…]` in its own
 * process group and resolves once its Emulator Hub answers GET /emulators
 * with 200. The ports were free just before, so the answer is this suite's.
 * @param {string} repoRoot
 * @param {{ timeoutMs?: number, log?: (s: string) => void, args?: string[] }} [options]
 */
export async function startSuite(
  repoRoot,
  { timeoutMs = 240_000, log = () => {}, args = [] } = {},
) {
  const ports = suitePorts(repoRoot);
  await assertPortsFree(ports);
  const [cmd, prefix] = emulatorsCommand();
  const child = spawn(cmd, [...prefix, '--config', path.join(repoRoot, 'firebase.json'), ...args], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const hub = hubAddress(repoRoot);
  return { ...(await waitReady(child, () => hub, { timeoutMs, log })), ports };
}

/**
 * Collects the output of a suite just spawned in its own process group and resolves once the hub
 * `hubOf()` names (null: not known yet) answers GET /emulators with 200; kills the group when it
 * never gets ready. The answer is this suite's: its ports were free, or chosen by the suite.
 * @param {import('node:child_process').ChildProcess} child
 * @param {() => string | null} hubOf
 * @param {{ timeoutMs: number, log: (s: string) => void }} options
 */
async function waitReady(child, hubOf, { timeoutMs, log }) {
  let output = '';
  const collect = (chunk) => {
    output += chunk;
    if (output.length > 200_000) output = output.slice(-100_000);
    log(String(chunk));
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const deadline = Date.now() + timeoutMs;
  let emulators = null;
  let hub = null;
  while (!emulators) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `e2e: the suite exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${output.slice(-4000)}`,
      );
    }
    if (Date.now() > deadline) {
      try {
        process.kill(-child.pid, 'SIGKILL'); // a suite that never got ready holds its ports
      } catch {
        /* already gone */
      }
      throw new Error(
        `e2e: the suite did not get ready in ${timeoutMs} ms:\n${output.slice(-4000)}`,
      );
    }
    hub ??= hubOf();
    emulators = hub ? await hubEmulators(hub) : null;
    if (!emulators) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    hub,
    emulators,
    child,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        return;
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          /* already gone */
        }
      }, 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * Starts a suite of its own on free ports under `dir`: a copy of firebase.json with its paths
 * absolute and its own copy of the Remote Config template (journeys flip flags in it; the addresses
 * it names are made this suite's once it listens), run with
 * `--free-ports --hub-file <dir>/hub.json`. Ready when the hub the file names answers GET
 * /emulators with 200; that answer (where each emulator listens) is written to
 * `<dir>/emulators.json` for the worker (worker-suite.mjs) and returned.
 * @param {string} repoRoot
 * @param {string} dir
 * @param {{ timeoutMs?: number, log?: (s: string) => void, args?: string[] }} [options]
 */
export async function startFreeSuite(
  repoRoot,
  dir,
  { timeoutMs = 240_000, log = () => {}, args = [] } = {},
) {
  mkdirSync(dir, { recursive: true });
  const cfg = JSON.parse(readFileSync(path.join(repoRoot, 'firebase.json'), 'utf8'));
  const template = path.join(dir, 'remoteconfig.template.json');
  copyFileSync(path.join(repoRoot, cfg.remoteconfig.template), template);
  cfg.remoteconfig.template = template;
  cfg.database.rules = path.join(repoRoot, cfg.database.rules);
  cfg.hosting.public = path.join(repoRoot, cfg.hosting.public);
  cfg.functions = { source: path.join(repoRoot, 'functions'), ...cfg.functions };
  const config = path.join(dir, 'firebase.json');
  writeFileSync(config, JSON.stringify(cfg, null, 2));
  const hubFile = path.join(dir, 'hub.json');
  const [cmd, prefix] = emulatorsCommand();
  const child = spawn(
    cmd,
    [...prefix, '--config', config, '--free-ports', '--hub-file', hubFile, ...args],
    { cwd: repoRoot, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return waitReady(child, () => hubFromFile(hubFile), { timeoutMs, log }).then((suite) => {
    // The template names suite addresses too (dev_video_sdk_url is the gateway's SDK): the copy
    // names this suite's, as Hosting's pages do. The suite reads the file on every request.
    const fixed = suitePorts(repoRoot);
    let text = readFileSync(template, 'utf8');
    for (const [name, info] of Object.entries(suite.emulators)) {
      if (fixed[name]) {
        text = text.replace(
          new RegExp(`127\\.0\\.0\\.1:${fixed[name]}(?!\\d)`, 'g'),
          `${info.host}:${info.port}`,
        );
      }
    }
    writeFileSync(template, text);
    writeFileSync(path.join(dir, 'emulators.json'), JSON.stringify(suite.emulators, null, 2));
    const ports = Object.fromEntries(
      Object.entries(suite.emulators).map(([name, info]) => [name, info.port]),
    );
    return { ...suite, ports };
  });
}

/** The hub's host:port from a --hub-file, or null while the suite has not written it. */
function hubFromFile(file) {
  try {
    const { host, port } = JSON.parse(readFileSync(file, 'utf8'));
    return host && port ? `${host}:${port}` : null;
  } catch {
    return null;
  }
}

/** Clears the gateway simulator's state (outbox, tokens, faults, clock). */
export async function resetGateway(port = GATEWAY_PORT) {
  const res = await globalThis.fetch(`http://127.0.0.1:${port}/__admin/reset`, { method: 'POST' });
  if (!res.ok) throw new Error(`e2e: gateway reset answered ${res.status}`);
}
