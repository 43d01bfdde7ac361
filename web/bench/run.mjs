#!/usr/bin/env node
// Browser benches (`make bench`): starts the emulator suite on the firebase.json ports
// (web/dist must be the emulator build: `npm run build:emulators`), then prints
//   a. the time from a customer's step to promotor1's live list showing it (p50/p95, 20 runs);
//   b. the Largest Contentful Paint of /login and of the customer welcome page (median of 5).
// Targets are printed as comparisons, never asserted; the exit code is non-zero only when a
// bench could not run. BENCH_RUNS overrides the 20 runs of (a).
import console from 'node:console';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

import {
  baseURL,
  launchBrowser,
  phoneContext,
  staffContext,
  staffLogin,
} from '../e2e/fixtures.mjs';
import { captureFolio, customerBiometric } from '../e2e/flows.mjs';
import { resetGateway, startSuite } from '../e2e/suite.mjs';
import { lcpRuns } from './lcp.mjs';
import { liveListRuns } from './live-list.mjs';
import { compare, median, percentile } from './stats.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const LIVE_TARGET_MS = 1000;
const LCP_TARGET_MS = 1000;
const out = (s) => process.stdout.write(s);

/** "812 ms <H1>, 790 ms <P>, …" */
const loads = (runs) => runs.map((r) => `${r.ms.toFixed(0)} ms <${r.element}>`).join(', ');

async function benches(browser) {
  out('\nLargest Contentful Paint (Chromium, localhost, cold cache, median of 5 loads):\n');
  const login = await lcpRuns(() => staffContext(browser), `${baseURL}/login`);
  out(`  /login loads: ${loads(login)}\n`);

  const promoter = await staffLogin(browser, 'promotor1');
  const { folio, link } = await captureFolio(promoter.page);
  const welcome = await lcpRuns(() => phoneContext(browser), link);
  out(`  bienvenida loads (phone): ${loads(welcome)}\n`);

  await customerBiometric(browser, link);
  const gerente = await staffLogin(browser, 'gerente1');
  out(`\nCustomer step → promotor1's live list (${RUNS} runs, folio ${folio}):\n`);
  const lags = await liveListRuns(browser, {
    watcher: promoter.page,
    staff: gerente.page,
    folio,
    runs: RUNS,
    log: out,
  });

  out('\nResults:\n');
  const ms = (runs) => runs.map((r) => r.ms);
  out(`${compare('LCP /login (median)', median(ms(login)), LCP_TARGET_MS)}\n`);
  out(`${compare('LCP /folio/{uuid}/bienvenida (median)', median(ms(welcome)), LCP_TARGET_MS)}\n`);
  for (const [status, values] of Object.entries(lags)) {
    out(
      `${compare(`live list ${status} p50 (n=${values.length})`, percentile(values, 50), LIVE_TARGET_MS)}\n`,
    );
    out(
      `${compare(`live list ${status} p95 (n=${values.length})`, percentile(values, 95), LIVE_TARGET_MS)}\n`,
    );
  }
}

async function main() {
  const suite = await startSuite(repoRoot);
  const stop = () => suite.stop();
  process.once('SIGINT', () => stop().then(() => process.exit(130)));
  process.once('SIGTERM', () => stop().then(() => process.exit(143)));
  let browser;
  try {
    await resetGateway(suite.ports.gateway);
    browser = await launchBrowser();
    await benches(browser);
    return 0;
  } catch (err) {
    console.error(`bench: ${err instanceof Error ? err.stack : err}`);
    console.error(`--- last suite output ---\n${suite.output().slice(-4000)}`);
    return 1;
  } finally {
    await browser?.close().catch((e) => console.error(String(e)));
    await stop();
  }
}

main().then((code) => process.exit(code));
