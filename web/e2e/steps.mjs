// Small page helpers the capture and customer journeys share.
import assert from 'node:assert/strict';
import { Buffer } from 'node:buffer';

/** The texts of every role="alert" on the page, after the form had time to validate. */
export async function alertTexts(page) {
  await page.waitForTimeout(300);
  return (await page.getByRole('alert').allInnerTexts()).map((s) => s.trim());
}

/** Asserts each of `messages` is shown in some role="alert" (waits up to 5 s). */
export async function expectAlerts(page, messages) {
  let shown = [];
  for (let i = 0; i < 25; i++) {
    shown = (await page.getByRole('alert').allInnerTexts()).map((s) => s.trim());
    if (messages.every((m) => shown.some((s) => s.includes(m)))) return;
    await page.waitForTimeout(200);
  }
  const body = await page.locator('body').innerText();
  await page.screenshot({ path: 'test-results/failure.png', fullPage: true });
  assert.fail(
    `expected alerts ${JSON.stringify(messages)}, got ${JSON.stringify(shown)} on ${page.url()}: ${body.replace(/\s+/g, ' ')}`,
  );
}

/** Clicks "Guardar y continuar". */
export async function saveAndContinue(page) {
  await page.getByRole('button', { name: 'Guardar y continuar' }).click();
}

/** A tiny valid JPEG (1×1 white) as a file payload for set input files. */
export function tinyJpeg(name) {
  const b64 =
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=';
  return { name, mimeType: 'image/jpeg', buffer: Buffer.from(b64, 'base64') };
}
