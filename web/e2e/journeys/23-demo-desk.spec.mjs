// Runs in the demo run (playwright.demo.config.mjs): the suite imported functions/demo, as a fresh
// `make run` does, and nothing else has written to it.
import { screenshot } from '../fixtures.mjs';
import { waitForStatus } from '../flows.mjs';
import { expect, test } from '../test.mjs';

/** Waits until `img` has loaded bytes `width` pixels wide (the demo's images, functions/demo). */
async function loaded(page, img, width) {
  await img.waitFor();
  await page.waitForFunction(
    ([el, w]) => el.complete && el.naturalWidth === w,
    [await img.elementHandle(), width],
  );
}

test.describe('journey 23: the demo data shows the staff desk', () => {
  test('gerente1 opens the first folio of the validation queue and sees its INE front, back and selfie', async ({
    gerente1: page,
  }) => {
    await page.getByRole('link', { name: 'Validación de documentos' }).click();
    const first = page.locator('tr[data-folio]').first();
    await expect(first).toHaveAttribute('data-folio', 'demo-0036');
    await screenshot(page, 'desktop', 'demo-cola-de-validacion');

    await first.getByRole('link', { name: 'Atender demo-0036' }).click();
    await waitForStatus(page, 'fileValidation');
    await page
      .locator('dl[data-desk="identifiers"] dd[data-field="curp"]', {
        hasText: 'HECJ600305HPLRRS04',
      })
      .waitFor();

    const idSection = page.getByRole('region', { name: 'Identificación oficial' });
    await loaded(page, idSection.getByRole('img', { name: 'Imagen de INE (frente)' }), 480);
    await loaded(page, idSection.getByRole('img', { name: 'Imagen de INE (reverso)' }), 480);
    await screenshot(page, 'desktop', 'demo-mesa-ine');

    const bio = page.getByRole('region', { name: 'Verificación biométrica' });
    await loaded(page, bio.getByRole('img', { name: 'Imagen de Selfie' }), 300);
    await screenshot(page, 'desktop', 'demo-mesa-selfie');
  });
});
