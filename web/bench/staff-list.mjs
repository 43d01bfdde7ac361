// The staff list at scale (`make bench`, after run.mjs; `node bench/staff-list.mjs` alone): a suite
// on the firebase.json ports imports N generated folios (`go run ./functions/cmd/seedscale -export`,
// default 100,000, BENCH_STAFF_FOLIOS), then a cold Chromium context per run opens
// /solicitudes-finalizadas, is sent to /login, logs in as gerente1 (and promotor1) and comes back to
// the list. Per run it reports the time from the login click to the list's first row, the time from
// the navigation's start, the JavaScript received before the first row (those scripts' gzip size at
// Hosting's best compression, and the encoded bytes the wire carried), every byte received before
// it (the database's WebSocket frames included) and the JavaScript fetched after it (prefetch).
// Targets are printed, never asserted (docs/performance.md). BENCH_STAFF_RUNS sets the runs (3),
// BENCH_STAFF_USERS the users, BENCH_STAFF_EXPORT an export directory to reuse instead of a new one.
import { spawnSync } from 'node:child_process';
import console from 'node:console';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';

import { baseURL, launchBrowser, PASSWORD, staffContext } from '../e2e/fixtures.mjs';
import { resetGateway, startSuite } from '../e2e/suite.mjs';
import { compareAtMost, median } from './stats.mjs';

const FIRST_ROW_TARGET_MS = 1000;
const JS_TARGET_KB = 250;
const LIST = '/solicitudes-finalizadas';
const ROW = 'table tbody tr[data-folio]';
const out = (s) => process.stdout.write(s);

/** Records, in the page, the wall time the list's first row is in the DOM. */
const OBSERVE_ROW = (selector) => {
  const seen = () => {
    if (globalThis.__firstRow || !globalThis.document.querySelector(selector)) return;
    globalThis.__firstRow = Date.now();
  };
  new globalThis.MutationObserver(seen).observe(globalThis.document, {
    childList: true,
    subtree: true,
  });
};

/** Network events of one page through CDP, their times as wall-clock milliseconds. */
async function recordNetwork(context, page) {
  const cdp = await context.newCDPSession(page);
  const requests = new Map();
  const frames = [];
  let offset; // wall ms − monotonic ms, from the first request's pair of clocks
  const wall = (ts) => ts * 1000 + offset;
  cdp.on('Network.requestWillBeSent', (e) => {
    offset ??= e.wallTime * 1000 - e.timestamp * 1000;
    requests.set(e.requestId, { url: e.request.url, type: e.type, start: wall(e.timestamp) });
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId);
    if (r) Object.assign(r, { mime: e.response.mimeType, head: e.response.encodedDataLength });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    // encodedDataLength counts the response's headers too: the body is what is left.
    if (r) Object.assign(r, { end: wall(e.timestamp), bytes: e.encodedDataLength - (r.head ?? 0) });
  });
  cdp.on('Network.webSocketCreated', (e) => requests.set(e.requestId, { url: e.url, ws: true }));
  cdp.on('Network.webSocketHandshakeResponseReceived', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.start = wall(e.timestamp);
  });
  cdp.on('Network.webSocketFrameSent', (e) =>
    frames.push({ at: wall(e.timestamp), sent: e.response.payloadData.slice(0, 160) }),
  );
  cdp.on('Network.webSocketFrameReceived', (e) =>
    frames.push({
      at: wall(e.timestamp),
      bytes: e.response.payloadData.length,
      got: e.response.payloadData.slice(0, 100),
    }),
  );
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const isJS = (r) => /javascript/.test(r.mime ?? '') || /\.m?js(\?|$)/.test(r.url);
  return {
    /** The requests and frames from `from` on, one line each, in order (BENCH_STAFF_TRACE=1). */
    trace(from) {
      const rows = [];
      for (const r of requests.values()) {
        if (r.start === undefined) continue;
        const took = r.end === undefined ? '' : ` → ${(r.end - from).toFixed(0)}`;
        rows.push([r.start, `${(r.start - from).toFixed(0)}${took} ${r.url.slice(0, 120)}`]);
      }
      for (const f of frames) {
        const what = f.sent === undefined ? `⇣ ${f.bytes} ${f.got}` : `⇡ ${f.sent}`;
        rows.push([f.at, `${(f.at - from).toFixed(0)} ws ${what}`]);
      }
      return rows.sort((a, b) => a[0] - b[0]).map((r) => r[1]);
    },
    /** { js, all, ws, scripts } received by wall time `at`. */
    before(at) {
      let js = 0;
      let all = 0;
      const scripts = [];
      for (const r of requests.values()) {
        if (r.end === undefined || r.end > at) continue;
        all += r.bytes;
        if (isJS(r)) {
          js += r.bytes;
          scripts.push(new globalThis.URL(r.url).pathname);
        }
      }
      const ws = frames.filter((f) => f.at <= at).reduce((n, f) => n + (f.bytes ?? 0), 0);
      return { js, all: all + ws, ws, scripts };
    },
  };
}

