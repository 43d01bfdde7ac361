// Journey 11: promotor1 starts a folio from a Salesforce
// offer (client and offer prefilled, folioIt stored, on to the quoter); gerente1
// sends a folio in validation the video link (action 3) and the customer, on a
// phone, completes the call: the folio moves videocall → sentCOX → complete and
// reopening the used link shows docs/requirements.md §8's message. A failed outcome
// (NO_EXECUTIVE_FOUND) shows its Spanish message and offers recording a video
// (the folio moves to videoRecording; journey 14 records it); a desktop is refused with DEVICE_IS_NOT_A_MOBILE; a "Firma y video"
// link (action 4) asks to sign first, then the call moves the signed folio.
// The SDK script is requested on the call page only.
import { screenshot, staffLogin } from '../fixtures.mjs';
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
import { expect, test } from '../test.mjs';

const USED = 'Esta liga ya ha sido utilizada...contacta a tu asesor';

test.describe('journey 11: Salesforce offers and the customer video call', () => {
  // One promotor1 and one gerente1 session for the file: the last test checks that none of their
  // pages ever requested the video SDK script.
  test.describe.configure({ mode: 'serial' });
  let promoter;
  let gerente;
  let gerenteSdk;
  let promoterSdk;

  test.beforeAll(async ({ browser }) => {
    promoter = await staffLogin(browser, 'promotor1');
    gerente = await staffLogin(browser, 'gerente1');
    gerenteSdk = recordSdkRequests(gerente.context);
    promoterSdk = recordSdkRequests(promoter.context);
  });
  test.afterAll(async () => {
    await promoter?.context.close();
    await gerente?.context.close();
  });

  test('promotor1 starts a folio from a Salesforce offer, prefilled, on to the quoter', async () => {
    const { page } = promoter;
    await page.goto('/home');
    await page.getByRole('link', { name: 'Solicitudes Salesforce' }).click();
    await page.waitForURL('**/salesforce/solicitudes');
    const row = page.locator('tr[data-folio-it="SF-2026-0001"]');
    await expect(row).toBeVisible();
    await expect(row).toContainText(/Emma Gómez Díaz/);
    await expect(row).toContainText(/\$60,000\.00/);
    await expect(page.locator('tr[data-folio-it="SF-2026-0002"]')).toBeVisible();
    expect(
      await page.locator('tr[data-folio-it="SF-2026-0003"]').count(),
      "promotor2's Salesforce request is not listed",
    ).toBe(0);
    await screenshot(page, 'desktop', 'salesforce-solicitudes');

    await row.getByRole('link', { name: 'Ver ofertas de SF-2026-0001' }).click();
    await page.waitForURL('**/salesforce/solicitudes/SF-2026-0001/oferta');
    const offer = page.locator('section[data-offer="OF-0001-48"]');
    await expect(offer).toBeVisible();
    await expect(offer).toContainText(/48 meses/);
    await screenshot(page, 'desktop', 'salesforce-oferta');
    await offer.getByRole('button', { name: 'Iniciar solicitud con la oferta OF-0001-48' }).click();

    await page.waitForURL('**/folio/*/quoter');
    const id = decodeURIComponent(new globalThis.URL(page.url()).pathname.split('/')[2]);
    const read = await sdkRead(page, `requests/${id}`);
    expect(read.ok, JSON.stringify(read)).toBe(true);
    const folio = read.value;
    expect(folio.folioIt).toBe('SF-2026-0001');
    expect(folio.status).toBe('quoter');
    expect(folio.curp).toBe('GODE561231MDFMZM01');
    expect(folio.rfc).toBe('GODE561231GR8');
    expect(folio.currentPromoterBpId).toBe('1000000001');
    expect(folio.typeSaleAndOrigin).toBe('Interna - V. Asistida');
    expect([folio.client.names, folio.client.firstLastName, folio.client.secondLastName]).toEqual([
      'Emma',
      'Gómez',
      'Díaz',
    ]);
    expect(folio.offer.quoter.amount).toBe(60000);
    expect(folio.offer.quoter.term).toBe(48);
    expect(folio.offer.quoter.product).toBe('Crédito Pensionados IMSS');
    expect(folio.offer.quoter.payment, 'the monthly payment is stored').toBeGreaterThan(0);
    await expect(page.getByLabel('Sucursal')).toBeVisible();
    await screenshot(page, 'desktop', 'salesforce-folio-cotizador');
  });

  test('a failed call shows its Spanish message and offers the recording; a desktop is refused', async ({
    page: deskPage,
    customer,
  }) => {
    const folio = await seedValidationFolio(PERSONAS.jose, 'fail');
    const link = await sendLinkAction(gerente.page, folio, 'Video', PERSONAS.jose.phone);
    expect(link).toMatch(/\/folio\/[^/]+\/bienvenida-video$/);

    // A desktop is not a phone (docs/requirements.md §8 DEVICE_IS_NOT_A_MOBILE): the SDK is never requested.
    const deskSdk = recordSdkRequests(deskPage.context());
    await deskPage.goto(link.replace(/bienvenida-video$/, 'videollamada'));
    await expect(
      deskPage
        .getByRole('alert')
        .filter({ hasText: 'La videollamada solo puede hacerse desde un celular.' }),
    ).toBeVisible();
    await screenshot(deskPage, 'desktop', 'videollamada-escritorio');
    expect(deskSdk, 'no SDK request from a desktop').toEqual([]);
    await deskPage.context().close();

    const page = await customer();
    const sdk = recordSdkRequests(page.context());
    await customerToCall(page, link, sdk, false);
    await expect(
      page.getByRole('alert').filter({
        hasText: 'No hay ejecutivos disponibles en este momento. Intenta de nuevo en unos minutos.',
      }),
    ).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Intentar de nuevo' })).toBeVisible();
    await screenshot(page, 'phone', 'videollamada-sin-ejecutivo');
    expect(sdk.length, 'the SDK script is requested once').toBe(1);
    expect(sdk[0].from).toMatch(/\/videollamada$/);
    await expect(page.getByRole('button', { name: 'Grabar un video' })).toBeVisible();
    await waitForStatus(gerente.page, 'videoRecording');
  });

  test('gerente1 sends the video link (action 3), the customer completes the call, the folio moves', async ({
    customer,
  }) => {
    const folio = await seedValidationFolio(PERSONAS.emma, 'ok');
    const link = await sendLinkAction(gerente.page, folio, 'Video', PERSONAS.emma.phone);
    await screenshot(gerente.page, 'desktop', 'gerente-liga-video');

    const page = await customer();
    const sdk = recordSdkRequests(page.context());
    await customerToCall(page, link, sdk, true);
    expect(sdk.length, 'the SDK script is requested once, on the call page').toBe(1);
    expect(sdk[0].from).toMatch(/\/videollamada$/);

    await page.waitForURL('**/confirmacion-video', { timeout: 30_000 });
    await expect(
      page.getByRole('heading', { name: 'Paso 4 de 4: Confirmación del video' }),
    ).toBeVisible();
    await expect(page.getByText('Tu videollamada terminó con éxito. Gracias.')).toBeVisible();
    await screenshot(page, 'phone', 'confirmacion-video');

    // The functions move the folio: videocall → sentCOX → complete (COX), live on gerente1's page.
    await waitForStatus(gerente.page, 'complete', 30_000);
    const history = await sdkRead(gerente.page, `requestHistory/${folio}`);
    expect(history.ok, JSON.stringify(history)).toBe(true);
    const changes = Object.values(history.value ?? {});
    for (const to of ['sentForSignature', 'videocall', 'sentCOX', 'complete']) {
      expect(
        changes.some((c) => c.to === to),
        `requestHistory has the change to ${to}`,
      ).toBe(true);
    }
    const video = await sdkRead(gerente.page, `requests/${folio}/customerSteps/video`);
    expect(video.value?.done).toBe(true);
    expect(video.value?.outcome).toBe('CALL_ENDS_SUCCESSFULLY');

    // The link is used: on the same phone and on a fresh one, docs/requirements.md §8's message.
    await page.goto(link);
    await expect(page.getByRole('alert').filter({ hasText: USED })).toBeVisible();
    await page.context().close();
    const reopened = await customer();
    const againSdk = recordSdkRequests(reopened.context());
    await reopened.goto(link.replace(/bienvenida-video$/, 'videollamada'));
    await expect(reopened.getByRole('alert').filter({ hasText: USED })).toBeVisible();
    await screenshot(reopened, 'phone', 'liga-video-utilizada');
    expect(againSdk, 'a used link never loads the SDK').toEqual([]);
  });

  test('a "Firma y video" link (action 4): sign first, then the video call moves the folio', async ({
    customer,
  }) => {
    const folio = await seedValidationFolio(PERSONAS.emma, 'sign');
    const link = await sendLinkAction(gerente.page, folio, 'Firma y video', PERSONAS.emma.phone);
    expect(link, 'the signature comes first').toMatch(/\/bienvenida$/);
    const videoLink = `${link}-video`;
    const page = await customer();
    const sdk = recordSdkRequests(page.context());
    await page.goto(videoLink);
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Antes de tu videollamada necesitas firmar tu solicitud.' }),
    ).toBeVisible();
    await screenshot(page, 'phone', 'bienvenida-video-firma-primero');
    await page.getByRole('link', { name: 'Ir a firmar mi solicitud' }).click();
    await page.waitForURL('**/bienvenida');
    await customerSigns(page);
    await waitForStatus(gerente.page, 'signature');
    expect(sdk, 'signing never loads the video SDK').toEqual([]);

    await customerToCall(page, videoLink, sdk, false);
    await page.waitForURL('**/confirmacion-video', { timeout: 30_000 });
    await expect(page.getByText('Tu videollamada terminó con éxito. Gracias.')).toBeVisible();
    expect(sdk.length).toBe(1);
    expect(sdk[0].from).toMatch(/\/videollamada$/);
    await waitForStatus(gerente.page, 'complete', 30_000);
  });

  test('staff pages never request the video SDK script', () => {
    expect(gerenteSdk).toEqual([]);
    expect(promoterSdk).toEqual([]);
  });
});
