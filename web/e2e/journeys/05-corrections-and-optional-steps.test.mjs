// Optional capture steps and corrections, on folios of their own: LCOM as a capture step when
// a folio settles another lender's credit (empty and bad values first), the cuestionario médico
// as a capture step for a client of 95 (empty first: every question says so), staff action 5 (gerente1
// asks the customer to correct data or annexes; the action-5 link reaches the outbox; the customer
// re-uploads the INE on a phone: documentsReprocessing → uploadingDocuments → fileValidation), and
// gerente1's client search by CURP (orderByChild('curp') has its .indexOn: the fixtures' guard
// fails the journey on the SDK's unspecified-index warning).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { launchBrowser, phoneContext, screenshot, staffLogin } from '../fixtures.mjs';
import {
  EMMA,
  JOSE,
  WINSTON,
  captureFolio,
  customerBiometric,
  waitForLink,
  waitForStatus,
} from '../flows.mjs';
import { sdkRead } from '../sdk-probe.mjs';
import { expectAlerts, outboxIds, saveAndContinue, statusLabel, tinyJpeg } from '../steps.mjs';

describe('optional capture steps, the action-5 correction and the staff CURP search', () => {
  let browser;
  let promoter;
  let gerente;
  let folio;

  before(async () => {
    browser = await launchBrowser();
    promoter = await staffLogin(browser, 'promotor1');
    gerente = await staffLogin(browser, 'gerente1');
  });
  after(async () => {
    await browser?.close();
  });

  it('action 5: gerente1 asks for a correction and the customer re-uploads the INE', async () => {
    const captured = await captureFolio(promoter.page);
    folio = captured.folio;
    await customerBiometric(browser, captured.link);

    const { page } = gerente;
    await page.goto(`/folio/${encodeURIComponent(folio)}/validacion-documentos`);
    await waitForStatus(page, 'fileValidation');
    await page.locator('button[data-target="documentsReprocessing"]').click();
    const dialog = page.getByRole('dialog', { name: 'Pedir corrección al cliente' });
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expectAlerts(page, ['* Campo obligatorio']);
    await dialog.getByLabel('Qué debe corregir el cliente').fill('La INE está borrosa');
    await screenshot(page, 'desktop', 'pedir-correccion');
    const seen = await outboxIds(EMMA.phone);
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await waitForStatus(page, 'documentsReprocessing');

    // The functions text the customer a new link with action 5 (to /documentos).
    const link = await waitForLink(EMMA.phone, seen, 'documentos');
    assert.notEqual(link, captured.link, 'action 5 sends a new link');
    const folioNow = await sdkRead(page, `requests/${folio}`);
    assert.equal(folioNow.ok, true, JSON.stringify(folioNow));
    assert.equal(folioNow.value.link.action, 5);
    assert.equal(folioNow.value.statusReason, 'La INE está borrosa');

    // The customer re-uploads both sides on a phone; gerente1's review follows live.
    const context = await phoneContext(browser);
    try {
      const phone = await context.newPage();
      await phone.goto(link);
      await phone.locator('input[type="file"]').first().waitFor();
      // The customer reads what staff asked to correct.
      await phone.getByRole('note').filter({ hasText: 'La INE está borrosa' }).waitFor();
      await screenshot(phone, 'phone', 'documentos-correccion');
      const inputs = phone.locator('input[type="file"]');
      assert.equal(await inputs.count(), 2, 'INE front and back');
      await inputs.nth(0).setInputFiles(tinyJpeg('ine-frente-nueva.jpg'));
      await inputs.nth(1).setInputFiles(tinyJpeg('ine-reverso-nueva.jpg'));
      await phone.getByRole('button', { name: /Enviar/ }).click();
      await waitForStatus(page, 'fileValidation', 30_000);
    } finally {
      await context.close();
    }
    const history = await sdkRead(page, `requestHistory/${folio}`);
    const path = Object.values(history.value ?? {})
      .filter((c) => c.from !== c.to) // the trail has every write; keep the status moves
      .sort((a, b) => a.at - b.at)
      .map((c) => c.to);
    const i = path.indexOf('documentsReprocessing');
    assert.deepEqual(path.slice(i, i + 3), [
      'documentsReprocessing',
      'uploadingDocuments',
      'fileValidation',
    ]);
    await screenshot(page, 'desktop', 'correccion-recibida');
  });

  it('the capture of a client of 95 includes the cuestionario médico (medicalQuestion)', async () => {
    const { page } = promoter;
    let reached;
    const { folio: winston } = await captureFolio(page, WINSTON, {
      onMedical: async (p) => {
        reached = p.url();
        await p.getByText(statusLabel('medicalQuestion')).first().waitFor();
        await p.getByRole('button', { name: 'Guardar cuestionario' }).click();
        await expectAlerts(p, ['* Campo obligatorio']);
        await screenshot(p, 'desktop', 'cuestionario-medico-captura');
      },
    });
    assert.match(reached ?? '', /\/folio\/[^/]+\/cuestionario-medico$/, 'the step was shown');
    const history = await sdkRead(page, `requestHistory/${winston}`);
    const path = Object.values(history.value ?? {})
      .filter((c) => c.from !== c.to) // the trail has every write; keep the status moves
      .sort((a, b) => a.at - b.at)
      .map((c) => c.to);
    assert.ok(
      path.indexOf('medicalQuestion') > path.indexOf('clientReference') &&
        path.indexOf('generalData') > path.indexOf('medicalQuestion'),
      `capture order: ${path.join(' → ')}`,
    );
    const saved = await sdkRead(page, `requests/${winston}/questionnaires/medical/answers`);
    assert.equal(saved.value?.health, 'Bueno');
  });

  it("settling another lender's credit adds LCOM (its settlement letter) to the capture", async () => {
    const { page } = promoter;
    const { folio: jose } = await captureFolio(page, JOSE, {
      onSettle: async (p) => {
        await p.getByLabel('Liquidar Financiera del Norte Préstamo a pensionados').check();
      },
      onLcom: async (p) => {
        const letter = p.locator('fieldset[data-credit="CR-3003-1"]');
        await letter.waitFor();
        assert.equal(await p.locator('fieldset[data-credit]').count(), 1, 'one letter per credit');
        await saveAndContinue(p);
        await expectAlerts(p, ['* Campo obligatorio']);
        await letter.getByLabel('Folio de la carta de liquidación (13 caracteres)').fill('12 34');
        await letter.getByLabel('Monto a liquidar según la carta').fill('22340.75');
        await letter.locator('#CR-3003-1-validUntil').fill('31/02/2026');
        await saveAndContinue(p);
        await expectAlerts(p, [
          'El folio debe tener 13 caracteres, solo números y guiones',
          'Formato de fecha incorrecto',
        ]);
        assert.equal(
          await letter.getByLabel('Monto a liquidar según la carta').inputValue(),
          '22340.75',
          'typed values are kept',
        );
        await letter
          .getByLabel('Folio de la carta de liquidación (13 caracteres)')
          .fill('2026-11-00017');
        await letter.locator('#CR-3003-1-validUntil').fill('15/12/2026');
        await screenshot(p, 'desktop', 'lcom');
        await saveAndContinue(p);
      },
    });
    // Credits and letters are stored in slots c1..c20 (docs/contract.md); the one credit is c1.
    const credit = await sdkRead(page, `requests/${jose}/settleCredits/credits/c1/creditId`);
    assert.equal(credit.value, 'CR-3003-1', JSON.stringify(credit));
    const saved = await sdkRead(page, `requests/${jose}/lcom/letters/c1`);
    assert.equal(saved.ok, true, JSON.stringify(saved));
    assert.deepEqual(saved.value, {
      creditId: 'CR-3003-1',
      lender: 'Financiera del Norte',
      letterFolio: '2026-11-00017',
      amount: 22340.75,
      validUntil: '2026-12-15',
    });
    const history = await sdkRead(page, `requestHistory/${jose}`);
    const path = Object.values(history.value ?? {})
      .filter((c) => c.from !== c.to) // the trail has every write; keep the status moves
      .sort((a, b) => a.at - b.at)
      .map((c) => c.to);
    assert.ok(
      path.indexOf('lcom') > path.indexOf('depositIndividuals') &&
        path.indexOf('clientReference') > path.indexOf('lcom'),
      `capture order: ${path.join(' → ')}`,
    );
  });

  it("gerente1's client search lists the client's folios (CURP query with its index)", async () => {
    assert.ok(folio, 'the first test captured a folio');
    const { page } = gerente;
    await page.goto('/busqueda-cliente');
    await page.getByLabel('Dato del cliente').fill(EMMA.curp);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByText('Solicitudes existentes de este cliente').waitFor();
    await page.getByRole('listitem').filter({ hasText: folio }).waitFor();
    await screenshot(page, 'desktop', 'busqueda-cliente-gerente');
    assert.deepEqual(browser.outsideRequests(), []);
  });
});
