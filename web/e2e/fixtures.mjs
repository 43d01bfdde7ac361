// Helpers shared by the journeys (through the fixtures of test.mjs) and the browser benches
// (bench/): the suite's URLs, the host guard, staff contexts logged in as a persona, a
// phone-viewport customer context, the SMS outbox and the screenshots of every visited screen.
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

import { chromium, devices } from '@playwright/test';

import { expectAccessible } from './a11y.mjs';
import { suiteTemplate, suiteURL } from './worker-suite.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Root of web/. */
export const webRoot = path.resolve(here, '..');
/** The Remote Config template the worker's suite serves (a copy per suite in a run); a journey that flips a flag writes it. */
export const TEMPLATE = suiteTemplate;

/** The template's text as the journey found it, for restoreTemplate. */
export function readTemplate() {
  return readFileSync(TEMPLATE, 'utf8');
}

/** Puts the template back if the journey changed it: the repository stays as it was. */
export function restoreTemplate(original) {
  if (original !== undefined && readFileSync(TEMPLATE, 'utf8') !== original) {
    writeFileSync(TEMPLATE, original);
  }
}

/** Where every visited screen is saved, under phone/ and desktop/. */
export const screensDir = path.join(webRoot, 'test-results', 'screens');

/** Base URL of the worker's hosting (worker-suite.mjs). */
export const baseURL = process.env.E2E_BASE_URL ?? suiteURL('hosting');
/** The worker's gateway simulator. */
export const gatewayURL = process.env.E2E_GATEWAY_URL ?? suiteURL('gateway');
/** The worker's console (firebase.json emulators.ui), the one place Remote Config is written. */
export const consoleURL = process.env.E2E_CONSOLE_URL ?? suiteURL('ui');
/** The worker's Realtime Database emulator (REST). */
export const databaseURL = process.env.E2E_DB_URL ?? suiteURL('database');

/** Password of every gateway persona. */
export const PASSWORD = 'Demo.2026';

/** Debian's Chromium (never downloaded); E2E_CHROMIUM points elsewhere. playwright.config.mjs
 * launches the journeys' browser with these, and the benches their own. */
export const CHROMIUM = process.env.E2E_CHROMIUM ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  // Only the suite's hosts resolve (it listens on loopback): a request elsewhere fails at once and
  // never leaves the machine; guardHosts fails the journey that made it.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1, EXCLUDE [::1]',
  // A synthetic camera and microphone, allowed without a prompt: the customer's recorded video
  // (journey 17) and the /testing/twilio camera check (journey 18).
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
];

/** Hosts of the suite (firebase.json's services and the gateway all listen on loopback). */
const SUITE_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** True when `url` is served by the suite (or never leaves the page: data:, blob:, about:). */
export function isSuiteURL(url) {
  let u;
  try {
    u = new globalThis.URL(url);
  } catch {
    return false;
  }
  if (
    u.protocol !== 'http:' &&
    u.protocol !== 'https:' &&
    u.protocol !== 'ws:' &&
    u.protocol !== 'wss:'
  ) {
    return true;
  }
  return SUITE_HOSTS.has(u.hostname);
}

/**
 * Records in `outside` every request of `context` to a host outside the suite, which Chromium
 * cannot resolve (CHROMIUM_ARGS' host rules: the request fails as ERR_NAME_NOT_RESOLVED, as it
 * would offline, and never leaves the machine) and which fails the journey, as well as the SDK's
 * console warning for a query the rules have no .indexOn for. It listens rather than routes: a
 * route, even one matching no request, has Playwright pause every request of the context for the
 * test's process and turns the browser's HTTP cache off, so each document loaded the SPA's
 * scripts and compiled them again (docs/adr/0083-journeys-at-less-cpu.md).
 * @param {import('@playwright/test').BrowserContext} context
 * @param {string[]} outside
 */
export function guardHosts(context, outside) {
  context.on('request', (req) => {
    if (isSuiteURL(req.url())) return;
    let from = '?';
    try {
      from = req.frame().url();
    } catch {
      // a service worker's request has no frame
    }
    outside.push(`${req.method()} ${req.url()} (from ${from})`);
  });
  // A WebSocket is no request to Playwright: each page reports its own.
  context.on('page', (page) =>
    page.on('websocket', (ws) => {
      if (!isSuiteURL(ws.url())) outside.push(`WebSocket ${ws.url()}`);
    }),
  );
  // The SDK's advice when a query has no .indexOn in the rules (the emulator's no_index warning).
  context.on('console', (msg) => {
    if (/unspecified index/i.test(msg.text())) {
      outside.push(`missing .indexOn: ${msg.text()} (on ${msg.page()?.url() ?? '?'})`);
    }
  });
}

