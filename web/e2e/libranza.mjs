// Helpers of the carta libranza journey (10-libranza.test.mjs): the cotizador
// form, the signature, the libranza access flag in Remote Config, and the
// function calls a page makes with its own Firebase ID token.
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';

import { gatewayURL, idTokenOf, PASSWORD, setRemoteParam } from './fixtures.mjs';
import { REMOTE_CONFIG_SETTLE_MS } from './suite-knobs.mjs';

/** Gateway personas: José Hernández Cruz has two credits, Winston Borja none. */
export const WITH_CREDITS = { curp: 'HECJ600305HPLRRS04', name: 'José Hernández Cruz' };
export const WITHOUT_CREDITS = { curp: 'BOXW310820HNERXN09' };
/** The SPA's emulator build runs as environment "dev": keys carry the dev_ prefix. */
export const FLAG_KEY = 'dev_libranza_access';

/** Fills the cotizador and submits it. */
export async function quote(page, { curp, branch, capacity = '3000' }) {
  await page.getByLabel('CURP del cliente').fill(curp);
  await page.getByLabel('Sucursal').selectOption(branch);
  const group = page.getByLabel('Grupo de convenio');
  const imss = group.locator('option', { hasText: 'IMSS' }).first();
  await imss.waitFor({ state: 'attached' });
  await group.selectOption(await imss.getAttribute('value'));
  const agreement = page.getByLabel('Convenio', { exact: true });
  await agreement
    .locator('option', { hasText: 'IMSS Pensionados Ley 73' })
    .waitFor({ state: 'attached' });
  await agreement.selectOption({ label: 'IMSS Pensionados Ley 73' });
  await page.getByLabel('Capacidad de pago mensual').fill(capacity);
  await page.getByRole('button', { name: 'Cotizar' }).click();
}

/**
 * Sets the libranza access flag the way ops would, through the suite's Remote Config service
 * (it writes the template file), and waits out the functions' cache of it (suite-knobs.mjs).
 */
export async function setLibranzaFlag(value) {
  await setRemoteParam(FLAG_KEY, JSON.stringify(value));
  await sleep(REMOTE_CONFIG_SETTLE_MS);
}

/**
 * Calls a carta libranza endpoint from `page` with its signed-in user's ID token (read from the
 * SDK's persistence), as the SPA does: resolves to {status, contentType, text}.
 */
export async function callAsPage(page, method, path, body) {
  return page.evaluate(
    async ([m, p, b, token]) => {
      const res = await globalThis.fetch(p, {
        method: m,
        headers: { 'X-Firebase-Token': token, 'Content-Type': 'application/json' },
        body: b === null ? undefined : JSON.stringify(b),
      });
      return {
        status: res.status,
        contentType: res.headers.get('Content-Type'),
        text: await res.text(),
      };
    },
    [method, path, body ?? null, (await idTokenOf(page)) ?? ''],
  );
}

/**
 * The letters the gateway holds for promoter `bp`, by folio, listed as the functions' service user
 * (the lender's record the function registers each letter in).
 */
export async function gatewayLetters(bp) {
  const headers = {
    'X-IBM-Client-Id': 'oppnp-local',
    'X-Device-Id': 'e2e-libranza',
    'Content-Type': 'application/json',
  };
  const call = async (pathname, body, token) => {
    const res = await globalThis.fetch(`${gatewayURL}${pathname}`, {
      method: 'POST',
      headers: token ? { ...headers, Authorization: `Bearer ${token}` } : headers,
      body: JSON.stringify({ applicationId: 'OPPNP', ...body }),
    });
    assert.ok(res.ok, `${pathname}: ${res.status}`);
    return res.json();
  };
  const login = await call('/auth/login', { username: 'sistema', password: PASSWORD });
  const list = await call('/letters/list', { promotorBP: bp }, login.token);
  return Object.fromEntries(list.data.letters.map((l) => [l.folio, l]));
}
