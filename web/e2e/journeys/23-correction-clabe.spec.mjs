// A correction after capture (docs/contract.md, "Correcting a folio after capture";
// docs/adr/0053-corrections-after-capture.md): gerente1 finds a wrong CLABE in validation and, on
// validación-edición, asks the customer to correct exactly the CLABE; the customer corrects it on
// the action-5 link (the rules open only the CLABE's paths to that link, while the correction is
// open); the functions mark it corrected and the trail keeps who changed it, before and after,
// masked (the CURP as the staff list shows it); gerente1 may not approve its own request (four-eyes), supervisor1 approves it and
// validates the documents; gerente1 sends the folio to signature and the customer signs again.
import { screenshot } from '../fixtures.mjs';
import {
  EMMA,
  captureFolio,
  clabe,
  customerBiometric,
  waitForLink,
  waitForStatus,
} from '../flows.mjs';
import { sdkRead, sdkWrite } from '../sdk-probe.mjs';
import { drawSignature, outboxIds } from '../steps.mjs';
import { expect, test } from '../test.mjs';

// Another bank's CLABE than the one captureFolio enters (012…).
const NEW_CLABE = clabe('07218000765432101');

/** The customer signs on the action-2 link: bienvenida → resumen → términos → Círculo → firma. */
async function customerSigns(page, link) {
  await page.goto(link);
  await page.getByRole('button', { name: 'Comenzar' }).click();
  await page.waitForURL('**/resumen');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.waitForURL('**/terminos-y-condiciones');
  await page.getByLabel('He leído y acepto los términos y condiciones').check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.waitForURL('**/circulo-de-credito');
  await page.getByLabel('Autorizo la consulta a Círculo de Crédito').check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.waitForURL('**/firma-digital');
  await drawSignature(page);
  await screenshot(page, 'phone', 'correccion-firma-de-nuevo');
  await page.getByRole('button', { name: 'Guardar firma' }).click();
  await page.waitForURL('**/descarga-documentos');
}