/** One cold visit as `user`; resolves the figures of the run. */
async function visit(browser, user) {
  const context = await staffContext(browser);
  try {
    await context.addInitScript(OBSERVE_ROW, ROW);
    const page = await context.newPage();
    const net = await recordNetwork(context, page);
    const start = Date.now();
    await page.goto(LIST);
    await page.getByLabel('Usuario').fill(user);
    await page.getByLabel('Contraseña').fill(PASSWORD);
    const click = Date.now();
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page
      .locator(ROW)
      .first()
      .waitFor({ timeout: 60_000 })
      .catch(async (err) => {
        const shot = path.join(tmpdir(), `oppnp-staff-list-${user}.png`);
        await page.screenshot({ path: shot });
        throw new Error(`${user}: no row on ${page.url()} (screenshot ${shot})`, { cause: err });
      });
    const row = await page.evaluate(() => globalThis.__firstRow);
    // What the app fetches once the list is on screen (prefetch) lands in the next seconds.
    await page.waitForTimeout(3000);
    if (process.env.BENCH_STAFF_TRACE === '1') {
      out(`  ${user} (row at ${row - click} ms):\n    ${net.trace(click).join('\n    ')}\n`);
    }
    const before = net.before(row);
    const settled = net.before(Number.POSITIVE_INFINITY);
    return {
      fromLogin: row - click,
      fromStart: row - start,
      js: gzipBytes(before.scripts),
      wireJS: before.js,
      all: before.all,
      ws: before.ws,
      jsAfter: gzipBytes(settled.scripts) - gzipBytes(before.scripts),
      scripts: before.scripts,
    };
  } finally {
    await context.close();
  }
}

const kb = (bytes) => bytes / 1000;
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');

/**
 * The scripts' gzip size, as Hosting's gzip variant (best compression) carries them: the browser
 * gets Brotli once Hosting has made it, gzip before that, so the bytes on the wire vary with the
 * run while the target is in gzip.
 */
function gzipBytes(scripts) {
  let n = 0;
  for (const s of new Set(scripts)) {
    const file = readFileSync(path.join(dist, s));
    n += gzipSync(file, { level: constants.Z_BEST_COMPRESSION }).length;
  }
  return n;
}

/**
 * Waits until the api function answers: the suite reports ready once its ports listen, while the
 * functions are still being built, and that build is no part of a visit.
 */
async function functionsReady(timeoutMs = 300_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await globalThis.fetch(`${baseURL}/api/health`).catch(() => null);
    if (res?.ok) return;
    if (Date.now() > deadline) throw new Error('staff list: the api function never answered');
    await new Promise((resolve) => globalThis.setTimeout(resolve, 500));
  }
}

