// The customer links the phone bench opens, one per link action (docs/requirements.md §4): folios
// put in `validation` or `fileValidation` as test data (e2e/video-sf.mjs), and gerente1 sends each
// link as staff would; the functions text it to the persona's phone.
import assert from 'node:assert/strict';
import process from 'node:process';

import { waitForLink, waitForStatus } from '../e2e/flows.mjs';
import { outboxIds } from '../e2e/steps.mjs';
import { PERSONAS, seedValidationFolio, sendLinkAction } from '../e2e/video-sf.mjs';

const DB_URL = process.env.E2E_DB_URL ?? 'http://127.0.0.1:9000';
const DB_NS = 'demo-oppnp-default-rtdb';
const { phone } = PERSONAS.emma;

/** A seeded folio moved to `status` as the database's owner. */
async function seeded(tag, status) {
  const id = await seedValidationFolio(PERSONAS.emma, tag);
  if (status === 'validation') return id;
  const res = await globalThis.fetch(`${DB_URL}/requests/${id}/status.json?ns=${DB_NS}`, {
    method: 'PUT',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify(status),
  });
  assert.equal(res.status, 200, `status of ${id}: ${res.status}`);
  return id;
}

/** Action 5: gerente1 asks the customer to upload the INE again; resolves the /documentos link. */
async function correctionLink(page, folio) {
  await page.goto(`/folio/${encodeURIComponent(folio)}/validacion-documentos`);
  await waitForStatus(page, 'fileValidation');
  await page.locator('button[data-target="documentsReprocessing"]').click();
  const dialog = page.getByRole('dialog', { name: 'Pedir corrección al cliente' });
  await dialog.getByLabel('INE (frente)').check();
  await dialog.getByLabel('Motivo de la corrección').fill('La INE está borrosa');
  const seen = await outboxIds(phone);
  await dialog.getByRole('button', { name: 'Enviar corrección' }).click();
  await waitForStatus(page, 'documentsReprocessing');
  return waitForLink(phone, seen, 'documentos');
}

/** The links of actions 2 to 5, sent by gerente1 on `page`: { 2: url, 3: url, 4: url, 5: url }. */
export async function actionLinks(page) {
  const stamp = Date.now();
  return {
    2: await sendLinkAction(page, await seeded(`a2-${stamp}`, 'validation'), 'Firma', phone),
    3: await sendLinkAction(
      page,
      await seeded(`a3-${stamp}`, 'validation'),
      'Video',
      phone,
      'bienvenida-video',
    ),
    4: await sendLinkAction(
      page,
      await seeded(`a4-${stamp}`, 'validation'),
      'Firma y video',
      phone,
    ),
    5: await correctionLink(page, await seeded(`a5-${stamp}`, 'fileValidation')),
  };
}
