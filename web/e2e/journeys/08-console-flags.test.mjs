// Console: page views and the login's records in the console; toggling cnca_access in the suite's console (port 4000) changes the
// CNCA menu at the next login, because the session function evaluates the flag.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import {
  launchBrowser,
  readTemplate,
  restoreTemplate,
  screenshot,
  staffLogin,
} from '../fixtures.mjs';

const CONSOLE = 'http://127.0.0.1:4000';
// The SPA's emulator build runs as environment "dev" (VITE_ENV): keys carry the dev_ prefix.
const KEY = 'dev_cnca_access';
const CNCA_MENU = 'Traspaso interno (CNCA)';

async function menuOf(browser, username) {
  const { context, page } = await staffLogin(browser, username);
  const links = await page
    .getByRole('navigation', { name: 'Menú' })
    .getByRole('link')
    .allInnerTexts();
  return { context, page, links };
}

describe('console: log records, page views and the Remote Config toggle', () => {
  let browser;
  let original;
  before(async () => {
    original = readTemplate();
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    // The console writes the template file; leave the repository as it was.
    restoreTemplate(original);
  });

  it("shows the login's log records with promoterID in the console", async () => {
    const login = await staffLogin(browser, 'promotor1');
    await login.context.close();
    const consoleContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const ui = await consoleContext.newPage();
    await ui.goto(CONSOLE);
    await ui.getByRole('tab', { name: 'Registros' }).click();
    await ui.getByLabel('promoterID').fill('1000000001');
    await ui.getByRole('button', { name: 'Filtrar' }).click();
    const panel = ui.locator('#panel-registros');
    await panel.locator('tr', { hasText: '/auth/login' }).first().waitFor();
    const rows = await panel.locator('tbody tr').allInnerTexts();
    assert.ok(rows.length > 0);
    for (const row of rows) assert.match(row, /1000000001/, `a record of another promoter: ${row}`);
    await screenshot(ui, 'desktop', 'consola-registros');
    await consoleContext.close();
  });

  it('shows the page views of three routes, by route name, in the console', async () => {
    const { context, page } = await staffLogin(browser, 'promotor1');
    const visits = [
      ['/busqueda-cliente', 'ClientSearch'],
      ['/solicitudes-en-captura', 'RequestsInEraser'],
      ['/solicitudes-en-proceso', 'RequestsInProcess'],
    ];
    for (const [href, name] of visits) {
      await page.goto(href);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const names = await page.evaluate(() => (globalThis.dataLayer ?? []).map((e) => e.page_name));
      assert.ok(names.includes(name), `dataLayer on ${href}: ${names.join(', ')}`);
    }
    // Closing the page flushes the SPA's last batch to the sink (pagehide).
    await context.close();

    const consoleContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const ui = await consoleContext.newPage();
    await ui.goto(CONSOLE);
    await ui.getByRole('tab', { name: 'Registros' }).click();
    const panel = ui.locator('#panel-registros');
    for (const [, name] of visits) {
      await ui.getByRole('button', { name: 'Filtrar' }).click();
      await panel
        .locator('tr', { hasText: 'page_view' })
        .filter({ hasText: name })
        .first()
        .waitFor({ timeout: 20_000 });
    }
    await screenshot(ui, 'desktop', 'consola-vistas-de-pagina');
    await consoleContext.close();
  });

  it('switching dev_cnca_access off and on hides and shows the CNCA menu after a new login', async () => {
    const before1 = await menuOf(browser, 'promotor1');
    assert.ok(before1.links.includes(CNCA_MENU), `menu: ${before1.links.join(', ')}`);
    await before1.context.close();

    const consoleContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const ui = await consoleContext.newPage();
    await ui.goto(CONSOLE);
    await ui.getByRole('tab', { name: 'Remote Config' }).click();
    const toggle = ui.getByRole('switch', { name: `Activar ${KEY}` });
    await toggle.waitFor();
    assert.equal(await toggle.isChecked(), true);
    await toggle.uncheck();
    await ui.getByText(`${KEY}: desactivado`).waitFor();
    await screenshot(ui, 'desktop', 'consola-remote-config');

    const off = await menuUntil(browser, 'promotor1', false);
    assert.ok(!off.links.includes(CNCA_MENU), `menu with the flag off: ${off.links.join(', ')}`);
    await screenshot(off.page, 'desktop', 'home-sin-cnca');
    await off.context.close();

    await ui.getByRole('switch', { name: `Activar ${KEY}` }).check();
    await ui.getByText(`${KEY}: activado`).waitFor();
    const on = await menuUntil(browser, 'promotor1', true);
    assert.ok(on.links.includes(CNCA_MENU), `menu with the flag on again: ${on.links.join(', ')}`);
    await on.context.close();
    await consoleContext.close();
  });
});

/**
 * Logs in until the menu does (or does not) offer CNCA: the functions read the template with
 * Remote Config's dev minimum fetch interval (5 s, docs/design.md §5), so a change shows within seconds.
 */
async function menuUntil(browser, username, wantCnca) {
  let last;
  for (let i = 0; i < 6; i++) {
    last = await menuOf(browser, username);
    if (last.links.includes(CNCA_MENU) === wantCnca) return last;
    await last.context.close();
    await new Promise((resolve) => globalThis.setTimeout(resolve, 3000));
  }
  return last;
}