/** Writes the export of `n` folios into a temporary directory; resolves its path. */
function exportFolios(repoRoot, n) {
  const dir = mkdtempSync(path.join(tmpdir(), 'oppnp-staff-list-'));
  const run = spawnSync(
    'go',
    ['run', './functions/cmd/seedscale', '-n', String(n), '-export', dir],
    { cwd: repoRoot, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (run.status !== 0) throw new Error(`seedscale -export exited ${run.status}`);
  return dir;
}

/**
 * The bench: exports the folios, starts the suite on them, runs the visits of each user; resolves
 * the result lines (run.mjs prints them with its own).
 */
export async function staffListBench(repoRoot, { folios, runs, users }) {
  out(`\nStaff list at ${folios.toLocaleString('en')} folios (cold Chromium, login, ${LIST}):\n`);
  const reuse = process.env.BENCH_STAFF_EXPORT; // an export made before, kept between runs
  const dir = reuse || exportFolios(repoRoot, folios);
  const suite = await startSuite(repoRoot, { args: ['--import', dir] });
  let browser;
  const lines = [];
  try {
    await resetGateway(suite.ports.gateway);
    await functionsReady();
    browser = await launchBrowser();
    for (const user of users) {
      const rs = [];
      for (let i = 0; i < runs; i++) rs.push(await visit(browser, user));
      for (const [i, r] of rs.entries()) {
        out(
          `  ${user}${i === 0 ? ' (first visit since the start)' : ''}: first row ${r.fromLogin.toFixed(0)} ms after the login click ` +
            `(${r.fromStart.toFixed(0)} ms from the start), JS ${kb(r.js).toFixed(0)} kB gzip ` +
            `(${kb(r.wireJS).toFixed(0)} kB on the wire), ` +
            `${kb(r.all).toFixed(0)} kB in all (WebSocket ${kb(r.ws).toFixed(0)} kB) before it; ` +
            `JS after it ${kb(r.jsAfter).toFixed(0)} kB\n`,
        );
      }
      if (process.env.BENCH_STAFF_SCRIPTS === '1') out(`    ${rs[0].scripts.join('\n    ')}\n`);
      // The first visit after the suite started is shown apart: it meets the functions' first calls
      // and may meet the database still building its indexes
      // (docs/adr/0069-staff-pages-load-by-need.md).
      const m = (f) => median(rs.slice(rs.length > 1 ? 1 : 0).map(f));
      lines.push(
        `  ${`staff list first row ${user}, first visit`.padEnd(44)} ${rs[0].fromLogin.toFixed(0).padStart(6)} ms  (no target)`,
        compareAtMost(
          `staff list first row ${user} (median, later visits)`,
          m((r) => r.fromLogin),
          FIRST_ROW_TARGET_MS,
        ),
        compareAtMost(
          `staff list JS before row ${user} (median)`,
          m((r) => kb(r.js)),
          JS_TARGET_KB,
          'kB',
        ),
        `  ${`staff list bytes before row ${user} (median)`.padEnd(44)} ${m((r) => kb(r.all))
          .toFixed(0)
          .padStart(6)} kB  (no target)`,
      );
    }
  } finally {
    await browser?.close().catch((e) => console.error(String(e)));
    await suite.stop();
    if (!reuse) rmSync(dir, { recursive: true, force: true });
  }
  return lines;
}

/** The bench's settings from the environment. */
export function staffListOptions() {
  return {
    folios: Number(process.env.BENCH_STAFF_FOLIOS ?? 100_000),
    runs: Number(process.env.BENCH_STAFF_RUNS ?? 3),
    users: (process.env.BENCH_STAFF_USERS ?? 'gerente1,promotor1').split(','),
  };
}

/** The bench with its settings from the environment, printed; resolves the exit code. */
export async function runStaffList(repoRoot) {
  try {
    const lines = await staffListBench(repoRoot, staffListOptions());
    out(`\nResults (staff list):\n${lines.join('\n')}\n`);
    return 0;
  } catch (err) {
    console.error(`bench: ${err instanceof Error ? err.stack : err}`);
    return 1;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
  runStaffList(repoRoot).then((code) => process.exit(code));
}
