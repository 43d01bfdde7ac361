// Journey 4 and the end of journey 2, on folios of their own: gerente1
// validates the documents and sends the folio for signature, the customer signs
// on a phone and downloads the summary, and the folio reaches complete through
// COX; with the simulator's COX failure on, a second folio reaches errorSentCOX,
// shows on the reenvío a COX screen and the resend completes it.
import { gatewayAdmin, screenshot } from '../fixtures.mjs';
import {
  captureFolio,
  customerBiometric,
  validateAndSendForSignature,
  waitForStatus,
} from '../flows.mjs';
import { sdkRead } from '../sdk-probe.mjs';
import { drawSignature, followStatuses, statusLabel } from '../steps.mjs';
import { expect, test } from '../test.mjs';

/** Saves `page` at phone size, and at desktop size too when `desktop` (then back to phone). */
async function shot(page, name, shots) {
  if (!shots) return;
  await screenshot(page, 'phone', name);
  const phone = page.viewportSize();
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, 'desktop', `cliente-${name}`);
  await page.setViewportSize(phone);
}

/** Expects some role="alert" on `page` to say `text`. */
async function expectRefused(page, text, why) {
  await expect(page.getByRole('alert').filter({ hasText: text }), why).not.toHaveCount(0);
}

/**
 * The customer, on the phone `page`, opens the signature `link` and goes resumen → términos →
 * Círculo de Crédito → firma digital → descarga de documentos. The page stays open (the download
 * screen moves the folio on to COX, so the caller closes it once the folio has left `signature`).
 */
async function customerSignature(page, link, shots) {
  await page.goto(link);
  await expect(page.getByRole('button', { name: 'Comenzar' })).toBeVisible();
  await shot(page, 'bienvenida-firma', shots);
  await page.getByRole('button', { name: 'Comenzar' }).click();

  await page.waitForURL('**/resumen');
  await expect(page.getByRole('button', { name: 'Continuar' })).toBeVisible();
  await expect(page.getByText(/\$\s?[\d,]+\.\d{2}/).first()).toBeVisible();
  await shot(page, 'resumen', shots);
  await page.getByRole('button', { name: 'Continuar' }).click();

  await page.waitForURL('**/terminos-y-condiciones');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expectRefused(
    page,
    'Debes aceptar los términos y condiciones para continuar',
    'terms are refused without the checkbox',
  );
  await page.getByLabel('He leído y acepto los términos y condiciones').check();
  await shot(page, 'terminos-y-condiciones', shots);
  await page.getByRole('button', { name: 'Continuar' }).click();

  await page.waitForURL('**/circulo-de-credito');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expectRefused(
    page,
    'Debes autorizar la consulta para continuar',
    'the Círculo de Crédito clauses are refused without the checkbox',
  );
  await page.getByLabel('Autorizo la consulta a Círculo de Crédito').check();
  await shot(page, 'circulo-de-credito', shots);
  await page.getByRole('button', { name: 'Continuar' }).click();

  await page.waitForURL('**/firma-digital');
  await page.getByRole('button', { name: 'Guardar firma' }).click();
  await expectRefused(page, 'Dibuja tu firma antes de guardar', 'an empty pad is refused');
  await drawSignature(page);
  await expect(
    page.getByRole('heading', { name: /^Paso \d+ de \d+: Firma digital$/ }),
  ).toBeVisible();
  if (shots) await screenshot(page, 'phone', 'firma-digital');
  await page.getByRole('button', { name: 'Guardar firma' }).click();

  await page.waitForURL('**/descarga-documentos');
  const download = page.getByRole('link', { name: 'Descargar Resumen de tu crédito' });
  await expect(download).toBeVisible();
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^resumen-credito-.+\.html$/);
  await shot(page, 'descarga-documentos', shots);
}

