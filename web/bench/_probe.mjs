import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { baseURL, launchBrowser, phoneContext, staffContext, staffLogin } from '../e2e/fixtures.mjs';
import { captureFolio } from '../e2e/flows.mjs';
import { resetGateway, startSuite } from '../e2e/suite.mjs';
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const OBSERVE = () => {
  globalThis.__lcp = [];
  new globalThis.PerformanceObserver((list) => {
    for (const e of list.getEntries()) globalThis.__lcp.push({ at: Math.round(e.renderTime || e.startTime), tag: e.element?.tagName ?? '', text: (e.element?.textContent ?? '').slice(0, 40), size: e.size });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
};
async function once(newContext, url) {
  const context = await newContext();
  await context.addInitScript(OBSERVE);
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  await page.locator('h1').first().waitFor({ timeout: 20_000 });
  await page.waitForTimeout(1200);
  const r = await page.evaluate(() => ({
    lcp: globalThis.__lcp,
    paint: performance.getEntriesByType('paint').map((e) => `${e.name}@${Math.round(e.startTime)}`),
    nav: (({ responseEnd, domInteractive, domContentLoadedEventEnd, loadEventEnd }) => ({ responseEnd, domInteractive, domContentLoadedEventEnd, loadEventEnd }))(performance.getEntriesByType('navigation')[0].toJSON()),
    res: performance.getEntriesByType('resource').map((e) => `${Math.round(e.startTime)}-${Math.round(e.responseEnd)} ${e.name.replace(location.origin, '').slice(0, 90)}`),
    marks: performance.getEntriesByType('mark').map((e) => `${e.name}@${Math.round(e.startTime)}`),
  }));
  await context.close();
  return r;
}
const suite = await startSuite(repoRoot);
let browser;
try {
  await resetGateway(suite.ports.gateway);
  browser = await launchBrowser();
  const which = process.argv[2] ?? 'welcome';
  if (which === 'login') {
    for (let i = 0; i < 4; i++) console.log(JSON.stringify(await once(() => staffContext(browser), `${baseURL}/login`), null, 1));
  } else {
    const promoter = await staffLogin(browser, 'promotor1');
    const { link } = await captureFolio(promoter.page);
    for (let i = 0; i < 4; i++) console.log(JSON.stringify(await once(() => phoneContext(browser), link), null, 1));
  }
} finally {
  await browser?.close();
  await suite.stop();
}
process.exit(0);
