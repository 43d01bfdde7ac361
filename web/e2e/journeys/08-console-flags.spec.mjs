// Console: page views and the login's records in the console; toggling cnca_access in the suite's console (port 4000) changes the
// CNCA menu at the next login, because the session function evaluates the flag.
import { consoleURL, screenshot } from '../fixtures.mjs';
import { expect, test } from '../test.mjs';

const CONSOLE = consoleURL;
// The suite's log sink the SPA's emulator build ships its records to (web/.env.emulators).
const SINK = `${CONSOLE}/api/logs`;
// The SPA's emulator build runs as environment "dev" (VITE_ENV): keys carry the dev_ prefix.
const KEY = 'dev_cnca_access';
const CNCA_MENU = 'Traspaso interno (CNCA)';

/** A new login of `username` (loginAs) and the links of its menu. */
async function menuOf(loginAs, username) {
  const page = await loginAs(username);
  const links = await page
    .getByRole('navigation', { name: 'Menú' })
    .getByRole('link')
    .allInnerTexts();
  return { page, links };
}

// The console writes the template file; the test fixtures put it back after each test.
test.describe('console: log records, page views and the Remote Config toggle', () => {
  test("shows the login's log records with promoterID in the console", async ({
    loginAs,
    page: ui,
  }) => {
    const login = await loginAs('promotor1');
    await login.context().close();
    await ui.goto(CONSOLE);
    await ui.getByRole('tab', { name: 'Registros' }).click();
    await ui.getByLabel('promoterID').fill('1000000001');
    await ui.getByRole('button', { name: 'Filtrar' }).click();
    const panel = ui.locator('#panel-registros');
    await expect(panel.locator('tr', { hasText: '/auth/login' }).first()).toBeVisible();
    const rows = await panel.locator('tbody tr').allInnerTexts();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows)
      expect(row, `a record of another promoter: ${row}`).toMatch(/1000000001/);
    await screenshot(ui, 'desktop', 'consola-registros');
  });

  test('shows the page views of three routes, by route name, in the console', async ({
    promotor1: page,
    page: ui,
  }) => {
    const visits = [
      ['/busqueda-cliente', 'ClientSearch'],
      ['/solicitudes-en-captura', 'RequestsInEraser'],
      ['/solicitudes-en-proceso', 'RequestsInProcess'],
    ];
    for (const [href, name] of visits) {
      // The SPA ships its log records to the sink in batches (src/lib/monitoring.ts: on a timer,
      // a full batch or pagehide). Each visit waits for the sink's answer to the batch holding its
      // page view, so nothing is left to a beacon sent while the page goes away.
      const shipped = page.waitForResponse(
        (r) =>
          r.url() === SINK &&
          r.request().method() === 'POST' &&
          shipsPageView(r.request().postData(), name),
      );
      await page.goto(href);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      expect((await shipped).ok(), `the sink took ${name}'s page view`).toBe(true);
      const names = await page.evaluate(() => (globalThis.dataLayer ?? []).map((e) => e.page_name));
      expect(names, `dataLayer on ${href}: ${names.join(', ')}`).toContain(name);
    }

    await ui.goto(CONSOLE);
    await ui.getByRole('tab', { name: 'Registros' }).click();
    const panel = ui.locator('#panel-registros');
    await ui.getByRole('button', { name: 'Filtrar' }).click();
    for (const [, name] of visits) {
      await expect(
        panel.locator('tr', { hasText: 'page_view' }).filter({ hasText: name }).first(),
      ).toBeVisible();
    }
    await screenshot(ui, 'desktop', 'consola-vistas-de-pagina');
  });

  test('switching dev_cnca_access off and on hides and shows the CNCA menu after a new login', async ({
    loginAs,
    page: ui,
  }) => {
    const before1 = await menuOf(loginAs, 'promotor1');
    expect(before1.links, `menu: ${before1.links.join(', ')}`).toContain(CNCA_MENU);
    await before1.page.context().close();

    await ui.goto(CONSOLE);
    await ui.getByRole('tab', { name: 'Remote Config' }).click();
    const toggle = ui.getByRole('switch', { name: `Activar ${KEY}` });
    await expect(toggle).toBeChecked();
    await toggle.uncheck();
    await expect(ui.getByText(`${KEY}: desactivado`)).toBeVisible();
    await screenshot(ui, 'desktop', 'consola-remote-config');

    const off = await menuUntil(loginAs, 'promotor1', false);
    expect(off.links, `menu with the flag off: ${off.links.join(', ')}`).not.toContain(CNCA_MENU);
    await screenshot(off.page, 'desktop', 'home-sin-cnca');
    await off.page.context().close();

    await ui.getByRole('switch', { name: `Activar ${KEY}` }).check();
    await expect(ui.getByText(`${KEY}: activado`)).toBeVisible();
    const on = await menuUntil(loginAs, 'promotor1', true);
    expect(on.links, `menu with the flag on again: ${on.links.join(', ')}`).toContain(CNCA_MENU);
  });
});

/** Whether a batch the SPA POSTed to the sink holds the page view of route `name`. */
function shipsPageView(body, name) {
  try {
    return JSON.parse(body ?? '[]').some((r) => r.message === 'page_view' && r.route === name);
  } catch {
    return false;
  }
}

/**
 * Logs in until the menu does (or does not) offer CNCA: the functions read the template with
 * Remote Config's dev minimum fetch interval (5 s, docs/design.md §5), so a change shows within seconds.
 */
async function menuUntil(loginAs, username, wantCnca) {
  let last;
  for (let i = 0; i < 6; i++) {
    last = await menuOf(loginAs, username);
    if (last.links.includes(CNCA_MENU) === wantCnca) return last;
    await last.page.context().close();
    await new Promise((resolve) => globalThis.setTimeout(resolve, 3000));
  }
  return last;
}
