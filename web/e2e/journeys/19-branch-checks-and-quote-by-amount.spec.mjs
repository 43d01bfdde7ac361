// The cotizador's branch checks and quotation by amount: malconfig1 and
// inactiva1 see SPEC's branch messages word for word (malconfig1's session now
// knows its branch is misconfigured, where it used to reach the quoter and read
// 'No hay convenios disponibles'); promotor1 sees the agreement's detail on the
// quoter and quotes by amount beside the capacity offers, and the chosen offer
// takes the folio on to the contact step.
import assert from 'node:assert/strict';

import { screenshot, staffContext, staffLogin, submitLogin } from '../fixtures.mjs';
import { chooseSepAgreement, EMMA, startFolio } from '../flows.mjs';
import { test } from '../test.mjs';

const MISCONFIGURED = 'valida con tu coordinador el estatus de tu sucursal';
const INACTIVE = 'Por el momento la sucursal se encuentra inactiva...';

test.describe('cotizador: branch checks and quotation by amount', () => {
  for (const [user, message, other] of [
    ['malconfig1', MISCONFIGURED, INACTIVE],
    ['inactiva1', INACTIVE, MISCONFIGURED],
  ]) {
    test(`${user} sees '${message}' and cannot start a folio to quote`, async ({ browser }) => {
      const context = await staffContext(browser);
      const page = await context.newPage();
      await submitLogin(page, user);
      await page.getByRole('alert').filter({ hasText: message }).waitFor();
      assert.equal(await page.getByText(message, { exact: true }).count(), 1);
      assert.equal(await page.getByText(other, { exact: true }).count(), 0);
      await screenshot(page, 'desktop', `home-${user}`);

      await page.getByRole('link', { name: 'Nueva solicitud' }).click();
      await page.getByLabel('Dato del cliente').fill(EMMA.curp);
      await page.getByRole('button', { name: 'Buscar' }).click();
      await page.getByText('Cliente encontrado').first().waitFor();
      await page.getByRole('button', { name: 'Iniciar nueva solicitud' }).click();
      await page.waitForURL('**/newClient');
      await page.getByRole('alert').filter({ hasText: message }).waitFor();
      assert.equal(await page.getByRole('button', { name: 'Crear folio y cotizar' }).count(), 0);
      assert.equal(await page.getByText('No hay convenios disponibles').count(), 0);
      await screenshot(page, 'desktop', `nueva-solicitud-${user}`);
      await context.close();
    });
  }

  test('promotor1 sees the agreement detail and quotes by amount', async ({ browser }) => {
    const { context, page } = await staffLogin(browser, 'promotor1');
    await startFolio(page, EMMA);

    // The branch passed the live checks: no SPEC branch message, the lists load.
    await chooseSepAgreement(page);
    assert.equal(await page.getByText(MISCONFIGURED).count(), 0);
    assert.equal(await page.getByText(INACTIVE).count(), 0);
    const detail = page.getByRole('region', { name: 'Detalle del convenio' });
    await detail.waitFor();
    const text = await detail.innerText();
    assert.match(text, /Institución/);
    assert.match(text, /meses/);
    assert.match(text, /tasa [\d.]+ %/);
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
    assert.ok(texts.length > 0);
    for (const t of texts) assert.match(t, /24 meses/, t);
    await screenshot(page, 'desktop', 'cotizacion-por-monto');

    await rows
      .first()
      .getByRole('button', { name: /^Elegir esta oferta/ })
      .click();
    await page.waitForURL('**/datos-de-contacto?**');
    await context.close();
  });
});
