// The promoter's session survives a reload and a second tab: promotor1 logs
// in, a second copy of the Firebase SDK reads the database in the page (it used
// to move the SPA's Auth user out of the SPA's persistence, so the next load
// found nobody signed in: docs/adr/0025-customer-link-first-paint.md), the page
// reloads, a second tab opens in the same context, and both stay logged in
// with their database reads allowed by the rules.

import { sdkRead } from '../sdk-probe.mjs';
import { expect, test } from '../test.mjs';

const BP = '1000000001';
// A page of its own capture list (docs/adr/0035-paged-lists-on-composite-keys.md).
const OWN = { child: 'lists/promoter', prefix: `${BP}|SUC-0101|capture|`, limit: 3 };

/** The page is logged in (home, not /login) and the rules let its Firebase user read its folios. */
async function loggedIn(page, label) {
  await page.goto('/home');
  await page.getByRole('button', { name: 'Cerrar sesión' }).waitFor();
  expect(page.url(), `${label}: ${page.url()}`).not.toContain('/login');
  const read = await sdkRead(page, 'requests', OWN);
  expect(read.uid, `${label}: ${JSON.stringify(read)}`).toBe(`bp:${BP}`);
  expect(read.ok, `${label}: ${JSON.stringify(read)}`).toBe(true);
}

test.describe('promoter session: reload and a second tab', () => {
  test('promotor1 keeps the session after a reload and in a second tab', async ({
    promotor1: page,
  }) => {
    await loggedIn(page, 'first tab');

    await page.reload();
    await loggedIn(page, 'first tab after reload');

    const second = await page.context().newPage();
    await loggedIn(second, 'second tab');
    await second.getByRole('link', { name: 'Solicitudes en proceso' }).click();
    await second.waitForURL('**/solicitudes-en-proceso');
    await expect(second.getByText(/permission|permiso/i)).toHaveCount(0);

    await page.reload();
    await loggedIn(page, 'first tab after the second opened');
  });
});
