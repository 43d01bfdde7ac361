// Largest Contentful Paint of a page in Chromium: a fresh context per load (cold cache), the
// browser's own PerformanceObserver('largest-contentful-paint'), the last candidate once the page
// shows its heading and has been still for a second.

const OBSERVE = () => {
  globalThis.__lcp = [];
  new globalThis.PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      globalThis.__lcp.push({ at: e.renderTime || e.startTime, tag: e.element?.tagName ?? '' });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
};

/** LCP in ms of `url` opened in a new context from `newContext()`; resolves { ms, element }. */
export async function lcpOnce(newContext, url) {
  const context = await newContext();
  try {
    await context.addInitScript(OBSERVE);
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    await page.locator('h1').first().waitFor({ timeout: 20_000 });
    await page.waitForTimeout(1000);
    const entries = await page.evaluate(() => globalThis.__lcp);
    if (!entries?.length) throw new Error(`no largest-contentful-paint entry for ${url}`);
    const last = entries[entries.length - 1];
    return { ms: last.at, element: last.tag };
  } finally {
    await context.close();
  }
}

/** `runs` loads of `url`; resolves the list of { ms, element } (the LCP element's tag). */
export async function lcpRuns(newContext, url, runs = 5) {
  const out = [];
  for (let i = 0; i < runs; i++) out.push(await lcpOnce(newContext, url));
  return out;
}
