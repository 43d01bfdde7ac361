// CNCA: promotor1 (CNCA flag) quotes the internal product, creates
// the CNCA folio and requests its SIPRE discharge while "Mis solicitudes de
// baja" follows the code live; out of hours (suite clock) the SPEC's SIPRE
// modal shows and the folio is resumed from the list in hours; a partial
// discharge lands on its page; bulletined and no-credit clients stop with
// their modals; a promoter without the flag who forges the cookie reaches no
// CNCA data: the function refuses it and a direct SDK write is denied.
import {
  callFunction,
  chooseFirstOption,
  CNCA_MENU,
  folioOf,
  mexicoAt,
  openCncaQuoter,
  PERSONAS,
  quote,
  quoteClient,
  resetClock,
  searchClient,
  setRemoteParam,
  SIPRE_ERROR,
} from '../cnca.mjs';
import { screenshot } from '../fixtures.mjs';
import { sdkWrite } from '../sdk-probe.mjs';
import { REMOTE_CONFIG_SETTLE_MS } from '../suite-knobs.mjs';
import { expect, test } from '../test.mjs';

const FLAG_KEY = 'dev_cnca_access';
const FLAG_ON = '{"enabled":true,"branches":[],"bpIds":[]}';
const FLAG_OFF = '{"enabled":false,"branches":[],"bpIds":[]}';

/** The row of a folio in Mis solicitudes de baja, by its taskIdCnca. */
const row = (page, folio) => page.locator('tr', { hasText: `CNCA-${folio}` });

