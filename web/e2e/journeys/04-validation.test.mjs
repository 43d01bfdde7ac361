// Journey 4 and the end of journey 2, on folios of their own: gerente1
// validates the documents and sends the folio for signature, the customer signs
// on a phone and downloads the summary, and the folio reaches complete through
// COX; with the simulator's COX failure on, a second folio reaches errorSentCOX,
// shows on the reenvío a COX screen and the resend completes it.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { gatewayAdmin, launchBrowser, phoneContext, screenshot, staffLogin } from '../fixtures.mjs';
import {
  captureFolio,
  customerBiometric,
  validateAndSendForSignature,
  waitForStatus,
} from '../flows.mjs';
import { sdkRead } from '../sdk-probe.mjs';
import { alertTexts, drawSignature, followStatuses, statusLabel } from '../steps.mjs';

/** Saves `page` at phone size, and at desktop size too when `desktop` (then back to phone). */
async function shot(page, name, shots) {
  if (!shots) return;
  await screenshot(page, 'phone', name);
  const phone = page.viewportSize();
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, 'desktop', `cliente-${name}`);
  await page.setViewportSize(phone);
}

/**
 * The customer opens the signature `link` on a phone and goes resumen → términos → Círculo de
 * Crédito → firma digital → descarga de documentos. Resolves to the open context (the download
 * screen moves the folio on to COX, so the caller closes it once the folio has left `signature`).
 */
async function customerSignature(browser, link, shots) {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  await page.goto(link);
  await page.getByRole('button', { name: 'Comenzar' }).waitFor();
  await shot(page, 'bienvenida-firma', shots);
  await page.getByRole('button', { name: 'Comenzar' }).click();

  await page.waitForURL('**/resumen');
  await page.getByRole('button', { name: 'Continuar' }).waitFor();
  await page
    .getByText(/\$\s?[\d,]+\.\d{2}/)
    .first()
    .waitFor();
  await shot(page, 'resumen', shots);
  await page.getByRole('button', { name: 'Continuar' }).click();

  await page.waitForURL('**/terminos-y-condiciones');
  await page.getByRole('button', { name: 'Continuar' }).click();
  assert.ok(
    (await alertTexts(page)).some((s) =>
      s.includes('Debes aceptar los términos y condiciones para continuar'),
    ),
    'terms are refused without the checkbox',
  );
  await page.getByLabel('He leído y acepto los términos y condiciones').check();
  await shot(page, 'terminos-y-condiciones', shots);
  await page.getByRole('button', { name: 'Continuar' }).click();

  await page.waitForURL('**/circulo-de-credito');
  await page.getByRole('button', { name: 'Continuar' }).click();
  assert.ok(
    (await alertTexts(page)).some((s) => s.includes('Debes autorizar la consulta para continuar')),
    'the Círculo de Crédito clauses are refused without the checkbox',
  );
  await page.getByLabel('Autorizo la consulta a Círculo de Crédito').check();
  await shot(page, 'circulo-de-credito', shots);
  await page.getByRole('button', { name: 'Continuar' }).click();

  await page.waitForURL('**/firma-digital');
  await page.getByRole('button', { name: 'Guardar firma' }).click();
  assert.ok(
    (await alertTexts(page)).some((s) => s.includes('Dibuja tu firma antes de guardar')),
    'an empty pad is refused',
  );
  await drawSignature(page);
  await page.getByRole('heading', { name: /^Paso \d+ de \d+: Firma digital$/ }).waitFor();
  if (shots) await screenshot(page, 'phone', 'firma-digital');
  await page.getByRole('button', { name: 'Guardar firma' }).click();

  await page.waitForURL('**/descarga-documentos');
  const download = page.getByRole('link', { name: 'Descargar Resumen de tu crédito' });
  await download.waitFor();
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  assert.match(file.suggestedFilename(), /^resumen-credito-.+\.html$/);
  await shot(page, 'descarga-documentos', shots);
  return context;
}

