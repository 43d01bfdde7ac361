// Logout from a capture screen (docs/requirements.md §4 "Session": logging out clears tokens and
// cookies): promotor1, on the quoter of a new folio, sees its name, role and branch in the app
// frame, steps back through the capture stepper, and logs out there; the tokens, the session
// cookies and the session are gone, and the capture screen asks for a login again.
import { URL } from 'node:url';

import { screenshot } from '../fixtures.mjs';
import { EMMA, chooseSepAgreement, startFolio } from '../flows.mjs';
import { expect, test } from '../test.mjs';

test.describe('logout from a capture screen', () => {
  test('promotor1 logs out from the capture: tokens, cookies and session cleared', async ({
    promotor1: page,
  }) => {
    await startFolio(page, EMMA);
    const quoter = new URL(page.url()).pathname;
    await chooseSepAgreement(page);
    await page.getByLabel('Capacidad de pago mensual').fill('3500');
    await page.getByRole('button', { name: 'Cotizar' }).click();
    await page.waitForURL('**/quoterResult?**');

    // The frame: name, role, branches; the stepper leads back to the quoter.
    const banner = page.getByRole('banner');
    await banner.getByText('Juan Pérez López').waitFor();
    await banner.getByText('Promotor', { exact: true }).waitFor();
    await banner.getByText(/SUC-0101/).waitFor();
    const steps = page.getByRole('navigation', { name: 'Pasos de la captura' });
    await steps.getByText(/^Paso 2 de \d+$/).waitFor();
    await steps.getByRole('link', { name: 'Cotizador' }).click();
    await page.waitForURL(`**${quoter}`);
    await screenshot(page, 'desktop', 'captura-marco');

    const before = await page.context().cookies();
    // The session's cookies, and none holding the gateway bearer (ADR 0046, amended).
    expect(
      before.some((c) => c.name === 'user'),
      'the login wrote the user cookie',
    ).toBe(true);
    expect(
      before.some((c) => c.name === 'token'),
      'no cookie holds the gateway bearer',
    ).toBe(false);
    await banner.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    await screenshot(page, 'desktop', 'captura-cerrar-sesion');

    const cookies = (await page.context().cookies()).map((c) => c.name);
    for (const name of ['token', 'user', 'user_sucursales', 'cnca_access', 'libranza_access']) {
      expect(cookies, `logout cleared the ${name} cookie (left: ${cookies})`).not.toContain(name);
    }
    const stored = await page.evaluate(() => ({
      auth: JSON.parse(globalThis.localStorage.getItem('oppnp.auth') ?? 'null'),
      session: JSON.parse(globalThis.localStorage.getItem('oppnp.session') ?? 'null'),
    }));
    expect(stored.auth?.tokenPromoter ?? null, 'the promoter token is gone').toBeNull();
    expect(stored.auth?.tokenRefresh ?? null, 'the refresh token is gone').toBeNull();
    expect(stored.session?.dataSeller ?? '', 'the session is reset').toBe('');

    // Back on the capture screen, the guard asks for a login again.
    await page.goto(quoter);
    await page.waitForURL('**/login?redirect=**');
    await expect(page.getByRole('banner'), 'no frame without a session').toHaveCount(0);
  });
});
