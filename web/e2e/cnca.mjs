// Helpers of the CNCA journey (09): the suite clock in central Mexico time,
// the Remote Config flag, the CNCA quoter and a direct call of the functions
// with the page's Firebase ID token.
import { setTimeout as sleep } from 'node:timers/promises';

import { gatewayAdmin, idTokenOf, setRemoteParam } from './fixtures.mjs';

export const CNCA_MENU = 'Traspaso interno (CNCA)';
export const SIPRE_ERROR = 'algo salió mal... intenta más tarde';

/** Gateway personas (emulators/gateway/fixtures.json). */
export const PERSONAS = {
  cnca: 'SABC560626MDFLRN01',
  parcial: 'ORNG541120MOCRXD03',
  boletinado: 'TORL550910MJCRMS02',
  sinCreditos: 'BOXW310820HNERXN09',
  sinBiometrico: 'MEVA580317MJCNDL03',
};

/**
 * Sets the suite clock (the gateway's, which the functions follow) to hh:mm
 * today in America/Mexico_City (UTC-6 since 2022), and waits out the
 * functions' one-second clock cache.
 */
export async function mexicoAt(hh, mm) {
  const day = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Mexico_City' });
  const at = `${day}T${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}:00-06:00`;
  await gatewayAdmin('/__admin/clock', { at });
  await sleep(1200);
}

export async function resetClock() {
  await gatewayAdmin('/__admin/clock', { offsetSeconds: 0 });
}

/** Sets a Remote Config parameter as ops would (fixtures.mjs: through the suite's console). */
export { setRemoteParam };

/** From the home page: Traspaso interno (CNCA) → Cotizar traspaso interno. */
export async function openCncaQuoter(page) {
  await page
    .getByRole('navigation', { name: 'Menú' })
    .getByRole('link', { name: CNCA_MENU })
    .click();
  await page.getByRole('heading', { name: 'Menú CNCA' }).waitFor();
  await page.getByRole('link', { name: 'Cotizar traspaso interno' }).click();
  await page.getByRole('heading', { name: 'Cotizador CNCA' }).waitFor();
}

export async function searchClient(page, curp) {
  await page.getByLabel('CURP del cliente').fill(curp);
  await page.getByRole('button', { name: 'Buscar cliente' }).click();
}

/** Fills the CNCA quoter and submits it; lands on the results page. */
export async function quote(page, { branch = 'SUC-0101', group, agreement, capacity = '2500' }) {
  await page.getByLabel('Sucursal').selectOption(branch);
  await page.getByLabel('Grupo de convenio').selectOption(group);
  await page.getByLabel('Convenio', { exact: true }).selectOption(agreement);
  await page.getByLabel('Capacidad de pago mensual').fill(capacity);
  await page.getByRole('button', { name: 'Cotizar' }).click();
  await page.getByRole('heading', { name: 'Resultados de la cotización CNCA' }).waitFor();
}

/** The agreement the CNCA journeys quote. */
export const IMSS = { group: 'G-IMSS', agreement: 'CONV-IMSS-PEN' };

/** From the home page: quotes the client `curp` on IMSS; lands on the results page. */
export async function quoteClient(page, curp) {
  await openCncaQuoter(page);
  await searchClient(page, curp);
  await page.getByRole('region', { name: 'Cliente encontrado' }).waitFor();
  await quote(page, IMSS);
}

/** On the results page: chooses the first option. */
export async function chooseFirstOption(page) {
  await page
    .getByRole('button', { name: /^Elegir: / })
    .first()
    .click();
}

/** From the home page: quotes `curp`, chooses the first option and lands on its baja-sipre page: the folio id. */
export async function newCncaFolio(page, curp) {
  await quoteClient(page, curp);
  await chooseFirstOption(page);
  await page.waitForURL(/\/cnca\/[^/]+\/baja-sipre$/);
  return folioOf(page.url());
}

/** POSTs a CNCA function from the page as its signed-in user: {status, body}. */
export async function callFunction(page, pathname) {
  const token = await idTokenOf(page);
  return page.evaluate(
    async ([p, t]) => {
      const res = await globalThis.fetch(p, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-firebase-token': t },
        body: JSON.stringify({ applicationId: 'OPPNP' }),
      });
      return { status: res.status, body: await res.json().catch(() => null) };
    },
    [pathname, token],
  );
}

/** The folio id of a /cnca/{folio}/baja-sipre URL. */
export function folioOf(url) {
  const m = /\/cnca\/([^/]+)\/baja-sipre/.exec(new globalThis.URL(url).pathname);
  if (!m) throw new Error(`not a baja-sipre URL: ${url}`);
  return decodeURIComponent(m[1]);
}
