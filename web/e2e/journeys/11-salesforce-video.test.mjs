// Journey 11: promotor1 starts a folio from a Salesforce
// offer (client and offer prefilled, folioIt stored, on to the quoter); gerente1
// sends a folio in validation the video link (action 3) and the customer, on a
// phone, completes the call: the folio moves videocall → sentCOX → complete and
// reopening the used link shows docs/requirements.md §8's message. A failed outcome
// (NO_EXECUTIVE_FOUND) shows its Spanish message and offers recording a video
// (the folio moves to videoRecording; journey 14 records it); a desktop is refused with DEVICE_IS_NOT_A_MOBILE; a "Firma y video"
// link (action 4) asks to sign first, then the call moves the signed folio.
// The SDK script is requested on the call page only.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { launchBrowser, phoneContext, screenshot, staffContext, staffLogin } from '../fixtures.mjs';
import { waitForStatus } from '../flows.mjs';
import { sdkRead } from '../sdk-probe.mjs';
import {
  PERSONAS,
  customerSigns,
  customerToCall,
  recordSdkRequests,
  seedValidationFolio,
  sendLinkAction,
} from '../video-sf.mjs';

const USED = 'Esta liga ya ha sido utilizada...contacta a tu asesor';

describe('journey 11: Salesforce offers and the customer video call', () => {
  let browser;
  let promoter;
  let gerente;
  let gerenteSdk;
  let promoterSdk;

  before(async () => {
    browser = await launchBrowser();
    promoter = await staffLogin(browser, 'promotor1');
    gerente = await staffLogin(browser, 'gerente1');
    gerenteSdk = recordSdkRequests(gerente.context);
    promoterSdk = recordSdkRequests(promoter.context);
  });
  after(async () => {
    await browser?.close();
  });

  it('promotor1 starts a folio from a Salesforce offer, prefilled, on to the quoter', async () => {
    const { page } = promoter;
    await page.goto('/home');
    await page.getByRole('link', { name: 'Solicitudes Salesforce' }).click();
    await page.waitForURL('**/salesforce/solicitudes');
    const row = page.locator('tr[data-folio-it="SF-2026-0001"]');
    await row.waitFor();
    assert.match(await row.innerText(), /Emma Gómez Díaz/);
    assert.match(await row.innerText(), /\$60,000\.00/);
    await page.locator('tr[data-folio-it="SF-2026-0002"]').waitFor();
    assert.equal(
      await page.locator('tr[data-folio-it="SF-2026-0003"]').count(),
      0,
      "promotor2's Salesforce request is not listed",
    );
    await screenshot(page, 'desktop', 'salesforce-solicitudes');

    await row.getByRole('link', { name: 'Ver ofertas de SF-2026-0001' }).click();
    await page.waitForURL('**/salesforce/solicitudes/SF-2026-0001/oferta');
    const offer = page.locator('section[data-offer="OF-0001-48"]');
    await offer.waitFor();
    assert.match(await offer.innerText(), /48 meses/);
    await screenshot(page, 'desktop', 'salesforce-oferta');
    await offer.getByRole('button', { name: 'Iniciar solicitud con la oferta OF-0001-48' }).click();

    await page.waitForURL('**/folio/*/quoter');
    const id = decodeURIComponent(new globalThis.URL(page.url()).pathname.split('/')[2]);
    const read = await sdkRead(page, `requests/${id}`);
    assert.equal(read.ok, true, JSON.stringify(read));
    const folio = read.value;
    assert.equal(folio.folioIt, 'SF-2026-0001');
    assert.equal(folio.status, 'quoter');
    assert.equal(folio.curp, 'GODE561231MDFMZM01');
    assert.equal(folio.rfc, 'GODE561231GR8');
    assert.equal(folio.currentPromoterBpId, '1000000001');
    assert.equal(folio.typeSaleAndOrigin, 'Interna - V. Asistida');
    assert.deepEqual(
      [folio.client.names, folio.client.firstLastName, folio.client.secondLastName],
      ['Emma', 'Gómez', 'Díaz'],
    );
    assert.equal(folio.offer.quoter.amount, 60000);
    assert.equal(folio.offer.quoter.term, 48);
    assert.equal(folio.offer.quoter.product, 'Crédito Pensionados IMSS');
    assert.ok(folio.offer.quoter.payment > 0, 'the monthly payment is stored');
    await page.getByLabel('Sucursal').waitFor();
    await screenshot(page, 'desktop', 'salesforce-folio-cotizador');
  });

  it('a failed call shows its Spanish message and offers the recording; a desktop is refused', async () => {
    const folio = await seedValidationFolio(PERSONAS.jose, 'fail');
    const link = await sendLinkAction(gerente.page, folio, 'Video', PERSONAS.jose.phone);
    assert.match(link, /\/folio\/[^/]+\/bienvenida-video$/);

    // A desktop is not a phone (docs/requirements.md §8 DEVICE_IS_NOT_A_MOBILE): the SDK is never requested.
    const desk = await staffContext(browser);
    const deskSdk = recordSdkRequests(desk);
    const deskPage = await desk.newPage();
    await deskPage.goto(link.replace(/bienvenida-video$/, 'videollamada'));
    await deskPage
      .getByRole('alert')
      .filter({ hasText: 'La videollamada solo puede hacerse desde un celular.' })
      .waitFor();
    await screenshot(deskPage, 'desktop', 'videollamada-escritorio');
    assert.deepEqual(deskSdk, [], 'no SDK request from a desktop');
    await desk.close();

    const phone = await phoneContext(browser);
    const sdk = recordSdkRequests(phone);
    const page = await phone.newPage();
    await customerToCall(page, link, sdk, false);
    await page
      .getByRole('alert')
      .filter({
        hasText: 'No hay ejecutivos disponibles en este momento. Intenta de nuevo en unos minutos.',
      })
      .waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Intentar de nuevo' }).waitFor();
    await screenshot(page, 'phone', 'videollamada-sin-ejecutivo');
    assert.equal(sdk.length, 1, 'the SDK script is requested once');
    assert.match(sdk[0].from, /\/videollamada$/);
    await page.getByRole('button', { name: 'Grabar un video' }).waitFor();
    await waitForStatus(gerente.page, 'videoRecording');
    await phone.close();
  });

  it('gerente1 sends the video link (action 3), the customer completes the call, the folio moves', async () => {
    const folio = await seedValidationFolio(PERSONAS.emma, 'ok');
    const link = await sendLinkAction(gerente.page, folio, 'Video', PERSONAS.emma.phone);
    await screenshot(gerente.page, 'desktop', 'gerente-liga-video');

    const phone = await phoneContext(browser);
    const sdk = recordSdkRequests(phone);
    const page = await phone.newPage();
    await customerToCall(page, link, sdk, true);
    assert.equal(sdk.length, 1, 'the SDK script is requested once, on the call page');
    assert.match(sdk[0].from, /\/videollamada$/);

    await page.waitForURL('**/confirmacion-video', { timeout: 30_000 });
    await page.getByRole('heading', { name: 'Paso 4 de 4: Confirmación del video' }).waitFor();
    await page.getByText('Tu videollamada terminó con éxito. Gracias.').waitFor();
    await screenshot(page, 'phone', 'confirmacion-video');

    // The functions move the folio: videocall → sentCOX → complete (COX), live on gerente1's page.
    await waitForStatus(gerente.page, 'complete', 30_000);
    const history = await sdkRead(gerente.page, `requestHistory/${folio}`);
    assert.equal(history.ok, true, JSON.stringify(history));
    const changes = Object.values(history.value ?? {});
    for (const to of ['sentForSignature', 'videocall', 'sentCOX', 'complete']) {
      assert.ok(
        changes.some((c) => c.to === to),
        `requestHistory has the change to ${to}`,
      );
    }
    const video = await sdkRead(gerente.page, `requests/${folio}/customerSteps/video`);
    assert.equal(video.value?.done, true);
    assert.equal(video.value?.outcome, 'CALL_ENDS_SUCCESSFULLY');

    // The link is used: on the same phone and on a fresh one, docs/requirements.md §8's message.
    await page.goto(link);
    await page.getByRole('alert').filter({ hasText: USED }).waitFor();
    await phone.close();
    const again = await phoneContext(browser);
    const againSdk = recordSdkRequests(again);
    const reopened = await again.newPage();
    await reopened.goto(link.replace(/bienvenida-video$/, 'videollamada'));
    await reopened.getByRole('alert').filter({ hasText: USED }).waitFor();
    await screenshot(reopened, 'phone', 'liga-video-utilizada');
    assert.deepEqual(againSdk, [], 'a used link never loads the SDK');
    await again.close();
  });

  it('a "Firma y video" link (action 4): sign first, then the video call moves the folio', async () => {
    const folio = await seedValidationFolio(PERSONAS.emma, 'sign');
    const link = await sendLinkAction(gerente.page, folio, 'Firma y video', PERSONAS.emma.phone);
    assert.match(link, /\/bienvenida$/, 'the signature comes first');
    const videoLink = `${link}-video`;
    const phone = await phoneContext(browser);
    const sdk = recordSdkRequests(phone);
    const page = await phone.newPage();
    await page.goto(videoLink);
    await page
      .getByRole('alert')
      .filter({ hasText: 'Antes de tu videollamada necesitas firmar tu solicitud.' })
      .waitFor();
    await screenshot(page, 'phone', 'bienvenida-video-firma-primero');
    await page.getByRole('link', { name: 'Ir a firmar mi solicitud' }).click();
    await page.waitForURL('**/bienvenida');
    await customerSigns(page);
    await waitForStatus(gerente.page, 'signature');
    assert.deepEqual(sdk, [], 'signing never loads the video SDK');

    await customerToCall(page, videoLink, sdk, false);
    await page.waitForURL('**/confirmacion-video', { timeout: 30_000 });
    await page.getByText('Tu videollamada terminó con éxito. Gracias.').waitFor();
    assert.equal(sdk.length, 1);
    assert.match(sdk[0].from, /\/videollamada$/);
    await waitForStatus(gerente.page, 'complete', 30_000);
    await phone.close();
  });

  it('staff pages never request the video SDK script', () => {
    assert.deepEqual(gerenteSdk, []);
    assert.deepEqual(promoterSdk, []);
  });
});
