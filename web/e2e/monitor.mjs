// Helpers of journey 12 (monitor pages and access flags): seeding and moving a folio as the
// functions would (the database's owner credential), a gateway document for the viewer, the demo
// operator and its key, a recorder of everything a monitor page receives, the template file edit and the
// board's wait thresholds.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import {
  databaseURL,
  gatewayURL,
  PASSWORD,
  setRemoteParam,
  TEMPLATE,
  webRoot,
} from './fixtures.mjs';

const DB = databaseURL;
const NS = 'demo-oppnp-default-rtdb';

/** functions/demo's operators/ (what `make run` imports; README.md documents their keys). */
const DEMO_OPERATORS = JSON.parse(
  readFileSync(
    path.resolve(webRoot, '..', 'functions', 'demo', 'database_export', `${NS}.json`),
    'utf8',
  ),
).operators;

/** The demo operator ana: id, name and personal key (README.md). */
export const OPERATOR = {
  id: 'ana',
  name: DEMO_OPERATORS.ana.name,
  key: 'ana.demo-7f3c9a1e5b2d4068a1c3e5f7092b4d6e',
};

/** Writes the demo operators into the suite's database, as `make run`'s import does. */
export function seedOperators() {
  return owner('PATCH', 'operators', DEMO_OPERATORS);
}

/** The repository's Remote Config template, which the running suite serves. */

/** A REST call to the database as its owner (the functions' admin view). */
export async function owner(method, dbPath, body) {
  const res = await globalThis.fetch(`${DB}/${dbPath}.json?ns=${NS}`, {
    method,
    headers: { Authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${dbPath}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** Moves a folio as the functions do; the trigger records and projects it. */
export function moveFolio(id, status) {
  return owner('PATCH', `requests/${id}`, {
    status,
    lastUpdateBy: 'functions',
    lastUpdateAt: { '.sv': 'timestamp' },
  });
}

/** Waits until `fn` resolves truthy (polling; a wait, not a timed assertion). */
export async function until(what, fn, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => globalThis.setTimeout(r, 200));
  }
}

async function gateway(pathname, init) {
  const res = await globalThis.fetch(`${gatewayURL}${pathname}`, init);
  if (!res.ok) throw new Error(`${pathname}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** Uploads a JPEG to the gateway as the functions' service user; returns its document id. */
export async function uploadDocument(folio, jpeg) {
  const headers = { 'X-IBM-Client-Id': 'oppnp-local', 'X-Device-Id': 'e2e-monitor' };
  const login = await gateway('/auth/login', {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ applicationId: 'OPPNP', username: 'sistema', password: PASSWORD }),
  });
  const form = new globalThis.FormData();
  form.set('applicationId', 'OPPNP');
  form.set('folio', folio);
  form.set('side', 'front');
  form.set('file', new globalThis.Blob([jpeg.buffer], { type: 'image/jpeg' }), jpeg.name);
  const up = await gateway('/documents/upload', {
    method: 'POST',
    headers: { ...headers, Authorization: `Bearer ${login.token}` },
    body: form,
  });
  return up.data.documentId;
}

/**
 * Sets the board's wait thresholds (status → minutes) through the suite's Remote Config service,
 * which writes the template file (the journey restores it); the SPA's emulator build reads the
 * dev_ key at its next page load.
 */
export async function setWaitThresholds(thresholds) {
  await setRemoteParam('dev_monitor_wait_thresholds', JSON.stringify(thresholds));
}

/**
 * Records every HTTP response body and WebSocket frame a page receives, so a journey can prove
 * that no personal datum reaches a monitor page by any channel.
 */
export function recordTraffic(page) {
  const seen = [];
  page.on('response', async (res) => {
    try {
      seen.push(`${res.url()} ${await res.text()}`);
    } catch {
      // redirects and aborted requests have no body
    }
  });
  page.on('websocket', (ws) => {
    ws.on('framereceived', (f) => seen.push(String(f.payload)));
  });
  return seen;
}

/** Sets one access flag of the template file (enabled, open to every promoter). */
export function setAccessFlag(key, enabled) {
  const tpl = JSON.parse(readFileSync(TEMPLATE, 'utf8'));
  const p = tpl.parameterGroups.access.parameters[key];
  if (!p) throw new Error(`no ${key} in the template`);
  p.defaultValue = { value: JSON.stringify({ enabled, branches: [], bpIds: [] }) };
  writeFileSync(TEMPLATE, `${JSON.stringify(tpl, null, 2)}\n`);
}