test.describe('a CLABE correction after capture, four-eyes, and the signature', () => {
  test('gerente1 asks, the customer corrects on its link, supervisor1 approves, the customer signs', async ({
    browser,
    promotor1,
    gerente1: page,
    customer,
    loginAs,
  }) => {
    const { folio } = await captureFolio(promotor1).then(async (c) => {
      await customerBiometric(browser, c.link);
      return c;
    });
    const edition = `/folio/${encodeURIComponent(folio)}/validacion-edicion`;

    // One CURP reads one way wherever it is masked (docs/contract.md, personal data): the staff
    // list shows it as the trail keeps it, first four and last two.
    const maskedCurp = `${EMMA.curp.slice(0, 4)}******${EMMA.curp.slice(-2)}`;
    await page.goto('/home');
    await page.getByRole('link', { name: 'Validación de documentos' }).click();
    const listed = page.locator(`tr[data-folio="${folio}"]`);
    await expect(listed).toContainText(maskedCurp, { timeout: 30_000 });
    await expect(listed).not.toContainText(EMMA.curp);

    // gerente1 asks the customer to correct the CLABE.
    await page.goto(edition);
    await waitForStatus(page, 'fileValidation');
    await page.locator('button[data-target="documentsReprocessing"]').click();
    const dialog = page.getByRole('dialog', { name: 'Pedir corrección al cliente' });
    await dialog.getByLabel('CLABE y banco').check();
    await dialog
      .getByLabel('Motivo de la corrección')
      .fill('La CLABE no corresponde al estado de cuenta');
    await screenshot(page, 'desktop', 'correccion-pedir-clabe');
    const seen = await outboxIds(EMMA.phone);
    await dialog.getByRole('button', { name: 'Enviar corrección' }).click();
    await waitForStatus(page, 'documentsReprocessing');
    const panel = page.locator('section[data-correction="open"]');
    await panel.locator('tr[data-correction-item="clabe"][data-state="requested"]').waitFor();
    await expect(panel.locator('[data-writer="customer"]')).toBeVisible();
    await screenshot(page, 'desktop', 'correccion-pendiente');

    // The customer's action-5 link shows exactly the CLABE's inputs.
    const link = await waitForLink(EMMA.phone, seen, 'documentos');
    const phone = await customer();
    await phone.goto(link);
    const clabeInput = phone.getByLabel('CLABE interbancaria');
    await clabeInput.waitFor();
    await expect(phone.getByLabel('Teléfono', { exact: true })).toHaveCount(0);
    await expect(phone.locator('input[type="file"]'), 'no annex was asked').toHaveCount(0);
    // The rules open only the named item to this link: the phone stays frozen.
    const phoneWrite = await sdkWrite(phone, `requests/${folio}/client/phone`, '5500000000');
    expect(phoneWrite.uid, 'written as the link').toMatch(/^link:/);
    expect(phoneWrite.ok, 'a path the correction does not name is refused').toBe(false);
    await clabeInput.fill(NEW_CLABE);
    await phone.getByLabel('Clave del banco').fill('072');
    await screenshot(phone, 'phone', 'correccion-clabe-cliente');
    await phone.getByRole('button', { name: 'Enviar corrección' }).click();
    await waitForStatus(page, 'fileValidation', 30_000);
    await phone.context().close();

    // The functions marked the item corrected; the trail has who, before and after, masked.
    await panel.locator('tr[data-correction-item="clabe"][data-state="corrected"]').waitFor();
    const trail = await sdkRead(page, `requestHistory/${folio}`);
    expect(trail.ok, JSON.stringify(trail)).toBe(true);
    const byLink = Object.values(trail.value).filter(
      (e) => e.changes?.['deposit|clabe'] && e.by.startsWith('link:'),
    );
    expect(byLink, 'one write of the CLABE by the customer link').toHaveLength(1);
    const [change] = byLink;
    expect(change.changes['deposit|clabe'].to).toBe(`******${NEW_CLABE.slice(-4)}`);
    expect(change.changes['deposit|clabe'].from).toMatch(/^\*{6}\d{4}$/);
    const created = Object.values(trail.value).find((e) => e.changes?.curp?.to);
    expect(created?.changes.curp.to, 'the trail masks the CURP as the list does').toBe(maskedCurp);

    // Four-eyes: gerente1 asked, so gerente1 may not approve; nor validate while it is open.
    await page.locator('button[data-target="validation"]').click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Aprueba la corrección antes de continuar.' })
      .waitFor();
    await page.locator('button[data-approve-correction]').click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Otro administrador debe aprobar la corrección que tú solicitaste.' })
      .waitFor();
    await screenshot(page, 'desktop', 'correccion-mismo-admin');

    // supervisor1 approves and validates the documents.
    const supervisor1 = await loginAs('supervisor1');
    await supervisor1.goto(edition);
    await waitForStatus(supervisor1, 'fileValidation');
    await supervisor1.locator('button[data-approve-correction]').click();
    await supervisor1.locator('section[data-correction="approved"]').waitFor();
    await screenshot(supervisor1, 'desktop', 'correccion-aprobada');
    await supervisor1.locator('button[data-target="validation"]').click();
    await waitForStatus(supervisor1, 'validation');

    // gerente1, who did not validate the documents, sends the folio to signature.
    await waitForStatus(page, 'validation');
    await page.locator('button[data-target="sentForSignature"]').click();
    await page.getByRole('dialog').getByLabel('Firma', { exact: true }).check();
    const before = await outboxIds(EMMA.phone);
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await waitForStatus(page, 'sentForSignature');
    const signLink = await waitForLink(EMMA.phone, before);

    // The customer signs on the corrected terms.
    const signer = await customer();
    await customerSigns(signer, signLink);
    const now = await sdkRead(page, `requests/${folio}`);
    expect(now.ok, JSON.stringify(now)).toBe(true);
    expect(now.value.correction).toMatchObject({ open: false, items: { clabe: 'corrected' } });
    expect(now.value.correction.approvedBy).not.toBe(now.value.correction.requestedBy);
    expect(now.value.customerSteps.signature.done).toBe(true);
    await signer.context().close();
  });
});
