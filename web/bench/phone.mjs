// A page load on a phone over a mobile network, as Lighthouse's mobile profile throttles it, through
// the Chrome DevTools Protocol: 150 ms round trip, 1.6 Mbps down, 750 Kbps up, the CPU 4x slower, a
// Pixel-size screen, a fresh context with the cache disabled. Reports the Largest Contentful Paint
// (the browser's PerformanceObserver) and the bytes received before it (encoded bytes on the
// wire, from Network.loadingFinished, headers included).
import { devices } from '@playwright/test';

/** Lighthouse's mobile throttling (its "Slow 4G" preset). */
export const PHONE_PROFILE = Object.freeze({
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  cpuSlowdown: 4,
  device: 'Pixel 7',
});

/**
 * The page's LCP entries, and the time the app's own control matching `interactive` (a selector)
 * first is in the document: React renders it only once its handlers are attached and the page
 * would act on a tap (a link's button is disabled until its session is live).
 */
const OBSERVE = (interactive) => {
  globalThis.__lcp = [];
  globalThis.__tti = null;
  new globalThis.PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      // Whose element it is: the HTML shell's (#link-shell) or the app's.
      const from = e.element?.closest?.('#link-shell') ? '@html' : '@app';
      globalThis.__lcp.push({
        at: e.renderTime || e.startTime,
        tag: e.element ? `${e.element.tagName}${from}` : '',
        size: e.size,
        text: (e.element?.textContent ?? '').slice(0, 24),
      });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  globalThis.__shell = null;
  const seen = () => {
    if (globalThis.__tti === null && globalThis.document.querySelector(interactive)) {
      globalThis.__tti = globalThis.performance.now();
    }
    if (globalThis.__shell === null && globalThis.document.querySelector('#link-shell button')) {
      globalThis.__shell = globalThis.performance.now();
    }
  };
  new globalThis.MutationObserver(seen).observe(globalThis.document, {
    subtree: true,
    childList: true,
    attributes: true,
  });
};

/**
 * Bytes received by `at` ms after the navigation started, from the CDP events of one load: every
 * request that finished loading by then counts with its encodedDataLength; one still loading
 * counts with the data received so far (Network.dataReceived).
 */
export function bytesBefore(events, at) {
  const start = events.find((e) => e.kind === 'document')?.ts;
  if (start === undefined) return Number.NaN;
  const ms = (ts) => (ts - start) * 1000;
  const finished = new Map();
  const partial = new Map();
  for (const e of events) {
    if (ms(e.ts) > at) continue;
    if (e.kind === 'finished') finished.set(e.id, e.bytes);
    if (e.kind === 'data') partial.set(e.id, (partial.get(e.id) ?? 0) + e.bytes);
  }
  let total = 0;
  for (const [id, bytes] of partial) if (!finished.has(id)) total += bytes;
  for (const bytes of finished.values()) total += bytes;
  return total;
}

/** The app's own enabled button: the page is interactive (OBSERVE). */
export const APP_BUTTON = '#root button:not([disabled])';

/**
 * One cold load of `url` on the phone profile; resolves { ms, element, bytes, totalBytes, tti,
 * shell }: the LCP, its element's tag (`@html` in the HTML shell, `@app` in the app), the bytes
 * received before it and by the time the page settled, the time `interactive` (a selector,
 * APP_BUTTON by default) first matched, and the time the shell showed a screen with a button
 * (null if it never did). `ready(page)` waits for
 * the page's content (the LCP is read one quiet second after it).
 */
export async function phoneLoad(
  browser,
  url,
  ready,
  profile = PHONE_PROFILE,
  interactive = APP_BUTTON,
) {
  const context = await browser.newContext({
    ...devices[profile.device],
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
  });
  try {
    await context.addInitScript(OBSERVE, interactive);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events = [];
    cdp.on('Network.requestWillBeSent', (e) => {
      if (e.type === 'Document' && !events.some((x) => x.kind === 'document')) {
        events.push({ kind: 'document', id: e.requestId, ts: e.timestamp });
      }
    });
    cdp.on('Network.dataReceived', (e) =>
      events.push({ kind: 'data', id: e.requestId, ts: e.timestamp, bytes: e.encodedDataLength }),
    );
    cdp.on('Network.loadingFinished', (e) =>
      events.push({
        kind: 'finished',
        id: e.requestId,
        ts: e.timestamp,
        bytes: e.encodedDataLength,
      }),
    );
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.latencyMs,
      downloadThroughput: profile.downloadBytesPerSecond,
      uploadThroughput: profile.uploadBytesPerSecond,
      connectionType: 'cellular4g',
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await ready(page);
    await page.waitForTimeout(1000);
    const { entries, tti, shell } = await page.evaluate(() => ({
      entries: globalThis.__lcp,
      tti: globalThis.__tti,
      shell: globalThis.__shell,
    }));
    if (!entries?.length) throw new Error(`no largest-contentful-paint entry for ${url}`);
    const last = entries[entries.length - 1];
    return {
      ms: last.at,
      element: last.tag,
      bytes: bytesBefore(events, last.at),
      totalBytes: bytesBefore(events, Number.POSITIVE_INFINITY),
      tti: tti ?? Number.NaN,
      shell,
      entries,
    };
  } finally {
    await context.close();
  }
}

/** `runs` cold loads of `url` on the phone profile, one after another. */
export async function phoneRuns(browser, url, ready, runs = 3, interactive = APP_BUTTON) {
  const out = [];
  for (let i = 0; i < runs; i++) {
    out.push(await phoneLoad(browser, url, ready, PHONE_PROFILE, interactive));
  }
  return out;
}
