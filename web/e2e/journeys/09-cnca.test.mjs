// CNCA: promotor1 (CNCA flag) quotes the internal product, creates
// the CNCA folio and requests its SIPRE discharge while "Mis solicitudes de
// baja" follows the code live; out of hours (suite clock) the SPEC's SIPRE
// modal shows and the folio is resumed from the list in hours; a partial
// discharge lands on its page; bulletined and no-credit clients stop with
// their modals; a promoter without the flag who forges the cookie reaches no
// CNCA data: the function refuses it and a direct SDK write is denied.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import {
  callFunction,
  CNCA_MENU,
  folioOf,
  mexicoAt,
  openCncaQuoter,
  PERSONAS,
  quote,
  resetClock,
  searchClient,
  setRemoteParam,
  SIPRE_ERROR,
} from '../cnca.mjs';
import {
  launchBrowser,
  readTemplate,
  restoreTemplate,
  screenshot,
  staffLogin,
} from '../fixtures.mjs';
import { sdkWrite } from '../sdk-probe.mjs';

const IMSS = { group: 'G-IMSS', agreement: 'CONV-IMSS-PEN' };
const FLAG_KEY = 'dev_cnca_access';
const FLAG_ON = '{"enabled":true,"branches":[],"bpIds":[]}';
const FLAG_OFF = '{"enabled":false,"branches":[],"bpIds":[]}';

/** The row of a folio in Mis solicitudes de baja, by its taskIdCnca. */
const row = (page, folio) => page.locator('tr', { hasText: `CNCA-${folio}` });

