// Journey 6: bloqueado1 and inactiva1 see SPEC's messages; a blocked promoter
// has no capture entries and the rules refuse its writes.
import { PASSWORD, screenshot, submitLogin } from '../fixtures.mjs';
import { sdkRead, sdkWrite } from '../sdk-probe.mjs';
import { expect, test } from '../test.mjs';

const BLOCKED =
  'Tu usuario de promotor se encuentra bloqueado. No puedes capturar solicitudes; valida con tu coordinador.';
const INACTIVE = 'Por el momento la sucursal se encuentra inactiva...';

test.describe('journey 6: blocked promoter and inactive branch', () => {
  test('shows the login screen with the SPEC messages for empty fields', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: /^\* Campo obligatorio$/ }),
    ).not.toHaveCount(0);
    await screenshot(page, 'desktop', 'login-vacio');
  });

  test('bloqueado1 sees the blocked message and cannot capture', async ({ loginAs }) => {
    const page = await loginAs('bloqueado1');
    await expect(page.getByRole('alert').filter({ hasText: BLOCKED })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Menú' });
    const links = await menu.getByRole('link').allInnerTexts();
    expect(links, 'menu').not.toContain('Nueva solicitud');
    expect(links, 'menu').not.toContain('Solicitudes en captura');
    expect(links, 'menu').toContain('Solicitudes en proceso');
    await screenshot(page, 'desktop', 'home-bloqueado');

    // The rules, not only the menu: a blocked promoter reads and writes nothing, not even its own
    // roles record (the rules take identity from roles/{bpId}; docs/contract.md).
    const role = await sdkRead(page, 'roles/1000000003');
    expect(role.uid).toBe('bp:1000000003');
    expect(role.ok, JSON.stringify(role)).toBe(false);
    expect(role.message).toMatch(/permission.denied/i);
    const write = await sdkWrite(page, 'requests/e2e-bloqueado1', {
      status: 'quoter',
      currentPromoterBpId: '1000000003',
    });
    expect(write.ok, JSON.stringify(write)).toBe(false);
    expect(write.message).toMatch(/permission.denied/i);
  });

  test('inactiva1 sees the inactive-branch message', async ({ page }) => {
    await submitLogin(page, 'inactiva1');
    await expect(page.getByRole('alert').filter({ hasText: INACTIVE })).toBeVisible();
    await expect(page.getByText(INACTIVE, { exact: true })).toHaveCount(1);
    await screenshot(page, 'desktop', 'home-sucursal-inactiva');
  });
});

// The HTML paints the login screen before the app's code arrives (docs/adr/0045-login-first-paint.md).
test.describe('journey 6: the login screen from the HTML', () => {
  test('a login typed and sent before the app has loaded logs in', async ({ page }) => {
    // The app's code is held back until the user has typed and tapped "Ingresar".
    /** @type {(value?: unknown) => void} */
    let release = () => {};
    const held = new Promise((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByLabel('Usuario').fill('promotor1');
    await page.getByLabel('Contraseña').fill(PASSWORD);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    // The painted form was not sent by the browser (its GET would carry the password).
    expect(new globalThis.URL(page.url()).search).toBe('');
    await expect(page.locator('#link-shell')).toHaveAttribute('data-submitted', '');

    release();
    await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
    expect(page.url()).not.toContain(PASSWORD);
  });
});
