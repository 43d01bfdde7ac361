// Journey 6: bloqueado1 and inactiva1 see SPEC's messages; a blocked promoter
// has no capture entries and the rules refuse its writes.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { launchBrowser, screenshot, staffLogin, submitLogin, staffContext } from '../fixtures.mjs';
import { sdkRead, sdkWrite } from '../sdk-probe.mjs';

const BLOCKED =
  'Tu usuario de promotor se encuentra bloqueado. No puedes capturar solicitudes; valida con tu coordinador.';
const INACTIVE = 'Por el momento la sucursal se encuentra inactiva...';

describe('journey 6: blocked promoter and inactive branch', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  it('shows the login screen with the SPEC messages for empty fields', async () => {
    const context = await staffContext(browser);
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    const alerts = await page.getByRole('alert').allInnerTexts();
    assert.ok(alerts.includes('* Campo obligatorio'), `alerts: ${alerts.join(' | ')}`);
    await screenshot(page, 'desktop', 'login-vacio');
    await context.close();
  });

  it('bloqueado1 sees the blocked message and cannot capture', async () => {
    const { context, page } = await staffLogin(browser, 'bloqueado1');
    const alert = page.getByRole('alert');
    await alert.filter({ hasText: BLOCKED }).waitFor();
    const menu = page.getByRole('navigation', { name: 'Menú' });
    const links = await menu.getByRole('link').allInnerTexts();
    assert.ok(!links.includes('Nueva solicitud'), `menu: ${links.join(', ')}`);
    assert.ok(!links.includes('Solicitudes en captura'), `menu: ${links.join(', ')}`);
    assert.ok(links.includes('Solicitudes en proceso'), `menu: ${links.join(', ')}`);
    await screenshot(page, 'desktop', 'home-bloqueado');

    // The rules, not only the menu: a blocked promoter reads and writes nothing, not even its own
    // roles record (the rules take identity from roles/{bpId}; docs/contract.md).
    const role = await sdkRead(page, 'roles/1000000003');
    assert.equal(role.uid, 'bp:1000000003');
    assert.equal(role.ok, false, JSON.stringify(role));
    assert.match(role.message, /permission.denied/i);
    const write = await sdkWrite(page, 'requests/e2e-bloqueado1', {
      status: 'quoter',
      currentPromoterBpId: '1000000003',
    });
    assert.equal(write.ok, false, JSON.stringify(write));
    assert.match(write.message, /permission.denied/i);
    await context.close();
  });

  it('inactiva1 sees the inactive-branch message', async () => {
    const context = await staffContext(browser);
    const page = await context.newPage();
    await submitLogin(page, 'inactiva1');
    await page.getByRole('alert').filter({ hasText: INACTIVE }).waitFor();
    assert.equal(await page.getByText(INACTIVE, { exact: true }).count(), 1);
    await screenshot(page, 'desktop', 'home-sucursal-inactiva');
    await context.close();
  });
});
