// The staff desk and four-eyes (docs/adr/0040-staff-desk-and-four-eyes.md): promotor1 captures a
// folio and the customer passes the biometric check; gerente1 opens it from Validación de
// documentos and sees the INE fitted in its frame (zoomed and turned with the buttons and the keyboard),
// the selfie beside it with the biometric result, and the CURP and RFC in clear, every read
// recorded in the folio's trail; gerente1 approves the documents and is refused, in Spanish, when
// it tries to send the folio to signature; supervisor1 sends it.
import { Buffer } from 'node:buffer';

import { screenshot } from '../fixtures.mjs';
import { EMMA, captureFolio, customerBiometric, waitForStatus } from '../flows.mjs';
import { sdkRead } from '../sdk-probe.mjs';
import { expect, test } from '../test.mjs';

const FOUR_EYES =
  'Tú validaste los documentos de este folio. Por control de doble revisión, otra persona administradora debe enviarlo a firma.';

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
      g.strokeStyle = '#1f2933';
      g.lineWidth = 6;
      g.strokeRect(28, 96, width * 0.3, height * 0.6);
      return c.toDataURL('image/jpeg', 0.9).split(',')[1];
    },
    [label, w, h, color],
  );
  return { name, mimeType: 'image/jpeg', buffer: Buffer.from(b64, 'base64') };
}

