// The cotizador's branch checks and quotation by amount: malconfig1 and
// inactiva1 see SPEC's branch messages word for word (malconfig1's session now
// knows its branch is misconfigured, where it used to reach the quoter and read
// 'No hay convenios disponibles'); promotor1 sees the agreement's detail on the
// quoter and quotes by amount beside the capacity offers, and the chosen offer
// takes the folio on to the contact step.
import { screenshot } from '../fixtures.mjs';
import { chooseSepAgreement, EMMA, startFolio } from '../flows.mjs';
import { expect, test } from '../test.mjs';

const MISCONFIGURED = 'valida con tu coordinador el estatus de tu sucursal';
const INACTIVE = 'Por el momento la sucursal se encuentra inactiva...';

test.describe('cotizador: branch checks and quotation by amount', () => {
  for (const [user, message, other] of [
    ['malconfig1', MISCONFIGURED, INACTIVE],
    ['inactiva1', INACTIVE, MISCONFIGURED],
  ]) {
    test(`${user} sees '${message}' and cannot start a folio to quote`, async ({ loginAs }) => {
      const page = await loginAs(user);
      await page.getByRole('alert').filter({ hasText: message }).waitFor();
      await expect(page.getByText(message, { exact: true })).toHaveCount(1);
      await expect(page.getByText(other, { exact: true })).toHaveCount(0);
      await screenshot(page, 'desktop', `home-${user}`);

      await page.getByRole('link', { name: 'Nueva solicitud' }).click();
      await page.getByLabel('Dato del cliente').fill(EMMA.curp);
      await page.getByRole('button', { name: 'Buscar' }).click();
      await page.getByText('Cliente encontrado').first().waitFor();
      await page.getByRole('button', { name: 'Iniciar nueva solicitud' }).click();
      await page.waitForURL('**/newClient');
      await page.getByRole('alert').filter({ hasText: message }).waitFor();
      await expect(page.getByRole('button', { name: 'Crear folio y cotizar' })).toHaveCount(0);
      await expect(page.getByText('No hay convenios disponibles')).toHaveCount(0);
      await screenshot(page, 'desktop', `nueva-solicitud-${user}`);
    });
  }

  test('promotor1 sees the agreement detail and quotes by amount', async ({ promotor1: page }) => {
    await startFolio(page, EMMA);

    // The branch passed the live checks: no SPEC branch message, the lists load.
    await chooseSepAgreement(page);
    await expect(page.getByText(MISCONFIGURED)).toHaveCount(0);
    await expect(page.getByText(INACTIVE)).toHaveCount(0);
    const detail = page.getByRole('region', { name: 'Detalle del convenio' });
    await detail.waitFor();
    const text = await detail.innerText();
    expect(text).toMatch(/Institución/);
    expect(text).toMatch(/meses/);
    expect(text).toMatch(/tasa [\d.]+ %/);
    await screenshot(page, 'desktop', 'cotizador-detalle-convenio');

    await page.getByLabel('Capacidad de pago mensual').fill('3500');
    await page.getByRole('button', { name: 'Cotizar', exact: true }).click();
    await page.waitForURL('**/quoterResult?**');
    await page
      .getByRole('button', { name: /^Elegir esta oferta/ })
      .first()
      .waitFor();

    const byAmount = page.getByRole('form', { name: 'Cotizar por monto' });
    await byAmount.getByRole('button', { name: 'Cotizar por monto' }).click();
    await byAmount.getByRole('alert').filter({ hasText: '* Campo obligatorio' }).waitFor();
    await byAmount.getByLabel('Monto solicitado').fill('50000');
    await byAmount.getByLabel('Plazo').selectOption({ label: '24 meses' });
    await byAmount.getByRole('button', { name: 'Cotizar por monto' }).click();
    await page.getByText('Ofertas por un monto de $50,000.00').waitFor();
    const rows = page.getByRole('row').filter({ hasText: '$50,000.00' });
    await rows.first().waitFor();
    const texts = await rows.allInnerTexts();
    expect(texts.length).toBeGreaterThan(0);
    for (const t of texts) expect(t, t).toMatch(/24 meses/);
    await screenshot(page, 'desktop', 'cotizacion-por-monto');

    await rows
      .first()
      .getByRole('button', { name: /^Elegir esta oferta/ })
      .click();
    await page.waitForURL('**/datos-de-contacto?**');
  });
});
