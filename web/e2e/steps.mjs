// Small page helpers the capture and customer journeys share.
import assert from 'node:assert/strict';
import { Buffer } from 'node:buffer';
import console from 'node:console';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

import { expect } from '@playwright/test';

import { readOutbox } from './fixtures.mjs';

/**
 * Expects each of `messages` to be shown in some role="alert" (waits up to 5 s); the failure names
 * what was shown instead (Playwright keeps the screenshot and the trace).
 */
export async function expectAlerts(page, messages) {
  let shown = [];
  await expect
    .poll(
      async () => {
        shown = (await page.getByRole('alert').allInnerTexts()).map((s) => s.trim());
        return messages.filter((m) => !shown.some((s) => s.includes(m)));
      },
      { message: `alerts ${JSON.stringify(messages)} missing on ${page.url()}`, timeout: 5_000 },
    )
    .toEqual([])
    .catch((err) => {
      err.message += `\nalerts shown: ${JSON.stringify(shown)}`;
      throw err;
    });
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

const contract = JSON.parse(
  readFileSync(
    new globalThis.URL('../../functions/internal/contract/folio.json', import.meta.url),
    'utf8',
  ),
);

/** The Spanish label of a status, from the folio contract the SPA, rules and functions share. */
export function statusLabel(status) {
  const label = contract.statuses[status]?.label;
  assert.ok(label, `unknown status ${status}`);
  return label;
}

/** Ids of the messages already in `phone`'s outbox (to tell a new SMS from an old one). */
export async function outboxIds(phone) {
  return new Set((await readOutbox(phone)).map((m) => m.messageId));
}

/** The code of the first OTP SMS to `phone` not in `seen` (waits up to 10 s). */
export async function waitForOtp(phone, seen) {
  for (let i = 0; i < 50; i++) {
    for (const m of await readOutbox(phone)) {
      if (seen.has(m.messageId)) continue;
      const code = /código de verificación es (\d{6})/.exec(m.message ?? '');
      if (code) return code[1];
    }
    await sleep(200);
  }
  assert.fail(`no new OTP SMS for ${phone}`);
}

/** Prints the page's URL and text when E2E_DUMP=1 (to learn a screen while writing a journey). */
export async function dump(page) {
  if (globalThis.process?.env.E2E_DUMP !== '1') return;
  await page.waitForTimeout(2500);
  console.log(page.url(), await page.locator('body').innerText());
}

/**
 * Watches the row of `folio` in a live list on `page` (never reloaded) and records, for each status
 * in `statuses`, the time its label appeared. Resolves to [{status, at}], in order of appearance.
 */
export async function followStatuses(page, folio, statuses, timeoutMs) {
  const labels = statuses.map((s) => [s, statusLabel(s)]);
  return page.evaluate(
    ([id, wanted, timeout]) =>
      new Promise((resolve, reject) => {
        const seen = [];
        const check = () => {
          const row = globalThis.document.querySelector(`tr[data-folio="${id}"]`);
          const text = row ? row.textContent : '';
          for (const [s, label] of wanted) {
            if (text.includes(label) && !seen.some((x) => x.status === s)) {
              seen.push({ status: s, at: Date.now() });
            }
          }
          if (seen.length === wanted.length) {
            observer.disconnect();
            resolve(seen);
          }
        };
        const observer = new globalThis.MutationObserver(check);
        observer.observe(globalThis.document.body, {
          subtree: true,
          childList: true,
          characterData: true,
        });
        check();
        globalThis.setTimeout(() => {
          observer.disconnect();
          reject(
            new Error(`statuses seen: ${JSON.stringify(seen)}, wanted ${JSON.stringify(wanted)}`),
          );
        }, timeout);
      }),
    [folio, labels, timeoutMs],
  );
}

/** Draws a signature-like zigzag with mouse moves on the pad named `padName`. */
export async function drawSignature(page, padName = 'Recuadro para firmar') {
  const pad = page.getByRole('img', { name: padName });
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  assert.ok(box, 'the signature pad is visible');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.1, y);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) {
    const x = box.x + box.width * (0.1 + (0.8 * i) / 12);
    await page.mouse.move(x, y + (i % 2 ? -1 : 1) * box.height * 0.25, { steps: 4 });
  }
  await page.mouse.up();
}