/**
 * @typedef {import('@playwright/test').Browser & {
 *   outsideRequests: () => string[],
 *   takeOutsideRequests: () => string[],
 *   hookOutside: string[],
 * }} GuardedBrowser
 */

/**
 * Guards every context `browser` creates from now on with `guardHosts`; `browser.outsideRequests()`
 * lists what they asked for outside the suite so far, `browser.takeOutsideRequests()` lists and
 * forgets it (the test fixtures blame each test for its own). Returns the browser.
 * @param {any} browser
 * @returns {GuardedBrowser}
 */
export function guardBrowser(browser) {
  const outside = [];
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    guardHosts(context, outside);
    return context;
  };
  browser.outsideRequests = () => [...outside];
  browser.takeOutsideRequests = () => outside.splice(0);
  return browser;
}

/** The error for requests outside the suite (or queries without an .indexOn), or null. */
export function outsideError(outside) {
  if (!outside.length) return null;
  return new Error(
    `e2e: pages asked for hosts outside the suite, or queried without an .indexOn:\n- ${[...new Set(outside)].join('\n- ')}`,
  );
}

/**
 * Launches Debian's Chromium outside the test runner (the benches; the journeys get theirs from
 * playwright.config.mjs and the guard from test.mjs), guarded by `guardBrowser`:
 * `browser.close()` rejects when any page asked for a host outside the suite.
 */
export async function launchBrowser() {
  const browser = guardBrowser(
    await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true }),
  );
  const close = browser.close.bind(browser);
  browser.close = async (options) => {
    await close(options);
    const err = outsideError(browser.outsideRequests());
    if (err) throw err;
  };
  return browser;
}

const desktop = {
  viewport: { width: 1280, height: 800 },
  locale: 'es-MX',
  timezoneId: 'America/Mexico_City',
};

/** A desktop staff context (no session yet). */
export async function staffContext(browser) {
  const context = await browser.newContext({ ...desktop, baseURL });
  context.setDefaultTimeout(15_000);
  return context;
}

/** A phone-viewport customer context (Pixel 7: touch, mobile user agent). */
export async function phoneContext(browser) {
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
    baseURL,
  });
  context.setDefaultTimeout(15_000);
  return context;
}

/** Fills the login form as `username` and submits; the caller asserts the outcome. */
export async function submitLogin(page, username, password = PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Usuario').fill(username);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

/** A page of a new desktop context logged in as `username`, on the home screen. */
export async function staffLogin(browser, username) {
  const context = await staffContext(browser);
  const page = await context.newPage();
  await submitLogin(page, username);
  await page.getByRole('button', { name: 'Cerrar sesión' }).waitFor();
  return { context, page };
}

/** The gateway's SMS outbox, newest first as the simulator returns it. */
export async function readOutbox(phone) {
  const q = phone ? `?phone=${encodeURIComponent(phone)}` : '';
  const res = await globalThis.fetch(`${gatewayURL}/__admin/outbox${q}`);
  if (!res.ok) throw new Error(`outbox answered ${res.status}`);
  const body = await res.json();
  return body.data?.messages ?? body.messages ?? [];
}

/**
 * Sets a Remote Config parameter's default value in the template file, as ops would, through the
 * console (Hosting serves Remote Config read-only; the console takes JSON, and Node's fetch sends
 * no Origin: emulators/ui README).
 */
export async function setRemoteParam(key, value) {
  const res = await globalThis.fetch(`${consoleURL}/api/remoteconfig/parameters/${key}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ value }),
  });
  if (!res.ok) throw new Error(`PUT ${key} answered ${res.status}: ${await res.text()}`);
}

/** POSTs a gateway test control (/__admin/...). */
export async function gatewayAdmin(pathname, body, method = 'POST') {
  const res = await globalThis.fetch(`${gatewayURL}${pathname}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${pathname} answered ${res.status}: ${await res.text()}`);
  return res;
}

/**
 * Saves a full-page screenshot of `page` as <kind>/<name>.png (kind: phone | desktop), then checks
 * the screen with axe: any violation of impact serious or critical fails the journey (a11y.mjs).
 */
export async function screenshot(page, kind, name) {
  const dir = path.join(screensDir, kind);
  await mkdir(dir, { recursive: true });
  // Long pages (the console's log table) on a loaded machine take longer than an action's 15 s.
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true, timeout: 60_000 });
  await expectAccessible(page, `${kind}/${name}`);
}

/**
 * The page's signed-in Firebase user's ID token, from the SDK's localStorage persistence
 * (web/src/lib/auth-persistence.ts), or null.
 */
export function idTokenOf(page) {
  return page.evaluate(() => {
    const store = globalThis.localStorage;
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i);
      if (!key?.startsWith('firebase:authUser:')) continue;
      const user = JSON.parse(store.getItem(key) ?? 'null');
      if (user?.stsTokenManager) return user.stsTokenManager.accessToken;
    }
    return null;
  });
}