describe('journey 9: CNCA with the SIPRE discharge', () => {
  let browser;
  let template;
  let dischargedFolio;
  before(async () => {
    template = readTemplate();
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await resetClock();
    restoreTemplate(template);
  });

  it('stops a bulletined client and a client without credits with their modals', async () => {
    const { context, page } = await staffLogin(browser, 'promotor1');
    await openCncaQuoter(page);
    await screenshot(page, 'desktop', 'cnca-cotizador');

    await searchClient(page, PERSONAS.boletinado);
    const bulletin = page.getByRole('dialog', { name: 'Cliente boletinado' });
    await bulletin.waitFor();
    assert.match(await bulletin.innerText(), /no es elegible para el traspaso interno \(CNCA\)/);
    await screenshot(page, 'desktop', 'cnca-boletinado');
    await bulletin.getByRole('button', { name: 'Aceptar' }).click();
    assert.equal(
      await page.getByLabel('Sucursal').count(),
      0,
      'a bulletined client is never quoted',
    );

    await searchClient(page, PERSONAS.sinCreditos);
    const noCredits = page.getByRole('dialog', { name: 'Cliente sin créditos' });
    await noCredits.waitFor();
    await screenshot(page, 'desktop', 'cnca-sin-creditos');
    await noCredits.getByRole('button', { name: 'Aceptar' }).click();
    await context.close();
  });

  it("shows 'No se encontraron los resultados' without a configured internal product", async () => {
    const { context, page } = await staffLogin(browser, 'promotor1');
    await openCncaQuoter(page);
    await searchClient(page, PERSONAS.cnca);
    await page.getByRole('region', { name: 'Cliente encontrado' }).waitFor();
    await quote(page, { group: 'G-GOB', agreement: 'CONV-SEP-CDMX' });
    await page.getByText('No se encontraron los resultados', { exact: true }).waitFor();
    await screenshot(page, 'desktop', 'cnca-sin-resultados');
    await context.close();
  });

  it('runs the flow to a discharge: out of hours the SIPRE modal, resumed from the list in hours', async () => {
    await mexicoAt(10, 0);
    const { context, page } = await staffLogin(browser, 'promotor1');
    const list = await context.newPage();
    await list.goto('/cnca/solicitudes');
    await list.getByRole('heading', { name: 'Mis solicitudes de baja' }).waitFor();

    await openCncaQuoter(page);
    await searchClient(page, PERSONAS.cnca);
    await page.getByRole('region', { name: 'Cliente encontrado' }).waitFor();
    await quote(page, IMSS);
    await screenshot(page, 'desktop', 'cnca-resultados');
    await page
      .getByRole('button', { name: /^Elegir: / })
      .first()
      .click();
    await page.waitForURL(/\/cnca\/[^/]+\/baja-sipre$/);
    const folio = folioOf(page.url());
    dischargedFolio = folio;
    // The functions validated the client: E0001 → E0002.
    await page.getByTestId('cnca-code').filter({ hasText: 'E0002 · Por solicitar baja' }).waitFor();
    // The list, open in another tab, shows the new folio live.
    await row(list, folio).filter({ hasText: 'E0002 · Por solicitar baja' }).waitFor();

    // 21:45 in Mexico City: the function refuses before calling SIPRE.
    await mexicoAt(21, 45);
    await page.getByRole('button', { name: 'Solicitar baja en SIPRE' }).click();
    const modal = page.getByRole('dialog', { name: 'Baja en SIPRE' });
    await modal.waitFor();
    assert.equal((await modal.getByRole('alert').innerText()).trim(), SIPRE_ERROR);
    await screenshot(page, 'desktop', 'cnca-sipre-fuera-de-horario');
    await modal.getByRole('link', { name: 'Ir a Mis solicitudes de baja' }).click();
    await page.getByRole('heading', { name: 'Mis solicitudes de baja' }).waitFor();
    const resumable = row(page, folio);
    await resumable.filter({ hasText: 'E0002 · Por solicitar baja' }).waitFor();
    await screenshot(page, 'desktop', 'cnca-mis-solicitudes');

    // 10:00: resumed from the list, the discharge succeeds.
    await mexicoAt(10, 0);
    await resumable.getByRole('link', { name: `Retomar baja: ${folio}` }).click();
    await page.getByRole('button', { name: 'Solicitar baja en SIPRE' }).click();
    await page.getByText('La baja en SIPRE fue exitosa').waitFor();
    await page.getByTestId('cnca-code').filter({ hasText: 'E0004 · Baja exitosa total' }).waitFor();
    await screenshot(page, 'desktop', 'cnca-baja-exitosa');
    await row(list, folio).filter({ hasText: 'E0004 · Baja exitosa total' }).waitFor();
    assert.equal(
      await row(list, folio).getByRole('link').count(),
      0,
      'a total discharge offers no SIPRE page (its loan request is journey 13)',
    );
    await context.close();
  });

  it('lands a partial discharge on its page, with the pending credit', async () => {
    await mexicoAt(12, 0);
    const { context, page } = await staffLogin(browser, 'promotor1');
    await openCncaQuoter(page);
    await searchClient(page, PERSONAS.parcial);
    await page.getByRole('region', { name: 'Cliente encontrado' }).waitFor();
    await quote(page, IMSS);
    await page
      .getByRole('button', { name: /^Elegir: / })
      .first()
      .click();
    await page.waitForURL(/\/baja-sipre$/);
    await page.getByRole('button', { name: 'Solicitar baja en SIPRE' }).click();
    await page.waitForURL(/\/cnca\/solicitudes\/[^/]+\/baja-exitosa-parcial$/);
    await page
      .getByTestId('cnca-code')
      .filter({ hasText: 'E0005 · Baja exitosa parcial' })
      .waitFor();
    const pending = page.getByRole('region', { name: 'Créditos pendientes de baja' });
    assert.match(await pending.innerText(), /CR-5005-2/);
    const done = page.getByRole('region', { name: 'Créditos dados de baja' });
    assert.match(await done.innerText(), /CR-5005-1/);
    await screenshot(page, 'desktop', 'cnca-baja-parcial');
    await context.close();
  });

  it('stops a client without a valid biometric at E0001, resumable from the list', async () => {
    const { context, page } = await staffLogin(browser, 'promotor1');
    await openCncaQuoter(page);
    await searchClient(page, PERSONAS.sinBiometrico);
    await page.getByRole('region', { name: 'Cliente encontrado' }).waitFor();
    await quote(page, IMSS);
    await page
      .getByRole('button', { name: /^Elegir: / })
      .first()
      .click();
    const modal = page.getByRole('dialog', { name: 'Sin biométrico válido' });
    await modal.waitFor();
    await screenshot(page, 'desktop', 'cnca-sin-biometrico');
    await modal.getByRole('link', { name: 'Ir a Mis solicitudes de baja' }).click();
    const waiting = page.locator('tr', { hasText: 'ALMA MENDOZA VIDAL' });
    await waiting.filter({ hasText: 'E0001 · En espera de biométrico' }).waitFor();
    // Validating again asks the functions, which still find no valid biometric.
    await waiting.getByRole('button', { name: 'Validar biométrico' }).click();
    await page.getByRole('dialog', { name: 'Sin biométrico válido' }).waitFor();
    await context.close();
  });

  it('gives a forged CNCA cookie nothing: no menu, no data, the function refuses, the SDK write is denied', async () => {
    await setRemoteParam(FLAG_KEY, FLAG_OFF);
    let login;
    for (let i = 0; i < 8; i++) {
      login = await staffLogin(browser, 'promotor2');
      const links = await login.page
        .getByRole('navigation', { name: 'Menú' })
        .getByRole('link')
        .allInnerTexts();
      if (!links.includes(CNCA_MENU)) break;
      await login.context.close();
      login = undefined;
      await new Promise((resolve) => globalThis.setTimeout(resolve, 2000));
    }
    assert.ok(login, 'the session function kept the CNCA flag after it was switched off');
    const { context, page } = login;
    try {
      // Without the flag the route guard sends the promoter home.
      await page.goto('/cnca/menu');
      await page.waitForURL(/\/home$/);

      // The forged cookie gets past the browser's guard, and nothing more.
      await page.evaluate(() => {
        globalThis.document.cookie = 'cnca_access=true; path=/';
      });
      await page.goto('/cnca/solicitudes');
      await page.getByRole('heading', { name: 'Mis solicitudes de baja' }).waitFor();
      await page.getByText('No tienes solicitudes de baja.').waitFor();
      await screenshot(page, 'desktop', 'cnca-cookie-falsificada');

      // The functions read the ID token's claims, not the cookie.
      for (const action of ['baja-sipre', 'validar']) {
        const r = await callFunction(page, `/api/cnca/${dischargedFolio ?? 'x'}/${action}`);
        assert.equal(r.status, 403, `${action}: ${JSON.stringify(r)}`);
        assert.equal(r.body?.code, 'FORBIDDEN');
      }

      // And the rules refuse a CNCA folio written straight through the SDK.
      const write = await sdkWrite(page, 'requests/e2e-cnca-forjado', {
        id: 'e2e-cnca-forjado',
        uuid: '',
        status: 'internalCNCAProcess',
        currentPromoterBpId: '1000000002',
        taskIdCnca: 'CNCA-e2e-cnca-forjado',
        lastUpdateBy: 'bp:1000000002',
        cnca: { code: 'E0001' },
      });
      assert.equal(write.uid, 'bp:1000000002');
      assert.equal(write.ok, false, JSON.stringify(write));
      assert.match(write.message, /permission.denied/i);
    } finally {
      await context.close();
      await setRemoteParam(FLAG_KEY, FLAG_ON);
    }
  });
});
