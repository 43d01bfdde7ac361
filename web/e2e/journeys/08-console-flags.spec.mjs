// Console: page views and the login's records in the console; toggling cnca_access in the suite's console (port 4000) changes the
// CNCA menu at the next login, because the session function evaluates the flag.
import { consoleURL, screenshot } from '../fixtures.mjs';
import { REMOTE_CONFIG_SETTLE_MS } from '../suite-knobs.mjs';
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
    // The first route is loaded, the others reached through the menus (the SPA's own
    // navigation): a page view is logged at the first render of a document and at every
    // navigation after it.
    const visits = [
      ['/busqueda-cliente', 'ClientSearch', null],
      ['/solicitudes-en-captura', 'RequestsInEraser', 'Solicitudes en captura'],
      ['/solicitudes-en-proceso', 'RequestsInProcess', 'Solicitudes en proceso'],
    ];
    // The SPA ships its log records to the sink in batches (src/lib/monitoring.ts: on a timer, a
    // full batch or pagehide). The page stays open until the sink has answered the batches
    // holding the three page views, so nothing is left to a beacon sent while the page goes away.
    const shipped = new Set();
    page.on('response', (r) => {
      if (r.url() !== SINK || r.request().method() !== 'POST' || !r.ok()) return;
      for (const [, name] of visits) {
        if (shipsPageView(r.request().postData(), name)) shipped.add(name);
      }
    });
    for (const [href, name, link] of visits) {
      if (link) {
        await page
          .getByRole('navigation', { name: 'Navegación principal' })
          .getByRole('link')
          .click();
        await page
          .getByRole('navigation', { name: 'Menú' })
          .getByRole('link', { name: link })
          .click();
        await page.waitForURL(`**${href}`);
      } else {
        await page.goto(href);
      }
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      const names = await page.evaluate(() => (globalThis.dataLayer ?? []).map((e) => e.page_name));
      expect(names, `dataLayer on ${href}: ${names.join(', ')}`).toContain(name);
    }
    await expect
      .poll(() => visits.map(([, name]) => name).filter((n) => !shipped.has(n)), {
        message: 'page views the sink took',
        timeout: 20_000,
      })
      .toEqual([]);

    await ui.goto(CONSOLE);
    await ui.getByRole('tab', { name: 'Registros' }).click();
    const panel = ui.locator('#panel-registros');
    // The SPA's records only: the console keeps up to 1000 of every source, and the worker's
    // earlier journeys have logged many.
    await panel.getByLabel('Origen').selectOption({ label: 'SPA' });
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
 * Logs in until the menu does (or does not) offer CNCA: the functions read the template through
 * a cache (suite-knobs.mjs), so a change shows at a login soon after it.
 */
async function menuUntil(loginAs, username, wantCnca) {
  let last;
  for (let i = 0; i < 6; i++) {
    last = await menuOf(loginAs, username);
    if (last.links.includes(CNCA_MENU) === wantCnca) return last;
    await last.page.context().close();
    await new Promise((resolve) => globalThis.setTimeout(resolve, REMOTE_CONFIG_SETTLE_MS));
  }
  return last;
}
