// Carta libranza: promotor1 (libranza flag) quotes José Hernández
// Cruz, chooses an offer, generates the letter (folio rules of docs/requirements.md §5 first
// broken), watches it reach Mis cartas live and downloads the PDF; a client
// without credits is stopped with the no-credits modal; with the flag limited
// to promotor1, promotor2 is sent to /home from the menu, and a forged access
// cookie gets it nothing: the screens check the claim, the rules refuse the
// folio and the function the letter.
import { Buffer } from 'node:buffer';
import { readFileSync } from 'node:fs';

import { baseURL, gatewayURL, screenshot } from '../fixtures.mjs';
import {
  WITH_CREDITS,
  WITHOUT_CREDITS,
  callAsPage,
  gatewayLetters,
  quote,
  setLibranzaFlag,
} from '../libranza.mjs';
import { sdkRead, sdkWrite } from '../sdk-probe.mjs';
import { drawSignature, expectAlerts } from '../steps.mjs';
import { expect, test } from '../test.mjs';

const LETTER_FOLIO_MSG = 'El folio debe tener 13 caracteres, solo números y guiones';
const LIBRANZA_FOLIO_MSG = 'El folio debe tener al menos 12 caracteres y sin espacios';

// The flag is set through the Remote Config service, which writes the template: the test
// fixtures restore it after each test.
test.describe('journey 10: carta libranza', () => {
  // The forged-cookie test asks for the letter of the folio the first test generated.
  test.describe.configure({ mode: 'serial' });
  let folio;

  test('promotor1 quotes, generates the letter, sees it live in Mis cartas and downloads the PDF', async ({
    promotor1: page,
  }) => {
    // Mis cartas stays open on its own page: the new letter must appear without a reload.
    const list = await page.context().newPage();
    await list.goto('/carta-libranza/mis-cartas');
    await expect(list.getByRole('heading', { name: 'Mis cartas libranza' })).toBeVisible();
    await expect(
      list.getByText(/Aún no tienes cartas libranza|Cartas libranza del promotor/).first(),
    ).toBeVisible();

    await page.goto('/carta-libranza/menu');
    await page.getByRole('link', { name: 'Cotizar carta libranza' }).click();
    await page.waitForURL('**/carta-libranza/cotizador');
    await page.getByRole('button', { name: 'Cotizar' }).click();
    await expectAlerts(page, ['* Campo obligatorio', 'Selecciona']);
    await quote(page, { curp: WITH_CREDITS.curp, branch: 'SUC-0101' });
    await page.waitForURL('**/carta-libranza/resultados-cotizacion');
    await expect(page.getByText(`Ofertas para ${WITH_CREDITS.name}`)).toBeVisible();
    await screenshot(page, 'desktop', 'libranza-resultados');
    const choose = page.getByRole('button', { name: /^Elegir / }).first();
    const offer = (await choose.getAttribute('aria-label')).match(
      /Elegir (\$[\d,.]+) a (\d+) meses/,
    );
    expect(offer, 'the offer button names its amount and term').toBeTruthy();
    await choose.click();
    await page.waitForURL(/\/folio\/[^/]+\/generar-carta-libranza$/);
    folio = decodeURIComponent(page.url().split('/folio/')[1].split('/')[0]);

    // The docs/requirements.md §5 folio rules, then the signature, then a valid letter.
    await page.getByRole('button', { name: 'Generar carta' }).click();
    await expectAlerts(page, ['* Campo obligatorio', 'Captura la firma del cliente']);
    await page.getByLabel('Folio de la carta (13 caracteres)').fill('2026-0000001');
    await page.getByLabel('Folio libranza').fill('LIB 2026 0001');
    await page.getByRole('button', { name: 'Generar carta' }).click();
    await expectAlerts(page, [LETTER_FOLIO_MSG, LIBRANZA_FOLIO_MSG]);
    await page.getByLabel('Folio de la carta (13 caracteres)').fill('2026-00000077');
    await page.getByLabel('Folio libranza').fill('LIB202600000077');
    await drawSignature(page, 'Firma del cliente');
    await screenshot(page, 'desktop', 'libranza-generar');
    // The browser asks the function only; the function registers the letter with the lender.
    const sent = [];
    const record = (r) => sent.push(`${r.method()} ${r.url()}`);
    page.on('request', record);
    await page.getByRole('button', { name: 'Generar carta' }).click();
    await page.waitForURL(`**/folio/${encodeURIComponent(folio)}/carta-libranza`);
    page.off('request', record);
    expect(sent, `no call to the function: ${sent.join(', ')}`).toContain(
      `POST ${baseURL}/api/letters/${encodeURIComponent(folio)}`,
    );
    expect(
      sent.filter((u) => u.includes(gatewayURL)),
      'the browser called the gateway while generating the letter',
    ).toEqual([]);
    const registered = (await gatewayLetters('1000000001'))[folio];
    expect(registered?.letterFolio).toBe('2026-00000077');
    expect(registered?.libranzaFolio).toBe('LIB202600000077');
    // The letter's summary (the app frame has a <dl> of its own, the signed-in user).
    const summary = page.locator('dl.letter-summary');
    await expect(summary.getByText('Generada')).toBeVisible();
    const text = await summary.innerText();
    for (const want of [
      offer[1],
      `${offer[2]} meses`,
      'LIB202600000077',
      '2026-00000077',
      WITH_CREDITS.name,
    ])
      expect(text, `letter view lacks ${want}`).toContain(want);
    await screenshot(page, 'desktop', 'libranza-carta');

    // Live on the other page.
    const row = list.getByRole('row').filter({ hasText: folio });
    await expect(row.filter({ hasText: 'Generada' })).toBeVisible({ timeout: 10_000 });
    await expect(row).toContainText(offer[1]);
    await screenshot(list, 'desktop', 'libranza-mis-cartas');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar carta (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('carta-libranza-2026-00000077.pdf');
    const pdf = readFileSync(await download.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(
      pdf.includes(Buffer.from(offer[1], 'latin1')),
      `the PDF states the amount ${offer[1]}`,
    ).toBe(true);
    expect(pdf.includes(Buffer.from('LIB202600000077', 'latin1'))).toBe(true);
    expect(pdf.subarray(-8).toString('latin1')).toMatch(/%%EOF\s*$/);
  });

  test('a client without credits gets the no-credits modal', async ({ promotor1: page }) => {
    await page.goto('/carta-libranza/cotizador');
    await quote(page, { curp: WITHOUT_CREDITS.curp, branch: 'SUC-0101' });
    const modal = page.getByRole('dialog', { name: 'El cliente no tiene créditos' });
    await expect(modal).toBeVisible();
    await screenshot(page, 'desktop', 'libranza-sin-creditos');
    await modal.getByRole('button', { name: 'Entendido' }).click();
    await expect(modal).toHaveCount(0);
    expect(page.url(), page.url()).toMatch(/\/carta-libranza\/cotizador$/);
  });

  test('without the flag promotor2 goes to /home; a forged cookie gets no folio and no letter', async ({
    loginAs,
  }) => {
    expect(folio, "promotor1's letter folio from the first test").toBeTruthy();
    await setLibranzaFlag({ enabled: true, branches: [], bpIds: ['1000000001'] });
    const page = await loginAs('promotor2');
    const context = page.context();
    await page.goto('/carta-libranza/menu');
    await page.waitForURL('**/home');
    const links = await page
      .getByRole('navigation', { name: 'Menú' })
      .getByRole('link')
      .allInnerTexts();
    expect(links, `menu: ${links.join(', ')}`).not.toContain('Carta libranza');
    // Mis cartas needs login only.
    await page.goto('/carta-libranza/mis-cartas');
    await expect(page.getByText('Aún no tienes cartas libranza.')).toBeVisible();

    // Forge the access cookie: the route guard lets it through, but the screens check the ID
    // token's claim and send it to /home too; behind them the rules and the function refuse.
    await context.addCookies([{ name: 'libranza_access', value: 'true', url: baseURL }]);
    for (const route of [
      '/carta-libranza/menu',
      '/carta-libranza/cotizador',
      '/carta-libranza/resultados-cotizacion',
    ]) {
      await page.goto(route);
      await page.waitForURL('**/home');
    }
    expect(await page.getByRole('link', { name: 'Cotizar carta libranza' }).count()).toBe(0);
    await screenshot(page, 'desktop', 'libranza-cookie-falsa');

    // Directly: the rules refuse a letterLibranza folio, the function the letter and promotor1's PDF.
    const write = await sdkWrite(page, 'requests/forged-libranza', {
      id: 'forged-libranza',
      status: 'letterLibranza',
      currentPromoterBpId: '1000000002',
      uuid: '',
      lastUpdateAt: { '.sv': 'timestamp' },
      lastUpdateBy: 'bp:1000000002',
    });
    expect(write.ok, JSON.stringify(write)).toBe(false);
    const mine = await sdkRead(page, 'requests', {
      child: 'lists/promoter',
      prefix: '1000000002|SUC-0202|capture|',
    });
    expect(mine.ok, JSON.stringify(mine)).toBeTruthy();
    expect(
      Object.values(mine.value ?? {}).some((f) => f.status === 'letterLibranza'),
      'no letter folio was created',
    ).toBe(false);
    const gen = await callAsPage(page, 'POST', `/api/letters/${encodeURIComponent(folio)}`, {
      letterFolio: '2026-00000078',
      libranzaFolio: 'LIB202600000078',
      signature: '/9j/4AAQ',
    });
    expect(gen.status, gen.text).toBe(403);
    const pdf = await callAsPage(page, 'GET', `/api/letters/${encodeURIComponent(folio)}.pdf`);
    expect(pdf.status, pdf.text).toBe(403);
    expect(pdf.text.startsWith('%PDF')).toBe(false);
  });
});
