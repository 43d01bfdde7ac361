// The document catalogue (docs/adr/0054-document-catalogue.md): gerente1 asks the customer for
// an `otros` annex and the INE again (a correction, action 5); on the phone the customer's
// documents step offers that annex type only, refuses a file of a format the type does not take
// (in Spanish), and files a PDF of type `otros`, registered by the functions in its slot
// (documents/annexes/otros/d1); the customer re-sends the INE; gerente1 sees the annex in the
// desk's documents panel and opens the PDF the desk function serves with its registered bytes
// and type; supervisor1 approves the correction and validates the documents (four-eyes).
import { Buffer } from 'node:buffer';

import { screenshot } from '../fixtures.mjs';
import { EMMA, captureFolio, customerBiometric, waitForLink, waitForStatus } from '../flows.mjs';
import { sdkRead } from '../sdk-probe.mjs';
import { outboxIds, tinyJpeg } from '../steps.mjs';
import { expect, test } from '../test.mjs';

const PDF = {
  name: 'comprobante-domicilio.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  ),
};

test.describe('documents by catalogue: an otros annex, uploaded and viewed on the desk', () => {
  test('the customer files an otros PDF on its action-5 link; gerente1 opens it on the desk', async ({
    browser,
    promotor1,
    gerente1: page,
    customer,
    loginAs,
  }) => {
    const captured = await captureFolio(promotor1);
    const { folio } = captured;
    await customerBiometric(browser, captured.link);

    // gerente1 asks for the missing document (action 5).
    await page.goto(`/folio/${encodeURIComponent(folio)}/validacion-documentos`);
    await waitForStatus(page, 'fileValidation');
    await page.locator('button[data-target="documentsReprocessing"]').click();
    const dialog = page.getByRole('dialog', { name: 'Pedir corrección al cliente' });
    await dialog.getByLabel('INE (frente)').check();
    await dialog.getByLabel('INE (reverso)').check();
    await dialog.getByLabel('Otros documentos', { exact: true }).check();
    await dialog
      .getByLabel('Motivo de la corrección')
      .fill('Sube tu comprobante de domicilio en Otros y tu INE otra vez');
    const seen = await outboxIds(EMMA.phone);
    await dialog.getByRole('button', { name: 'Enviar corrección' }).click();
    await waitForStatus(page, 'documentsReprocessing');
    const link = await waitForLink(EMMA.phone, seen, 'documentos');

    // The customer's documents step offers the annex staff asked for, and no other type.
    const phone = await customer();
    await phone.goto(link);
    const otros = phone.locator('form[data-annex="otros"]');
    await otros.waitFor();
    for (const type of ['informe-prestamo', 'carta-libranza', 'video', 'cub']) {
      await expect(phone.locator(`form[data-annex="${type}"]`), type).toHaveCount(0);
    }
    await expect(
      otros.getByText('Formatos: PDF, JPG, JPEG. Máximo 5 MB por archivo.'),
    ).toBeVisible();

    // A video is no `otros`: the form says so, in Spanish, and nothing is uploaded.
    await otros.getByLabel('Otros').setInputFiles({
      name: 'video.mp4',
      mimeType: 'video/mp4',
      buffer: Buffer.from('000000186674797069736f6d', 'hex'),
    });
    await otros.getByRole('button', { name: 'Subir documento' }).click();
    await otros
      .getByRole('alert')
      .filter({ hasText: 'Solo se permiten archivos PDF, JPG, JPEG' })
      .waitFor();
    await screenshot(phone, 'phone', 'anexo-otros-formato');

    // The PDF: uploaded to the gateway, registered by the functions in otros/d1.
    await otros.getByLabel('Otros').setInputFiles(PDF);
    await otros.getByRole('button', { name: 'Subir documento' }).click();
    await otros
      .getByRole('status')
      .filter({ hasText: 'comprobante-domicilio.pdf: registrado' })
      .waitFor();
    await expect(otros.getByText(/1 de 5 archivos/)).toBeVisible();
    // The form is empty again, ready for the type's next file (use-file-form.ts, reset).
    await expect(otros.getByLabel('Otros')).toHaveValue('');
    await screenshot(phone, 'phone', 'anexo-otros-registrado');
    const slot = await sdkRead(page, `requests/${folio}/documents/annexes/otros/d1`);
    expect(slot.ok, JSON.stringify(slot)).toBe(true);
    expect(slot.value).toMatchObject({ status: 'uploaded', fileType: 'PDF', fileName: PDF.name });

    // The INE again, and the folio goes back to the desk.
    await phone.locator('#doc-ineFront').setInputFiles(tinyJpeg('ine-frente-nueva.jpg'));
    await phone.locator('#doc-ineBack').setInputFiles(tinyJpeg('ine-reverso-nueva.jpg'));
    await phone.getByRole('button', { name: /Enviar/ }).click();
    await waitForStatus(page, 'fileValidation', 30_000);
    await phone.context().close();

    // The desk lists the annex; the desk function serves it as a PDF (its bytes are checked
    // against the registered hash: TestIntegration/EvidenceAnnexes compares them too).
    const annex = page.waitForResponse((r) => r.url().endsWith('/images/otros-d1'));
    await page.reload();
    const served = await annex;
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('application/pdf');
    await waitForStatus(page, 'fileValidation');
    const panel = page.getByRole('region', { name: 'Documentos del expediente' });
    const open = panel.getByRole('link', { name: 'Abrir Otros · comprobante-domicilio.pdf (PDF)' });
    await expect(open).toHaveAttribute('href', /^blob:/);
    await panel.scrollIntoViewIfNeeded();
    await screenshot(page, 'desktop', 'mesa-anexo-otros');

    // Every required document is registered. gerente1 asked for the correction, so a second
    // admin approves it (four-eyes) and validates the documents.
    const supervisor1 = await loginAs('supervisor1');
    await supervisor1.goto(`/folio/${encodeURIComponent(folio)}/validacion-documentos`);
    await waitForStatus(supervisor1, 'fileValidation');
    await supervisor1.locator('button[data-approve-correction]').click();
    await supervisor1.locator('section[data-correction="approved"]').waitFor();
    await supervisor1.locator('button[data-target="validation"]').click();
    await waitForStatus(supervisor1, 'validation');
    const history = await sdkRead(page, `requestHistory/${folio}`);
    const read = Object.values(history.value ?? {})
      .filter((e) => e.kind === 'access' && e.by === 'bp:2000000001')
      .map((e) => e.accessed);
    expect(read, 'the trail records the annex read').toContain('otros-d1');
  });
});
