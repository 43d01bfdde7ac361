// Which emulator suite this process talks to. The global setup (global-setup.mjs) starts one suite
// per Playwright worker on free ports (`--free-ports`, suite.mjs startFreeSuite) under
// test-results/suites/<n>/, where n is the worker's parallel index (TEST_PARALLEL_INDEX, which a
// worker restarted after a failure keeps): the suite writes its hub file there, and the setup the
// hub's GET /emulators answer beside it. A worker reads its own, synchronously, when this module
// loads, so the helpers' URLs are plain constants. Outside a Playwright worker (the benches, the
// runner's own process) the fixed ports of firebase.json stand, whatever a run left on disk.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(webRoot, '..');

/**
 * Where the global setup puts suite n (its firebase.json, template, hub file and list): the demo
 * run names another directory (E2E_SUITES_DIR, set by playwright.demo.config.mjs), so it never
 * removes the suites of a run beside it.
 */
export const suitesDir = () =>
  path.join(webRoot, 'test-results', process.env.E2E_SUITES_DIR ?? 'suites');
export const suiteDir = (n) => path.join(suitesDir(), String(n));

/** Fixed ports of firebase.json (and the gateway's, ADR 0001), as `make run` listens. */
const FIXED = {
  hosting: '127.0.0.1:5000',
  database: '127.0.0.1:9000',
  auth: '127.0.0.1:9099',
  gateway: '127.0.0.1:8090',
  ui: '127.0.0.1:4000',
  hub: '127.0.0.1:4400',
  functions: '127.0.0.1:5001',
};

function load() {
  const index = process.env.TEST_PARALLEL_INDEX;
  const dir = suiteDir(index ?? '0');
  const list = path.join(dir, 'emulators.json');
  if (index === undefined) {
    return { addrs: FIXED, template: path.join(repoRoot, 'remoteconfig.template.json') };
  }
  if (!existsSync(list)) {
    throw new Error(
      `e2e: worker ${index} finds no suite (${list}); the global setup starts one per worker`,
    );
  }
  /** @type {Record<string, { host: string, port: number }>} */
  const emulators = JSON.parse(readFileSync(list, 'utf8'));
  /** @type {Record<string, string>} */
  const addrs = {};
  for (const [name, info] of Object.entries(emulators)) addrs[name] = `${info.host}:${info.port}`;
  return { addrs, template: path.join(dir, 'remoteconfig.template.json') };
}

const mine = load();

/** http://host:port of one of this worker's emulators (hosting, database, auth, gateway, ui, hub). */
export function suiteURL(name) {
  const a = mine.addrs[name];
  if (!a) throw new Error(`e2e: this worker's suite lists no ${name}`);
  return `http://${a}`;
}

/** The Remote Config template this worker's suite serves (its own copy during a run). */
export const suiteTemplate = mine.template;
