// Direct SDK reads from inside a page: builds sdk-probe/entry.js once (an
// IIFE with its own Firebase SDK) and injects it, so a journey can prove that
// the security rules, not only the UI, keep a folio from another promoter.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { URL } from 'node:url';

import { build } from 'vite';

import { databaseURL, webRoot } from './fixtures.mjs';
import { suiteURL } from './worker-suite.mjs';

const database = new URL(databaseURL);

/** The SPA's emulator-mode Firebase settings (src/config/env.ts, src/lib/firebase.ts), on the worker's suite. */
export const probeConfig = {
  firebase: {
    apiKey: 'demo-api-key',
    authDomain: 'demo-oppnp.firebaseapp.com',
    projectId: 'demo-oppnp',
    appId: '1:000000000000:web:0000000000000000000000',
    databaseURL: 'https://demo-oppnp-default-rtdb.firebaseio.com',
  },
  authURL: suiteURL('auth'),
  dbHost: database.hostname,
  dbPort: Number(database.port),
};

/**
 * The probe's bundle the global setup builds once for every worker of a run (and removes after
 * it): a worker reads it instead of running Vite again.
 */
export const PROBE_BUNDLE = path.join(webRoot, 'test-results', 'sdk-probe.js');

let code;

async function bundle() {
  if (code) return code;
  try {
    code = readFileSync(PROBE_BUNDLE, 'utf8');
  } catch {
    code = await buildProbe(); // a run without the global setup's bundle (or after its teardown)
  }
  return code;
}

/** Builds the probe (sdk-probe/entry.js, with its own Firebase SDK) as one IIFE. */
export async function buildProbe() {
  const out = await build({
    configFile: false,
    root: webRoot,
    logLevel: 'error',
    build: {
      write: false,
      minify: true,
      lib: {
        entry: path.join(webRoot, 'e2e', 'sdk-probe', 'entry.js'),
        formats: ['iife'],
        name: 'oppnpProbe',
      },
    },
  });
  const outputs = /** @type {import('vite').Rollup.RollupOutput[]} */ (
    Array.isArray(out) ? out : [out]
  );
  return outputs.flatMap((o) => o.output).find((c) => c.type === 'chunk').code;
}

/**
 * Reads `dbPath` from `page` as the page's signed-in Firebase user.
 * Resolves to {uid, ok, value} or {uid, ok: false, code, message}.
 */
/**
 * Runs the probe's bundle in `page` through DevTools (page.evaluate), not as a <script> element:
 * the page's Content-Security-Policy refuses inline scripts, which is what journey 21 proves.
 */
async function inject(page) {
  await page.evaluate(await bundle());
}

export async function sdkRead(page, dbPath, where) {
  const has = await page.evaluate(() => typeof globalThis.__oppnpProbe === 'function');
  if (!has) await inject(page);
  return page.evaluate(
    ([cfg, p, w]) => globalThis.__oppnpProbe(cfg, p, w),
    [probeConfig, dbPath, where ?? null],
  );
}

/**
 * Writes `value` at `dbPath` from `page` as its signed-in user: {uid, ok[, code, message]}.
 * `mode` 'update' writes only the given children (a multi-path update), 'set' replaces the node.
 */
export async function sdkWrite(page, dbPath, value, mode = 'set') {
  const has = await page.evaluate(() => typeof globalThis.__oppnpProbeWrite === 'function');
  if (!has) await inject(page);
  return page.evaluate(
    ([cfg, p, v, m]) => globalThis.__oppnpProbeWrite(cfg, p, v, m),
    [probeConfig, dbPath, value, mode],
  );
}