test.describe('journey 9: CNCA with the SIPRE discharge', () => {
  // The forged-cookie test calls the functions on the folio the discharge test created.
  test.describe.configure({ mode: 'serial' });
  let dischargedFolio;
  test.afterAll(async () => {
    await resetClock();
  });

  test('stops a bulletined client and a client without credits with their modals', async ({
    promotor1: page,
  }) => {
    await openCncaQuoter(page);
    await screenshot(page, 'desktop', 'cnca-cotizador');

    await searchClient(page, PERSONAS.boletinado);
    const bulletin = page.getByRole('dialog', { name: 'Cliente boletinado' });
    await expect(bulletin).toBeVisible();
    await expect(bulletin).toContainText(/no es elegible para el traspaso interno \(CNCA\)/);
    await screenshot(page, 'desktop', 'cnca-boletinado');
    await bulletin.getByRole('button', { name: 'Aceptar' }).click();
    expect(await page.getByLabel('Sucursal').count(), 'a bulletined client is never quoted').toBe(
      0,
    );

    await searchClient(page, PERSONAS.sinCreditos);
    const noCredits = page.getByRole('dialog', { name: 'Cliente sin créditos' });
    await expect(noCredits).toBeVisible();
    await screenshot(page, 'desktop', 'cnca-sin-creditos');
    await noCredits.getByRole('button', { name: 'Aceptar' }).click();
  });

  test("shows 'No se encontraron los resultados' without a configured internal product", async ({
    promotor1: page,
  }) => {
    await openCncaQuoter(page);
    await searchClient(page, PERSONAS.cnca);
    await expect(page.getByRole('region', { name: 'Cliente encontrado' })).toBeVisible();
    await quote(page, { group: 'G-GOB', agreement: 'CONV-SEP-CDMX' });
    await expect(page.getByText('No se encontraron los resultados', { exact: true })).toBeVisible();
    await screenshot(page, 'desktop', 'cnca-sin-resultados');
  });

  test('runs the flow to a discharge: out of hours the SIPRE modal, resumed from the list in hours', async ({
    loginAs,
  }) => {
    await mexicoAt(10, 0);
    const page = await loginAs('promotor1');
    const list = await page.context().newPage();
    await list.goto('/cnca/solicitudes');
    await expect(list.getByRole('heading', { name: 'Mis solicitudes de baja' })).toBeVisible();

    await quoteClient(page, PERSONAS.cnca);
    await screenshot(page, 'desktop', 'cnca-resultados');
    await chooseFirstOption(page);
    await page.waitForURL(/\/cnca\/[^/]+\/baja-sipre$/);
    const folio = folioOf(page.url());
    dischargedFolio = folio;
    // The functions validated the client: E0001 → E0002.
    await expect(
      page.getByTestId('cnca-code').filter({ hasText: 'E0002 · Por solicitar baja' }),
    ).toBeVisible();
    // The list, open in another tab, shows the new folio live.
    await expect(row(list, folio).filter({ hasText: 'E0002 · Por solicitar baja' })).toBeVisible();

    // 21:45 in Mexico City: the function refuses before calling SIPRE.
    await mexicoAt(21, 45);
    await page.getByRole('button', { name: 'Solicitar baja en SIPRE' }).click();
    const modal = page.getByRole('dialog', { name: 'Baja en SIPRE' });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('alert')).toHaveText(SIPRE_ERROR);
    await screenshot(page, 'desktop', 'cnca-sipre-fuera-de-horario');
    await modal.getByRole('link', { name: 'Ir a Mis solicitudes de baja' }).click();
    await expect(page.getByRole('heading', { name: 'Mis solicitudes de baja' })).toBeVisible();
    const resumable = row(page, folio);
    await expect(resumable.filter({ hasText: 'E0002 · Por solicitar baja' })).toBeVisible();
    await screenshot(page, 'desktop', 'cnca-mis-solicitudes');

    // 10:00: resumed from the list, the discharge succeeds.
    await mexicoAt(10, 0);
    await resumable.getByRole('link', { name: `Retomar baja: ${folio}` }).click();
    await page.getByRole('button', { name: 'Solicitar baja en SIPRE' }).click();
    await expect(page.getByText('La baja en SIPRE fue exitosa')).toBeVisible();
    await expect(
      page.getByTestId('cnca-code').filter({ hasText: 'E0004 · Baja exitosa total' }),
    ).toBeVisible();
    await screenshot(page, 'desktop', 'cnca-baja-exitosa');
    await expect(row(list, folio).filter({ hasText: 'E0004 · Baja exitosa total' })).toBeVisible();
    expect(
      await row(list, folio).getByRole('link').count(),
      'a total discharge offers no SIPRE page (its loan request is journey 13)',
    ).toBe(0);
  });

  test('lands a partial discharge on its page, with the pending credit', async ({ loginAs }) => {
    await mexicoAt(12, 0);
    const page = await loginAs('promotor1');
    await quoteClient(page, PERSONAS.parcial);
    await chooseFirstOption(page);
    await page.waitForURL(/\/baja-sipre$/);
    await page.getByRole('button', { name: 'Solicitar baja en SIPRE' }).click();
    await page.waitForURL(/\/cnca\/solicitudes\/[^/]+\/baja-exitosa-parcial$/);
    await expect(
      page.getByTestId('cnca-code').filter({ hasText: 'E0005 · Baja exitosa parcial' }),
    ).toBeVisible();
    const pending = page.getByRole('region', { name: 'Créditos pendientes de baja' });
    await expect(pending).toContainText(/CR-5005-2/);
    const done = page.getByRole('region', { name: 'Créditos dados de baja' });
    await expect(done).toContainText(/CR-5005-1/);
    await screenshot(page, 'desktop', 'cnca-baja-parcial');
  });

  test('stops a client without a valid biometric at E0001, resumable from the list', async ({
    promotor1: page,
  }) => {
    await quoteClient(page, PERSONAS.sinBiometrico);
    await chooseFirstOption(page);
    const modal = page.getByRole('dialog', { name: 'Sin biométrico válido' });
    await expect(modal).toBeVisible();
    await screenshot(page, 'desktop', 'cnca-sin-biometrico');
    await modal.getByRole('link', { name: 'Ir a Mis solicitudes de baja' }).click();
    const waiting = page.locator('tr', { hasText: 'ALMA MENDOZA VIDAL' });
    await expect(waiting.filter({ hasText: 'E0001 · En espera de biométrico' })).toBeVisible();
    // Validating again asks the functions, which still find no valid biometric.
    await waiting.getByRole('button', { name: 'Validar biométrico' }).click();
    await expect(page.getByRole('dialog', { name: 'Sin biométrico válido' })).toBeVisible();
  });

  test('gives a forged CNCA cookie nothing: no menu, no data, the function refuses, the SDK write is denied', async ({
    loginAs,
  }) => {
    await setRemoteParam(FLAG_KEY, FLAG_OFF);
    let page;
    for (let i = 0; i < 8; i++) {
      page = await loginAs('promotor2');
      const links = await page
        .getByRole('navigation', { name: 'Menú' })
        .getByRole('link')
        .allInnerTexts();
      if (!links.includes(CNCA_MENU)) break;
      await page.context().close();
      page = undefined;
      await new Promise((resolve) => globalThis.setTimeout(resolve, REMOTE_CONFIG_SETTLE_MS));
    }
    expect(page, 'the session function kept the CNCA flag after it was switched off').toBeTruthy();
    try {
      // Without the flag the route guard sends the promoter home.
      await page.goto('/cnca/menu');
      await page.waitForURL(/\/home$/);

      // The forged cookie gets past the browser's guard, and nothing more.
      await page.evaluate(() => {
        globalThis.document.cookie = 'cnca_access=true; path=/';
      });
      await page.goto('/cnca/solicitudes');
      await expect(page.getByRole('heading', { name: 'Mis solicitudes de baja' })).toBeVisible();
      await expect(page.getByText('No tienes solicitudes de baja.')).toBeVisible();
      await screenshot(page, 'desktop', 'cnca-cookie-falsificada');

      // The functions read the ID token's claims, not the cookie.
      for (const action of ['baja-sipre', 'validar']) {
        const r = await callFunction(page, `/api/cnca/${dischargedFolio ?? 'x'}/${action}`);
        expect(r.status, `${action}: ${JSON.stringify(r)}`).toBe(403);
        expect(r.body?.code).toBe('FORBIDDEN');
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
      expect(write.uid).toBe('bp:1000000002');
      expect(write.ok, JSON.stringify(write)).toBe(false);
      expect(write.message).toMatch(/permission.denied/i);
    } finally {
      await page.context().close();
      await setRemoteParam(FLAG_KEY, FLAG_ON);
    }
  });
});
