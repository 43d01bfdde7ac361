#!/usr/bin/env node
// Browser benches (`make bench`): starts the emulator suite on the firebase.json ports
// (web/dist must be the emulator build: `npm run build:emulators`), then prints
//   a. the time from a customer's step to promotor1's live list showing it (p50/p95, 20 runs);
//   b. the Largest Contentful Paint of /login and of the customer welcome page (median of 5);
//   c. on a phone over a mobile network (bench/phone.mjs: Lighthouse's mobile throttling through
//      CDP), /login and the first screen of each link action (1 to 5, the video page, the unique
//      welcome; bench/links.mjs): LCP, bytes received before it and the time the app's own button
//      is there to act on a tap, median of 3 cold loads.
// Targets are printed as comparisons, never asserted; the exit code is non-zero only when a
// bench could not run. BENCH_RUNS overrides the 20 runs of (a), BENCH_PHONE_RUNS the 3 of (c);
// BENCH_ONLY=lcp runs (b) and (c) only; BENCH_LCP_DEBUG=1 prints every LCP entry of (c). Then, on
// a suite of its own, d. the staff list at 100,000 folios (bench/staff-list.mjs).
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
import { actionLinks } from './links.mjs';
import { lcpRuns } from './lcp.mjs';
import { liveListRuns } from './live-list.mjs';
import { APP_BUTTON, PHONE_PROFILE, phoneRuns } from './phone.mjs';
import { runStaffList } from './staff-list.mjs';
import { compare, compareAtMost, median, percentile } from './stats.mjs';

const repoRoot =
  process.env.BENCH_REPO_ROOT ??
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const LIVE_TARGET_MS = 1000;
const LCP_TARGET_MS = 1000;
/** The phone profile's targets for /login and every link's first screen (docs/performance.md). */
const PHONE_LCP_TARGET_MS = 1000;
const PHONE_BYTES_TARGET_KIB = 50;
const PHONE_TTI_TARGET_MS = 1500;
const PHONE_RUNS = Number(process.env.BENCH_PHONE_RUNS ?? 3);
const out = (s) => process.stdout.write(s);

/** "812 ms <H1>, 790 ms <P>, …" */
const loads = (runs) => runs.map((r) => `${r.ms.toFixed(0)} ms <${r.element}>`).join(', ');
const kib = (bytes) => bytes / 1024;
/** "1210 ms <P@html> 96 KiB (121 KiB in all) interactive 1400 ms (HTML screen 900 ms), …" */
const phoneLoads = (runs) =>
  runs
    .map(
      (r) =>
        `${r.ms.toFixed(0)} ms <${r.element}> ${kib(r.bytes).toFixed(0)} KiB (${kib(r.totalBytes).toFixed(0)} KiB in all) interactive ${r.tti.toFixed(0)} ms` +
        (r.shell === null ? '' : ` (HTML screen ${r.shell.toFixed(0)} ms)`),
    )
    .join(', ');

/**
 * Phone profile: /login and the first screen of every customer link (each action's link, the
 * video page and the unique welcome); resolves the printed result lines. Each page is read once
 * the app has taken it over with its own enabled button, so any later, larger paint counts.
 */
async function phoneBenches(browser, pages) {
  const p = PHONE_PROFILE;
  out(
    `\nPhone profile (CDP: ${p.latencyMs} ms RTT, ${((p.downloadBytesPerSecond * 8) / 1024 / 1024).toFixed(1)} Mbps down, ` +
      `${((p.uploadBytesPerSecond * 8) / 1024).toFixed(0)} Kbps up, CPU ${p.cpuSlowdown}x slower, ${p.device}, ` +
      `cold cache; median of ${PHONE_RUNS} loads; interactive: the app's own enabled button):\n`,
  );
  const lines = [];
  const ms = (runs, k) => median(runs.map((r) => r[k]));
  for (const { name, url, ready } of pages) {
    const runs = await phoneRuns(
      browser,
      url,
      ready ?? ((page) => page.locator(APP_BUTTON).first().waitFor({ timeout: 60_000 })),
      PHONE_RUNS,
    );
    out(`  ${name}: ${phoneLoads(runs)}\n`);
    if (process.env.BENCH_LCP_DEBUG) out(`    ${JSON.stringify(runs.map((r) => r.entries))}\n`);
    lines.push(
      compareAtMost(`phone LCP ${name} (median)`, ms(runs, 'ms'), PHONE_LCP_TARGET_MS),
      compareAtMost(
        `phone bytes before LCP ${name} (median)`,
        median(runs.map((r) => kib(r.bytes))),
        PHONE_BYTES_TARGET_KIB,
        'KiB',
      ),
      compareAtMost(`phone interactive ${name} (median)`, ms(runs, 'tti'), PHONE_TTI_TARGET_MS),
    );
  }
  return lines;
}

/** The phone bench's pages: /login, then each link action's first screen. */
async function phonePages(browser, link) {
  const gerente = await staffLogin(browser, 'gerente1');
  const links = await actionLinks(gerente.page);
  await gerente.context.close();
  return [
    {
      name: '/login',
      url: `${baseURL}/login`,
      // The HTML paints the form (docs/adr/0045-login-first-paint.md): read once the app has taken
      // it over (the shell gone).
      ready: async (page) => {
        await page.locator(APP_BUTTON).first().waitFor({ timeout: 60_000 });
        await page.locator('#link-shell').waitFor({ state: 'detached', timeout: 60_000 });
      },
    },
    { name: 'acción 1 (bienvenida)', url: link },
    { name: 'acción 2 (firma)', url: links[2] },
    { name: 'acción 3 (página de video)', url: links[3] },
    { name: 'acción 4 (firma y video)', url: links[4] },
    {
      name: 'acción 5 (documentos)',
      url: links[5],
      ready: (page) => page.locator('#root main input').first().waitFor({ timeout: 60_000 }),
    },
    { name: 'bienvenida única', url: link.replace(/\/bienvenida$/, '/bienvenida-unica') },
  ];
}

async function benches(browser) {
  out('\nLargest Contentful Paint (Chromium, localhost, cold cache, median of 5 loads):\n');
  const login = await lcpRuns(() => staffContext(browser), `${baseURL}/login`);
  out(`  /login loads: ${loads(login)}\n`);

  const promoter = await staffLogin(browser, 'promotor1');
  const { folio, link } = await captureFolio(promoter.page);
  const welcome = await lcpRuns(() => phoneContext(browser), link);
  out(`  bienvenida loads (phone): ${loads(welcome)}\n`);
  const phone = await phoneBenches(browser, await phonePages(browser, link));
  if (process.env.BENCH_ONLY === 'lcp') {
    out('\nResults:\n');
    out(`${compare('LCP /login (median)', median(login.map((r) => r.ms)), LCP_TARGET_MS)}\n`);
    out(
      `${compare('LCP /folio/{uuid}/bienvenida (median)', median(welcome.map((r) => r.ms)), LCP_TARGET_MS)}\n`,
    );
    for (const line of phone) out(`${line}\n`);
    return;
  }

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
  for (const line of phone) out(`${line}\n`);
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

// The staff list at scale runs on a suite of its own (bench/staff-list.mjs), after this one stopped.
main()
  .then((code) => (code || process.env.BENCH_ONLY === 'lcp' ? code : runStaffList(repoRoot)))
  .then((code) => process.exit(code));
