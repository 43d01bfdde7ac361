// A desk that fits a screen, and every screen reachable. promotor1 captures a folio with its INE
// and the customer passes the biometric check; gerente1 opens it on the staff desk at 1366×768 and
// at 1920×1080 and sees every image and every action without scrolling, the trail folded; opened,
// the trail is newest first, one line per entry, a page at a time, and one entry shows its fields
// on demand. Menus per role: admin staff capture too (Nueva solicitud, Solicitudes en captura);
// a search result leads to its búsqueda positiva, the client's page and its biometric folio.
import { Buffer } from 'node:buffer';

import { screenshot } from '../fixtures.mjs';
import { EMMA, captureFolio, customerBiometric, waitForStatus } from '../flows.mjs';
import { expect, test } from '../test.mjs';

const SCREENS = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
];

/** A JPEG drawn by Chromium: a card of `w`×`h` with `label`, as a file payload. */
async function drawnJpeg(page, name, label, w, h, color) {
  const b64 = await page.evaluate(
    ([text, width, height, fill]) => {
      const c = globalThis.document.createElement('canvas');
      c.width = width;
      c.height = height;
      const g = c.getContext('2d');
      g.fillStyle = fill;
      g.fillRect(0, 0, width, height);
      g.fillStyle = '#1f2933';
      g.font = 'bold 34px sans-serif';
      g.fillText(text, 28, 64);
      return c.toDataURL('image/jpeg', 0.9).split(',')[1];
    },
    [label, w, h, color],
  );
  return { name, mimeType: 'image/jpeg', buffer: Buffer.from(b64, 'base64') };
}

/** Whether `locator`'s box lies wholly inside the viewport, without scrolling the page. */
async function inFirstView(page, locator) {
  const box = await locator.boundingBox();
  const { height, width } = page.viewportSize();
  return (
    !!box && box.y >= 0 && box.x >= 0 && box.y + box.height <= height && box.x + box.width <= width
  );
}

