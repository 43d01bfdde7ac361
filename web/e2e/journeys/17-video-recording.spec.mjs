// Journey 17: when no executive can take the video call, the customer
// records a short video on the phone (a synthetic camera), watches it and
// sends it; the functions hand it to the gateway and the folio moves
// videoRecording → sentCOX → complete, live on gerente1's page.
import { setTimeout as sleep } from 'node:timers/promises';

import { screenshot } from '../fixtures.mjs';
import { waitForStatus } from '../flows.mjs';
import { sdkRead } from '../sdk-probe.mjs';
import {
  PERSONAS,
  customerToCall,
  recordSdkRequests,
  seedValidationFolio,
  sendLinkAction,
} from '../video-sf.mjs';
import { expect, test } from '../test.mjs';

test.describe('journey 17: the recorded video reaches COX', () => {
  test('no executive: the customer records, previews and sends a video; the folio completes', async ({
    gerente1,
    customer,
  }) => {
    // José's calls find no executive (gateway persona).
    const folio = await seedValidationFolio(PERSONAS.jose, 'rec');
    const link = await sendLinkAction(gerente1, folio, 'Video', PERSONAS.jose.phone);

    const page = await customer();
    const sdk = recordSdkRequests(page.context());
    await customerToCall(page, link, sdk, false);
    await page
      .getByRole('alert')
      .filter({ hasText: 'No hay ejecutivos disponibles en este momento.' })
      .waitFor({ timeout: 30_000 });
    await waitForStatus(gerente1, 'videoRecording');
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
    await expect(preview).toBeVisible();
    await expect(preview).toHaveAttribute('src', /^blob:/);
    await screenshot(page, 'phone', 'video-grabado-vista-previa');
    await page.getByRole('button', { name: 'Enviar video' }).click();

    await page.waitForURL('**/confirmacion-video', { timeout: 30_000 });
    await page.getByText('Recibimos tu video. Gracias.').waitFor();
    await screenshot(page, 'phone', 'video-grabado-confirmacion');

    // The functions moved it videoRecording → sentCOX; COX completes it, live on gerente1's page.
    await waitForStatus(gerente1, 'complete');
    const step = await sdkRead(gerente1, `requests/${folio}/customerSteps/video`);
    expect(step.value?.done).toBe(true);
    expect(step.value?.outcome).toBe('VIDEO_RECORDED');
    expect(step.value?.gatewayId ?? '').toMatch(/^VR/);
  });
});
