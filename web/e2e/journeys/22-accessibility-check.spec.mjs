// The accessibility check every `screenshot()` runs (a11y.mjs) fails on what it must: axe-core is
// put into a page once and run there again on the same document, so a violation added after the
// first run is still found; a page with a frame is checked frame by frame.
import { seriousViolations } from '../a11y.mjs';
import { expect, test } from '../test.mjs';

const CLEAN =
  '<!doctype html><html lang="es"><head><title>Prueba</title></head>' +
  '<body><main><h1>Prueba</h1><p>Un texto legible.</p></main></body></html>';
/** An image without a text alternative (image-alt, critical) and a button without a name (critical). */
const BROKEN =
  '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><button type="button"></button>';

const ids = async (page) => (await seriousViolations(page)).map((v) => v.id).sort();

test.describe('the accessibility check of every screen', () => {
  test('passes a clean page and fails the same page once it has serious violations', async ({
    page,
  }) => {
    await page.setContent(CLEAN);
    expect(await ids(page)).toEqual([]);
    await page.locator('main').evaluate((main, html) => {
      main.insertAdjacentHTML('beforeend', html);
    }, BROKEN);
    expect(await ids(page)).toEqual(['button-name', 'image-alt']);
  });

  test('checks what a frame shows', async ({ page }) => {
    await page.setContent(
      CLEAN.replace(
        '</main>',
        `<iframe title="Marco" srcdoc='<html lang="es"><title>Marco</title><body>${BROKEN}</body></html>'></iframe></main>`,
      ),
    );
    await expect.poll(() => page.frames().length).toBe(2);
    expect(await ids(page)).toEqual(['button-name', 'image-alt']);
  });
});
