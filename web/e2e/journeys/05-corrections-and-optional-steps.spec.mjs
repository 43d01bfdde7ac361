// Optional capture steps and corrections, on folios of their own: LCOM as a capture step when
// a folio settles another lender's credit (empty and bad values first), the cuestionario médico
// as a capture step for a client of 95 (empty first: every question says so), staff action 5 (gerente1
// asks the customer to file both INE annexes again; the action-5 link reaches the outbox; the customer
// re-uploads the INE on a phone: documentsReprocessing → uploadingDocuments → fileValidation), and
// gerente1's client search by CURP (orderByChild('curp') has its .indexOn: the fixtures' guard
// fails the journey on the SDK's unspecified-index warning).
import { screenshot } from '../fixtures.mjs';
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
import { expect, test } from '../test.mjs';

/** The status moves of a folio's requestHistory (the trail has every write), in order. */
function statusMoves(history) {
  return Object.values(history.value ?? {})
    .filter((c) => c.from !== c.to)
    .sort((a, b) => a.at - b.at)
    .map((c) => c.to);
}

test.describe('optional capture steps, the action-5 correction and the client search', () => {
  // The last test searches for the folio the first one captured.
  test.describe.configure({ mode: 'serial' });
  let folio;

  test('action 5: gerente1 asks for a correction and the customer re-uploads the INE', async ({
    browser,
    promotor1,
    gerente1: page,
    customer,
  }) => {
    const captured = await captureFolio(promotor1);
    folio = captured.folio;
    await customerBiometric(browser, captured.link);

    await page.goto(`/folio/${encodeURIComponent(folio)}/validacion-documentos`);
    await waitForStatus(page, 'fileValidation');
    await page.locator('button[data-target="documentsReprocessing"]').click();
    const dialog = page.getByRole('dialog', { name: 'Pedir corrección al cliente' });
    await dialog.getByRole('button', { name: 'Enviar corrección' }).click();
    await expectAlerts(page, ['* Campo obligatorio', 'Marca al menos un dato o documento.']);
    await dialog.getByLabel('INE (frente)').check();
    await dialog.getByLabel('INE (reverso)').check();
    await dialog.getByLabel('Motivo de la corrección').fill('La INE está borrosa');
    await screenshot(page, 'desktop', 'pedir-correccion');
    const seen = await outboxIds(EMMA.phone);
    await dialog.getByRole('button', { name: 'Enviar corrección' }).click();
    await waitForStatus(page, 'documentsReprocessing');

    // The functions text the customer a new link with action 5 (to /documentos).
    const link = await waitForLink(EMMA.phone, seen, 'documentos');
    expect(link, 'action 5 sends a new link').not.toBe(captured.link);
    const folioNow = await sdkRead(page, `requests/${folio}`);
    expect(folioNow.ok, JSON.stringify(folioNow)).toBe(true);
    expect(folioNow.value.link.action).toBe(5);
    expect(folioNow.value.statusReason).toBe('La INE está borrosa');
    expect(folioNow.value.correction).toMatchObject({
      open: true,
      writer: 'customer',
      annexes: { ineFront: 'requested', ineBack: 'requested' },
    });

    // The customer re-uploads both sides on a phone; gerente1's review follows live.
    const phone = await customer();
    await phone.goto(link);
    await phone.locator('#doc-ineFront').waitFor();
    // The customer reads what staff asked to correct.
    await expect(phone.getByRole('note').filter({ hasText: 'La INE está borrosa' })).toBeVisible();
    await screenshot(phone, 'phone', 'documentos-correccion');
    // The INE's two inputs; the catalogue's annexes have theirs beside them (journey 23).
    const inputs = phone.locator('#doc-ineFront, #doc-ineBack');
    await expect(inputs, 'INE front and back').toHaveCount(2);
    await inputs.nth(0).setInputFiles(tinyJpeg('ine-frente-nueva.jpg'));
    await inputs.nth(1).setInputFiles(tinyJpeg('ine-reverso-nueva.jpg'));
    await phone.getByRole('button', { name: /Enviar/ }).click();
    await waitForStatus(page, 'fileValidation', 30_000);
    await phone.context().close();
    const path = statusMoves(await sdkRead(page, `requestHistory/${folio}`));
    const i = path.indexOf('documentsReprocessing');
    expect(path.slice(i, i + 3)).toEqual([
      'documentsReprocessing',
      'uploadingDocuments',
      'fileValidation',
    ]);
    await screenshot(page, 'desktop', 'correccion-recibida');
  });

  test('the capture of a client of 95 includes the cuestionario médico (medicalQuestion)', async ({
    promotor1: page,
  }) => {
    let reached;
    const { folio: winston } = await captureFolio(page, WINSTON, {
      onMedical: async (p) => {
        reached = p.url();
        await expect(p.getByText(statusLabel('medicalQuestion')).first()).toBeVisible();
        await p.getByRole('button', { name: 'Guardar cuestionario' }).click();
        await expectAlerts(p, ['* Campo obligatorio']);
        await screenshot(p, 'desktop', 'cuestionario-medico-captura');
      },
    });
    expect(reached ?? '', 'the step was shown').toMatch(/\/folio\/[^/]+\/cuestionario-medico$/);
    const path = statusMoves(await sdkRead(page, `requestHistory/${winston}`));
    expect(
      path.indexOf('medicalQuestion') > path.indexOf('clientReference') &&
        path.indexOf('generalData') > path.indexOf('medicalQuestion'),
      `capture order: ${path.join(' → ')}`,
    ).toBe(true);
    const saved = await sdkRead(page, `requests/${winston}/questionnaires/medical/answers`);
    expect(saved.value?.health).toBe('Bueno');
  });

  test("settling another lender's credit adds LCOM (its settlement letter) to the capture", async ({
    promotor1: page,
  }) => {
    const { folio: jose } = await captureFolio(page, JOSE, {
      onSettle: async (p) => {
        await p.getByLabel('Liquidar Financiera del Norte Préstamo a pensionados').check();
      },
      onLcom: async (p) => {
        const letter = p.locator('fieldset[data-credit="CR-3003-1"]');
        await expect(letter).toBeVisible();
        await expect(p.locator('fieldset[data-credit]'), 'one letter per credit').toHaveCount(1);
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
        await expect(
          letter.getByLabel('Monto a liquidar según la carta'),
          'typed values are kept',
        ).toHaveValue('22340.75');
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
    expect(credit.value, JSON.stringify(credit)).toBe('CR-3003-1');
    const saved = await sdkRead(page, `requests/${jose}/lcom/letters/c1`);
    expect(saved.ok, JSON.stringify(saved)).toBe(true);
    expect(saved.value).toEqual({
      creditId: 'CR-3003-1',
      lender: 'Financiera del Norte',
      letterFolio: '2026-11-00017',
      amount: 22340.75,
      validUntil: '2026-12-15',
    });
    const path = statusMoves(await sdkRead(page, `requestHistory/${jose}`));
    expect(
      path.indexOf('lcom') > path.indexOf('depositIndividuals') &&
        path.indexOf('clientReference') > path.indexOf('lcom'),
      `capture order: ${path.join(' → ')}`,
    ).toBe(true);
  });

  // The client search lists the viewer's own folios of the client (lists/client): its promoter
  // finds the folio; an admin, who may not query folios by CURP across branches
  // (docs/adr/0035-paged-lists-on-composite-keys.md), is told of none it did not capture.
  test("the client search lists the promoter's own folios, and not to gerente1", async ({
    browser,
    promotor1,
    gerente1,
  }) => {
    expect(folio, 'the first test captured a folio').toBeTruthy();
    await promotor1.goto('/busqueda-cliente');
    await promotor1.getByLabel('Dato del cliente').fill(EMMA.curp);
    await promotor1.getByRole('button', { name: 'Buscar' }).click();
    await expect(promotor1.getByText('Solicitudes existentes de este cliente')).toBeVisible();
    await expect(promotor1.getByRole('listitem').filter({ hasText: folio })).toBeVisible();

    await gerente1.goto('/busqueda-cliente');
    await gerente1.getByLabel('Dato del cliente').fill(EMMA.curp);
    await gerente1.getByRole('button', { name: 'Buscar' }).click();
    await expect(gerente1.getByRole('region', { name: 'Cliente encontrado' })).toBeVisible();
    await expect(gerente1.getByRole('listitem').filter({ hasText: folio })).toHaveCount(0);
    await screenshot(gerente1, 'desktop', 'busqueda-cliente-gerente');
    expect(browser.outsideRequests()).toEqual([]);
  });
});