test.describe('journey 4 and the end of journey 2: validation, signature and COX', () => {
  test.afterAll(async () => {
    await gatewayAdmin('/__admin/cox', { fail: false }).catch(() => {});
  });

  test('gerente1 validates, the customer signs on a phone, the folio reaches complete through COX', async ({
    browser,
    promotor1,
    gerente1,
    customer,
    loginAs,
  }) => {
    const { folio, link } = await captureFolio(promotor1);
    await customerBiometric(browser, link);
    // Four-eyes: a second admin sends the folio gerente1 validated to signature.
    const supervisor1 = await loginAs('supervisor1');
    const signLink = await validateAndSendForSignature(gerente1, folio, {
      shots: 'gerente',
      sender: supervisor1,
    });
    expect(signLink, 'the signature link is a new link').not.toBe(link);

    // promotor1's live list follows the customer's signature steps (journey 3), never reloaded.
    const watcher = promotor1;
    await watcher.goto('/solicitudes-en-proceso');
    await expect(
      watcher
        .locator(`tr[data-folio="${folio}"]`)
        .filter({ hasText: statusLabel('sentForSignature') }),
    ).toBeVisible();
    const followed = followStatuses(watcher, folio, ['waitingSignature', 'signature'], 90_000);
    const phone = await customer();
    await customerSignature(phone, signLink, true);
    const seen = await followed;
    // gerente1's folio review is live: sentCOX then complete, no reload.
    await waitForStatus(gerente1, 'complete', 30_000);
    await phone.context().close();
    const history = await sdkRead(watcher, `requestHistory/${folio}`);
    expect(history.ok, JSON.stringify(history)).toBe(true);
    const changes = Object.values(history.value ?? {});
    for (const to of ['sentCOX', 'complete']) {
      expect(
        changes.some((c) => c.to === to),
        `requestHistory has the change to ${to}`,
      ).toBe(true);
    }
    for (const { status, at } of seen) {
      const change = changes.find((c) => c.to === status && c.from !== c.to); // a status move, not a write within it
      expect(change, `requestHistory has the change to ${status}`).toBeTruthy();
      const lag = at - change.at;
      expect(lag, `the promoter list showed ${status} ${lag} ms after the change`).toBeLessThan(
        1000,
      );
    }
    await screenshot(gerente1, 'desktop', 'gerente-folio-completo');

    // promotor1 finds it among the finished folios.
    await promotor1.goto('/home');
    await promotor1.getByRole('link', { name: 'Solicitudes finalizadas' }).click();
    await expect(promotor1.locator(`tr[data-folio="${folio}"]`)).toBeVisible();
    await screenshot(promotor1, 'desktop', 'solicitudes-finalizadas');
  });

  test('with the COX failure on, a folio reaches errorSentCOX and the resend completes it', async ({
    browser,
    promotor1,
    gerente1: page,
    customer,
    loginAs,
  }) => {
    const { folio, link } = await captureFolio(promotor1);
    await customerBiometric(browser, link);
    const signLink = await validateAndSendForSignature(page, folio, {
      sender: await loginAs('supervisor1'),
    });
    await gatewayAdmin('/__admin/cox', { fail: true });
    const phone = await customer();
    await customerSignature(phone, signLink, false);
    await waitForStatus(page, 'errorSentCOX', 30_000);
    await phone.context().close();

    // The validations dashboard lists it; "Atender" opens the reenvío a COX screen.
    await page.goto('/validaciones');
    const row = page.locator(`tr[data-folio="${folio}"]`);
    await expect(row).toBeVisible();
    await screenshot(page, 'desktop', 'tablero-validaciones-error-cox');
    await expect(row.getByRole('link', { name: `Atender ${folio}` })).toBeVisible();

    // The cross-folio COX error list (errors/cox): attended toggles both ways, live.
    const coxList = page.locator('section[aria-labelledby="cox-error-list-title"]');
    const coxRow = coxList.getByRole('row').filter({ hasText: folio });
    await expect(coxRow).toBeVisible();
    await expect(coxRow, 'the row names its probankNumber').toHaveAttribute('data-probank', /.+/);
    await expect(coxRow, 'the row shows its date').toContainText(/\d{2}\/\d{2}\/\d{2}/);
    await screenshot(page, 'desktop', 'errores-cox');
    // Attended errors leave the list at once (click, not check: the box goes with its row).
    await coxRow.getByRole('checkbox').click();
    await expect(coxRow).toHaveCount(0);
    await coxList.getByLabel('Mostrar también los atendidos').check();
    await expect(coxRow.getByRole('checkbox'), 'shown as attended').toBeChecked();
    await coxRow.getByRole('checkbox').uncheck();
    await coxList.getByLabel('Mostrar también los atendidos').uncheck();
    await expect(coxRow).toBeVisible();
    await expect(coxRow.getByRole('checkbox'), 'pending again').not.toBeChecked();
    await coxRow.getByRole('link', { name: `Reenvío a COX del folio ${folio}` }).click();
    await page.waitForURL(`**/folio/${encodeURIComponent(folio)}/reenvio-a-cox`);
    await waitForStatus(page, 'errorSentCOX');
    const error = page
      .getByRole('table')
      .filter({ has: page.getByRole('columnheader', { name: 'Número Probank' }) })
      .getByRole('row')
      .filter({ hasText: folio });
    await expect(error).toBeVisible();
    await screenshot(page, 'desktop', 'reenvio-a-cox');

    await gatewayAdmin('/__admin/cox', { fail: false });
    await page.locator('button[data-target="sentCOX"]').click();
    await waitForStatus(page, 'complete', 30_000);
    await screenshot(page, 'desktop', 'reenvio-a-cox-completo');
  });
});
