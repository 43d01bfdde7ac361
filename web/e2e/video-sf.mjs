// Helpers of journey 11 (Salesforce and the customer video call): folios put in
// `validation` as test data (the capture and the biometric link are journeys 1
// and 4), gerente1's link action, the customer's video pages on a phone, and a
// recorder of the video SDK script's requests.
import assert from 'node:assert/strict';

import { databaseURL, screenshot } from './fixtures.mjs';
import { waitForLink, waitForStatus } from './flows.mjs';
import { drawSignature, outboxIds } from './steps.mjs';

/** The database emulator (firebase.json) and the SPA's namespace (src/config/env.ts). */
const DB_URL = databaseURL;
const DB_NS = 'demo-oppnp-default-rtdb';

/** Gateway personas (emulators/gateway/fixtures.json) and their video outcome. */
export const PERSONAS = {
  // CALL_ENDS_SUCCESSFULLY
  emma: {
    curp: 'GODE561231MDFMZM01',
    rfc: 'GODE561231GR8',
    names: 'Emma',
    firstLastName: 'Gómez',
    secondLastName: 'Díaz',
    phone: '5512345607',
  },
  // NO_EXECUTIVE_FOUND
  jose: {
    curp: 'HECJ600305HPLRRS04',
    rfc: 'HECJ600305M27',
    names: 'José',
    firstLastName: 'Hernández',
    secondLastName: 'Cruz',
    phone: '5512345603',
  },
};

/**
 * Writes a folio of promotor1 in status `validation` (documents already approved) straight into
 * the database emulator as its owner, the way a fixture would. Resolves to its id.
 */
export async function seedValidationFolio(person, tag) {
  const id = `E2E-VSF-${tag}-${Date.now()}`;
  const folio = {
    id,
    uuid: '',
    status: 'validation',
    currentPromoterBpId: '1000000001',
    taskIdCnca: '',
    taskId: '',
    folioIt: '',
    bioprocess: true,
    curp: person.curp,
    rfc: person.rfc,
    typeSaleAndOrigin: 'Interna - V. Asistida',
    client: {
      names: person.names,
      firstLastName: person.firstLastName,
      secondLastName: person.secondLastName,
      birthDate: '1956-12-31',
      gender: 'F',
      phone: person.phone,
      email: '',
      nss: '',
    },
    capacitySimulator: { perceptions: 0, deductions: 0, paymentCapacity: 3500 },
    offer: {
      quoter: {
        agreement: {
          agreementGroup: 'Gobierno',
          agreementItem: 'SEP Ciudad de México',
          branch: { branchID: 'SUC-0101' },
        },
        amount: 40000,
        term: 24,
        payment: 2361.71,
        tasa: 36.5,
        cat: 48.7,
        product: 'Crédito Pensionados IMSS',
      },
    },
    // The biometric link's steps, done: COX gets only a folio that took them
    // (docs/adr/0050-cox-only-complete-folios-exactly-once.md).
    customerSteps: {
      consent: { done: true, customField: 1013 },
      otp: { done: true, customField: 1014 },
      biometric: { result: 'ACEPTADO' },
    },
    createdAt: { '.sv': 'timestamp' },
    lastUpdateAt: { '.sv': 'timestamp' },
    lastUpdateBy: 'e2e-fixture',
  };
  const res = await globalThis.fetch(`${DB_URL}/requests/${id}.json?ns=${DB_NS}`, {
    method: 'PUT',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify(folio),
  });
  assert.equal(res.status, 200, `seeding ${id}: ${res.status} ${await res.text()}`);
  return id;
}

/**
 * gerente1 (on `page`) opens `folio` in validation and sends the customer link with `kind`
 * ("Video", "Firma y video"). Resolves to the new link sent by SMS to `phone`.
 */
export async function sendLinkAction(page, folio, kind, phone, suffix = 'bienvenida') {
  await page.goto(`/folio/${encodeURIComponent(folio)}/validacion-documentos`);
  await waitForStatus(page, 'validation');
  await page.locator('button[data-target="sentForSignature"]').click();
  await page.getByRole('dialog').getByLabel(kind, { exact: true }).check();
  const seen = await outboxIds(phone);
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await waitForStatus(page, 'sentForSignature');
  return waitForLink(phone, seen, suffix);
}

/** Records every request for the video SDK script in `context`, with the page URL it came from. */
export function recordSdkRequests(context) {
  const seen = [];
  context.on('request', (req) => {
    if (new globalThis.URL(req.url()).pathname.endsWith('/video/sdk.js')) {
      seen.push({ url: req.url(), from: req.frame()?.url() ?? '' });
    }
  });
  return seen;
}

/**
 * The customer (phone `page`) goes bienvenida-video → recomendaciones-video → videollamada,
 * checking "Paso X de 4" and that no SDK request happens before the call page, and waits for the
 * SPEC's waiting message on the call page.
 */
export async function customerToCall(page, link, sdk, shots) {
  await page.goto(link);
  await page.waitForURL('**/bienvenida-video');
  await page.getByRole('heading', { name: 'Paso 1 de 4: Bienvenida al video' }).waitFor();
  assert.equal(await page.title(), 'Paso 1 de 4: Bienvenida al video');
  if (shots) await screenshot(page, 'phone', 'bienvenida-video');
  await page.getByRole('button', { name: 'Comenzar' }).click();

  await page.waitForURL('**/recomendaciones-video');
  await page.getByRole('heading', { name: 'Paso 2 de 4: Recomendaciones para el video' }).waitFor();
  if (shots) await screenshot(page, 'phone', 'recomendaciones-video');
  assert.deepEqual(sdk, [], 'no SDK script request before the call page');
  await page.getByRole('button', { name: 'Estoy listo' }).click();

  await page.waitForURL('**/videollamada');
  await page.getByRole('heading', { name: 'Paso 3 de 4: Videollamada' }).waitFor();
  await page
    .getByText('Espera un momento por favor, enseguida te atenderá un ejecutivo', { exact: true })
    .waitFor();
  if (shots) await screenshot(page, 'phone', 'videollamada-espera');
}

/**
 * The customer (phone `page`, on the signature link's bienvenida) signs: resumen → términos →
 * Círculo de Crédito → firma digital → descarga de documentos (journey 4 checks each screen).
 */
export async function customerSigns(page) {
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
  await page.getByRole('button', { name: 'Guardar firma' }).click();
  await page.waitForURL('**/descarga-documentos');
}