describe('journey 4 and the end of journey 2: validation, signature and COX', () => {
  let browser;
  let promoter;
  let gerente;
  let supervisor;

  before(async () => {
    browser = await launchBrowser();
    promoter = await staffLogin(browser, 'promotor1');
    gerente = await staffLogin(browser, 'gerente1');
    // Four-eyes: a second admin sends the folio gerente1 validated to signature.
    supervisor = await staffLogin(browser, 'supervisor1');
  });
  after(async () => {
    await gatewayAdmin('/__admin/cox', { fail: false }).catch(() => {});
    await browser?.close();
  });

  it('gerente1 validates, the customer signs on a phone, the folio reaches complete through COX', async () => {
    const { folio, link } = await captureFolio(promoter.page);
    await customerBiometric(browser, link);
    const signLink = await validateAndSendForSignature(gerente.page, folio, {
      shots: 'gerente',
      sender: supervisor.page,
    });
    assert.notEqual(signLink, link, 'the signature link is a new link');

    // promotor1's live list follows the customer's signature steps (journey 3), never reloaded.
    const watcher = promoter.page;
    await watcher.goto('/solicitudes-en-proceso');
    await watcher
      .locator(`tr[data-folio="${folio}"]`)
      .filter({ hasText: statusLabel('sentForSignature') })
      .waitFor();
    const followed = followStatuses(watcher, folio, ['waitingSignature', 'signature'], 90_000);
    const customer = await customerSignature(browser, signLink, true);
    const seen = await followed;
    // gerente1's folio review is live: sentCOX then complete, no reload.
    await waitForStatus(gerente.page, 'complete', 30_000);
    await customer.close();
    const history = await sdkRead(watcher, `requestHistory/${folio}`);
    assert.equal(history.ok, true, JSON.stringify(history));
    const changes = Object.values(history.value ?? {});
    for (const to of ['sentCOX', 'complete']) {
      assert.ok(
        changes.some((c) => c.to === to),
        `requestHistory has the change to ${to}`,
      );
    }
    for (const { status, at } of seen) {
      const change = changes.find((c) => c.to === status && c.from !== c.to); // a status move, not a write within it
      assert.ok(change, `requestHistory has the change to ${status}`);
      const lag = at - change.at;
      assert.ok(lag < 1000, `the promoter list showed ${status} ${lag} ms after the change`);
    }
    await screenshot(gerente.page, 'desktop', 'gerente-folio-completo');

    // promotor1 finds it among the finished folios.
    await promoter.page.goto('/home');
    await promoter.page.getByRole('link', { name: 'Solicitudes finalizadas' }).click();
    await promoter.page.locator(`tr[data-folio="${folio}"]`).waitFor();
    await screenshot(promoter.page, 'desktop', 'solicitudes-finalizadas');
  });

  it('with the COX failure on, a folio reaches errorSentCOX and the resend completes it', async () => {
    const { folio, link } = await captureFolio(promoter.page);
    await customerBiometric(browser, link);
    const signLink = await validateAndSendForSignature(gerente.page, folio, {
      sender: supervisor.page,
    });
    await gatewayAdmin('/__admin/cox', { fail: true });
    const customer = await customerSignature(browser, signLink, false);
    await waitForStatus(gerente.page, 'errorSentCOX', 30_000);
    await customer.close();

    // The validations dashboard lists it; "Atender" opens the reenvío a COX screen.
    const { page } = gerente;
    await page.goto('/validaciones');
    const row = page.locator(`tr[data-folio="${folio}"]`);
    await row.waitFor();
    await screenshot(page, 'desktop', 'tablero-validaciones-error-cox');
    await row.getByRole('link', { name: `Atender ${folio}` }).waitFor();

    // The cross-folio COX error list (errors/cox): attended toggles both ways, live.
    const coxList = page.locator('section[aria-labelledby="cox-error-list-title"]');
    const coxRow = coxList.getByRole('row').filter({ hasText: folio });
    await coxRow.waitFor();
    assert.ok(await coxRow.getAttribute('data-probank'), 'the row names its probankNumber');
    assert.match(await coxRow.innerText(), /\d{2}\/\d{2}\/\d{2}/, 'the row shows its date');
    await screenshot(page, 'desktop', 'errores-cox');
    // Attended errors leave the list at once (click, not check: the box goes with its row).
    await coxRow.getByRole('checkbox').click();
    await coxRow.waitFor({ state: 'detached' });
    await coxList.getByLabel('Mostrar también los atendidos').check();
    assert.equal(await coxRow.getByRole('checkbox').isChecked(), true, 'shown as attended');
    await coxRow.getByRole('checkbox').uncheck();
    await coxList.getByLabel('Mostrar también los atendidos').uncheck();
    await coxRow.waitFor();
    assert.equal(await coxRow.getByRole('checkbox').isChecked(), false, 'pending again');
    await coxRow.getByRole('link', { name: `Reenvío a COX del folio ${folio}` }).click();
    await page.waitForURL(`**/folio/${encodeURIComponent(folio)}/reenvio-a-cox`);
    await waitForStatus(page, 'errorSentCOX');
    const error = page
      .getByRole('table')
      .filter({ has: page.getByRole('columnheader', { name: 'Número Probank' }) })
      .getByRole('row')
      .filter({ hasText: folio });
    await error.waitFor();
    await screenshot(page, 'desktop', 'reenvio-a-cox');

    await gatewayAdmin('/__admin/cox', { fail: false });
    await page.locator('button[data-target="sentCOX"]').click();
    await waitForStatus(page, 'complete', 30_000);
    await screenshot(page, 'desktop', 'reenvio-a-cox-completo');
  });
});