test.describe('the staff desk on one screen, and every screen reachable', () => {
  test('gerente1 sees images and actions in the first view and the trail folded, newest first, paged', async ({
    browser,
    promotor1: p,
    gerente1: page,
  }) => {
    const images = {
      ineFront: await drawnJpeg(p, 'ine-frente.jpg', 'INE · FRENTE', 1280, 800, '#dfe9f3'),
      ineBack: await drawnJpeg(p, 'ine-reverso.jpg', 'INE · REVERSO', 1280, 800, '#e8efe3'),
    };
    const selfie = await drawnJpeg(p, 'selfie.jpg', 'SELFIE', 720, 960, '#f6e7d8');
    const { folio, link } = await captureFolio(p, EMMA, { images });
    await customerBiometric(browser, link, EMMA, { selfie });

    for (const size of SCREENS) {
      await page.setViewportSize(size);
      await page.goto(`/folio/${encodeURIComponent(folio)}/validacion-documentos`);
      await waitForStatus(page, 'fileValidation');
      const desk = page.locator('.desk-layout');
      const shown = desk.getByRole('img');
      // INE front and back, the selfie beside the INE front again, and the life test when taken.
      await expect.poll(() => shown.count()).toBeGreaterThanOrEqual(4);
      for (const img of await shown.all()) {
        await page.waitForFunction(
          (el) => el.complete && el.naturalWidth > 0,
          /** @type {import('@playwright/test').ElementHandle<HTMLImageElement>} */ (
            await img.elementHandle()
          ),
        );
        const name = await img.getAttribute('alt');
        expect(
          await inFirstView(page, img.locator('xpath=ancestor::figure[1]')),
          `${name} at ${size.width}×${size.height}`,
        ).toBe(true);
      }
      const actions = page.locator('button[data-target]');
      expect(await actions.count()).toBeGreaterThan(0);
      for (const a of await actions.all()) {
        expect(
          await inFirstView(page, a),
          `${await a.textContent()} at ${size.width}×${size.height}`,
        ).toBe(true);
      }
      // The trail is folded: the page is about a screen high, not thousands of pixels.
      const toggle = page.getByRole('button', { name: 'Ver historial' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(page.locator('tr[data-history]')).toHaveCount(0);
      const tall = await page.evaluate(() => globalThis.document.documentElement.scrollHeight);
      expect(tall, `page height at ${size.width}×${size.height}`).toBeLessThan(size.height * 2);
      await screenshot(page, 'desktop', `mesa-escritorio-${size.width}x${size.height}`);
    }

    // Opened: the newest page, newest first, one line per entry.
    await page.getByRole('button', { name: 'Ver historial' }).click();
    const rows = page.locator('tr[data-history]');
    await expect(rows.first()).toBeVisible();
    await expect(page.locator('li[data-path]'), 'no fields until asked for').toHaveCount(0);
    const count = await rows.count();
    const keys = await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-history')));
    // The desk's reads are keyed access-{ms}-…: the newest ones come first.
    const accessTimes = keys
      .filter((k) => k.startsWith('access-'))
      .map((k) => Number(k.split('-')[1]));
    expect(accessTimes, 'newest first').toEqual([...accessTimes].sort((a, b) => b - a));

    // Every load of the desk adds its reads: the capture's changes are pages back.
    expect(count, 'one page of the trail').toBe(10);
    const withFields = rows.filter({
      has: page.getByRole('button', { name: /^Ver \d+ campos?$/ }),
    });
    for (let pages = 1; (await withFields.count()) === 0 && pages < 10; pages++) {
      await page.getByRole('button', { name: 'Ver movimientos anteriores' }).click();
      await expect.poll(() => rows.count()).toBeGreaterThan(pages * 10);
    }
    expect(await rows.count(), 'older pages were read').toBeGreaterThan(10);

    // One entry shows its fields on demand, and only that one.
    const key = await withFields.first().getAttribute('data-history');
    const entry = page.locator(`tr[data-history="${key}"]`);
    await entry.getByRole('button', { name: /^Ver \d+ campos?$/ }).click();
    await expect(entry.locator('li[data-path]').first()).toBeVisible();
    await expect(page.locator('ul.history-changes')).toHaveCount(1);
    await expect(entry.getByRole('button', { name: 'Ocultar campos' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await entry.scrollIntoViewIfNeeded();
    await screenshot(page, 'desktop', 'mesa-historial-una-entrada');

    // promotor1's search result leads to the client's biometric folio.
    await p.goto('/busqueda-cliente');
    await p.getByLabel('Dato del cliente').fill(EMMA.curp);
    await p.getByRole('button', { name: 'Buscar' }).click();
    const found = p.getByRole('region', { name: 'Cliente encontrado' });
    const bio = found
      .locator(`li[data-folio="${folio}"]`)
      .getByRole('link', { name: /^Ver folio biométrico / });
    await bio.click();
    await p.waitForURL('**/client/*/folio-biometrico/*');
    await p.getByRole('heading', { name: 'Folio biométrico del cliente' }).waitFor();
    await screenshot(p, 'desktop', 'cliente-folio-biometrico-desde-busqueda');
  });

  test('menus per role reach capture, the búsqueda positiva and the client page', async ({
    gerente1: g,
    promotor1: p,
  }) => {
    // Admin staff capture: a new request and the requests in capture, from the home menu.
    const menu = g.getByRole('navigation', { name: 'Menú' });
    await menu.getByRole('link', { name: 'Solicitudes en captura' }).click();
    await g.waitForURL('**/solicitudes-en-captura');
    await g.getByRole('heading', { name: 'Solicitudes en captura' }).waitFor();
    await g.goto('/home');
    await menu.getByRole('link', { name: 'Nueva solicitud' }).click();
    await g.waitForURL('**/busqueda-cliente');
    await screenshot(g, 'desktop', 'home-gerente-nueva-solicitud');

    // The search result leads to its búsqueda positiva and to the client's page.
    await g.getByLabel('Dato del cliente').fill(EMMA.curp);
    await g.getByRole('button', { name: 'Buscar' }).click();
    const found = g.getByRole('region', { name: 'Cliente encontrado' });
    await found.getByRole('link', { name: 'Ver resultado completo de la búsqueda' }).click();
    await g.waitForURL(`**/busqueda-positiva?curp=${EMMA.curp}`);
    await g.getByRole('heading', { name: 'Búsqueda positiva' }).waitFor();
    await g.getByText(EMMA.curp).first().waitFor();
    await screenshot(g, 'desktop', 'busqueda-positiva-desde-busqueda');
    await g.getByRole('link', { name: 'Ver ficha del cliente' }).click();
    await g.waitForURL('**/client/*');

    // A promoter's menu keeps its capture entries.
    const pm = p.getByRole('navigation', { name: 'Menú' });
    await pm.getByRole('link', { name: 'Nueva solicitud' }).waitFor();
    await pm.getByRole('link', { name: 'Solicitudes en captura' }).waitFor();
    await p.goto('/busqueda-cliente');
    await p.getByLabel('Dato del cliente').fill(EMMA.curp);
    await p.getByRole('button', { name: 'Buscar' }).click();
    await p
      .getByRole('region', { name: 'Cliente encontrado' })
      .getByRole('link', { name: 'Ver ficha del cliente' })
      .click();
    await p.waitForURL('**/client/*');
    await p.getByRole('heading', { name: 'Cliente', exact: true }).waitFor();
  });
});