test.describe('the staff desk: images and identifiers in clear, and four-eyes to signature', () => {
  test('gerente1 views the INE and validates it; the same admin is refused signature; supervisor1 sends it', async ({
    browser,
    promotor1: p,
    gerente1: page,
    loginAs,
  }) => {
    const images = {
      ineFront: await drawnJpeg(
        p,
        'ine-frente.jpg',
        'INE · FRENTE · EMMA GÓMEZ',
        640,
        400,
        '#dfe9f3',
      ),
      ineBack: await drawnJpeg(p, 'ine-reverso.jpg', 'INE · REVERSO', 640, 400, '#e8efe3'),
    };
    const selfie = await drawnJpeg(p, 'selfie.jpg', 'SELFIE', 360, 480, '#f6e7d8');
    const { folio, link } = await captureFolio(p, EMMA, { images });
    await customerBiometric(browser, link, EMMA, { selfie });

    await page.goto('/home');
    await page.getByRole('link', { name: 'Validación de documentos' }).click();
    await page
      .locator(`tr[data-folio="${folio}"]`)
      .getByRole('link', { name: `Atender ${folio}` })
      .click();
    await waitForStatus(page, 'fileValidation');

    // The app frame says who works.
    const banner = page.getByRole('banner');
    await banner.getByText('Gerardo Ríos Castillo').waitFor();
    await banner.getByText('Gerente', { exact: true }).waitFor();

    // Identifiers in clear, from the desk function.
    const ids = page.locator('dl[data-desk="identifiers"]');
    await ids.locator('dd[data-field="curp"]', { hasText: EMMA.curp }).waitFor();
    await ids.locator('dd[data-field="rfc"]', { hasText: EMMA.rfc }).waitFor();

    // The INE fitted whole into its frame (the desk shows every image at once), zoomable beyond.
    const idSection = page.getByRole('region', { name: 'Identificación oficial' });
    const ine = idSection.getByRole('img', { name: 'Imagen de INE (frente)' });
    await ine.waitFor();
    await page.waitForFunction(
      (el) => {
        const frame = el.closest('.desk-frame').getBoundingClientRect();
        const r = el.getBoundingClientRect();
        return el.complete && el.naturalWidth === 640 && r.width > 0 && r.width <= frame.width;
      },
      /** @type {import('@playwright/test').ElementHandle<HTMLImageElement>} */ (
        await ine.elementHandle()
      ),
    );
    const fit = Number(await ine.getAttribute('data-zoom'));
    expect(fit, 'a 640 px INE is fitted below its natural size').toBeLessThan(1);
    const zoomed = Math.round(fit * 1.25 * 100) / 100;
    await screenshot(page, 'desktop', 'mesa-folio-documentos');

    // Zoom and rotate with the buttons, then with the keyboard on the focused image.
    const tools = idSection.getByRole('toolbar', { name: 'Herramientas de imagen: INE (frente)' });
    await tools.getByRole('button', { name: 'Acercar' }).click();
    await tools.getByRole('button', { name: 'Girar a la derecha' }).click();
    await expect(ine).toHaveAttribute('data-zoom', String(zoomed));
    await expect(ine).toHaveAttribute('data-rotation', '90');
    await tools
      .getByRole('status')
      .filter({ hasText: `Zoom ${Math.round(zoomed * 100)} %, rotación 90°` })
      .waitFor();
    await screenshot(page, 'desktop', 'mesa-ine-zoom-giro');
    await idSection.getByRole('group', { name: /Imagen de INE \(frente\)/ }).focus();
    await page.keyboard.press('0');
    await expect(ine).toHaveAttribute('data-rotation', '0');
    await expect(ine).toHaveAttribute('data-zoom', String(fit));
    await page.keyboard.press('+');
    await page.keyboard.press('l');
    await expect(ine).toHaveAttribute('data-zoom', String(zoomed));
    await expect(ine).toHaveAttribute('data-rotation', '270');
    await page.keyboard.press('0');

    // The selfie beside the INE photo, with the biometric result.
    const bio = page.getByRole('region', { name: 'Verificación biométrica' });
    await bio.getByRole('img', { name: 'Imagen de Selfie' }).waitFor();
    await bio.getByRole('img', { name: 'Imagen de INE (frente)' }).waitFor();
    await bio.locator('[data-field="biometricResult"]', { hasText: 'Aceptado' }).waitFor();
    await bio.scrollIntoViewIfNeeded();
    await screenshot(page, 'desktop', 'mesa-selfie-vs-ine');

    // Approve the documents: the rules record who did it.
    await page.locator('button[data-target="validation"]').click();
    await waitForStatus(page, 'validation');
    await page
      .locator('dd[data-field="documentsValidatedBy"]', { hasText: '2000000001' })
      .waitFor();

    // The same admin may not send it to signature: explained in Spanish, nothing moves.
    await page.locator('button[data-target="sentForSignature"]').click();
    await page.locator('[data-four-eyes]', { hasText: FOUR_EYES }).waitFor();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await screenshot(page, 'desktop', 'mesa-cuatro-ojos-rechazo');
    await waitForStatus(page, 'validation');

    // supervisor1, a second admin, sends it.
    const s = await loginAs('supervisor1');
    await s.goto(`/folio/${encodeURIComponent(folio)}/validacion-documentos`);
    await waitForStatus(s, 'validation');
    await s.locator('button[data-target="sentForSignature"]').click();
    await s.getByRole('dialog').getByLabel('Firma', { exact: true }).check();
    await screenshot(s, 'desktop', 'mesa-segundo-admin-envia-a-firma');
    await s.getByRole('button', { name: 'Confirmar' }).click();
    await waitForStatus(s, 'sentForSignature');
    await waitForStatus(page, 'sentForSignature');

    // Every read of gerente1 is in the trail: what, never a value.
    const history = await sdkRead(page, `requestHistory/${folio}`);
    expect(history.ok, JSON.stringify(history)).toBe(true);
    const accesses = Object.values(history.value ?? {}).filter((e) => e.kind === 'access');
    const read = new Set(accesses.filter((e) => e.by === 'bp:2000000001').map((e) => e.accessed));
    for (const what of ['identifiers', 'ineFront', 'ineBack', 'selfie']) {
      expect(read.has(what), `the trail records gerente1 reading ${what}: ${[...read]}`).toBe(true);
    }
    expect(JSON.stringify(accesses), 'the trail holds no CURP').not.toContain(EMMA.curp);
    await page.getByRole('button', { name: 'Ver historial' }).click();
    await page.getByRole('cell', { name: 'Consulta: INE (frente)' }).first().waitFor();
  });
});
