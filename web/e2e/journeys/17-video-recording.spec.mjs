// Journey 17: when no executive can take the video call, the customer
// records a short video on the phone (a synthetic camera), watches it and
// sends it; the functions hand it to the gateway and the folio moves
// videoRecording → sentCOX → complete, live on gerente1's page.
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';

import { phoneContext, screenshot, staffLogin } from '../fixtures.mjs';
import { waitForStatus } from '../flows.mjs';
import { sdkRead } from '../sdk-probe.mjs';
import {
  PERSONAS,
  customerToCall,
  recordSdkRequests,
  seedValidationFolio,
  sendLinkAction,
} from '../video-sf.mjs';
import { test } from '../test.mjs';

test.describe('journey 17: the recorded video reaches COX', () => {
  let gerente;
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async ({ browser }) => {
    gerente = await staffLogin(browser, 'gerente1');
  });
  test.afterAll(async () => {
    await gerente?.context.close();
  });

  test('no executive: the customer records, previews and sends a video; the folio completes', async ({
    browser,
  }) => {
    // José's calls find no executive (gateway persona).
    const folio = await seedValidationFolio(PERSONAS.jose, 'rec');
    const link = await sendLinkAction(gerente.page, folio, 'Video', PERSONAS.jose.phone);

    const phone = await phoneContext(browser);
    const sdk = recordSdkRequests(phone);
    const page = await phone.newPage();
    await customerToCall(page, link, sdk, false);
    await page
      .getByRole('alert')
      .filter({ hasText: 'No hay ejecutivos disponibles en este momento.' })
      .waitFor({ timeout: 30_000 });
    await waitForStatus(gerente.page, 'videoRecording');
    await page.getByText('puedes grabar un video corto', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Grabar un video' }).click();

    await page.getByRole('heading', { name: 'Graba tu video' }).waitFor();
    await screenshot(page, 'phone', 'video-grabacion-instrucciones');
    await page.getByRole('button', { name: 'Comenzar a grabar' }).click();
    await page.getByLabel('Vista de tu cámara').waitFor();
    await page
      .getByTestId('vc-recording-time')
      .filter({ hasText: /Grabando… [2-9] s de 30/ })
      .waitFor();
    await screenshot(page, 'phone', 'video-grabando');
    await sleep(500);
    await page.getByRole('button', { name: 'Terminar grabación' }).click();

    const preview = page.getByLabel('Tu video grabado');
    await preview.waitFor();
    const src = await preview.getAttribute('src');
    assert.match(src ?? '', /^blob:/);
    await screenshot(page, 'phone', 'video-grabado-vista-previa');
    await page.getByRole('button', { name: 'Enviar video' }).click();

    await page.waitForURL('**/confirmacion-video', { timeout: 30_000 });
    await page.getByText('Recibimos tu video. Gracias.').waitFor();
    await screenshot(page, 'phone', 'video-grabado-confirmacion');

    // The functions moved it videoRecording → sentCOX; COX completes it, live on gerente1's page.
    await waitForStatus(gerente.page, 'complete');
    const step = await sdkRead(gerente.page, `requests/${folio}/customerSteps/video`);
    assert.equal(step.value?.done, true);
    assert.equal(step.value?.outcome, 'VIDEO_RECORDED');
    assert.match(step.value?.gatewayId ?? '', /^VR/);
    await phone.close();
  });
});
