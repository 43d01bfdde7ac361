// Journeys 1, 2, 3 and 5 on one folio: promotor1 captures it (every form first sent
// empty and with bad values), uploads the INE and sends the link; promotor2
// never sees it. They share state, so they run in order inside one suite.
import { Buffer } from 'node:buffer';
import { URL } from 'node:url';

import { readOutbox, screenshot } from '../fixtures.mjs';
import { chooseSepAgreement, clabe } from '../flows.mjs';
import { sdkRead } from '../sdk-probe.mjs';
import {
  expectAlerts,
  dump,
  followStatuses,
  outboxIds,
  saveAndContinue,
  statusLabel,
  tinyJpeg,
  waitForOtp,
} from '../steps.mjs';
import { expect, test } from '../test.mjs';

/**
 * The headers firebase.json's hosting.headers puts on what Hosting serves
 * (docs/adr/0046-hosting-headers.md): no framing, no Referer carrying the link's credential, the
 * camera for this origin only, and the cache each kind of response needs.
 */
async function expectHostingHeaders(request, path, cache) {
  const res = await request.get(path, { maxRedirects: 0 });
  const h = res.headers();
  expect(h['cache-control'], `${path} Cache-Control`).toBe(cache);
  expect(h['x-frame-options'], `${path} X-Frame-Options`).toBe('DENY');
  expect(h['referrer-policy'], `${path} Referrer-Policy`).toBe('strict-origin-when-cross-origin');
  expect(h['x-content-type-options'], `${path} X-Content-Type-Options`).toBe('nosniff');
  expect(h['content-security-policy'], `${path} CSP`).toContain("frame-ancestors 'none'");
  expect(h['content-security-policy'], `${path} CSP`).toContain("object-src 'none'");
  expect(h['content-security-policy'], `${path} CSP`).toContain("base-uri 'self'");
  expect(h['permissions-policy'], `${path} Permissions-Policy`).toContain('camera=(self)');
}

// Emma Gómez Díaz: a gateway persona with biometric ACEPTADO and no credits.
const CLIENT = { curp: 'GODE561231MDFMZM01', rfc: 'GODE561231GR8', phone: '5512345678' };

test.describe('journeys 1, 2 (to confirmación), 3 and 5 on one folio', () => {
  test.describe.configure({ mode: 'serial' });
  let folio;
  let link;

  test('journey 1: promotor1 captures a folio through every step and sends the link', async ({
    promotor1: page,
  }) => {
    await screenshot(page, 'desktop', 'home-promotor');
    await page.getByRole('link', { name: 'Nueva solicitud' }).click();

    // Búsqueda de cliente: empty, then a bad CURP, then the client.
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expectAlerts(page, ['* Campo obligatorio']);
    await page.getByLabel('Dato del cliente').fill('GODE56');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expectAlerts(page, ['El CURP debe de ser de 18 caracteres']);
    await page.getByLabel('Dato del cliente').fill(CLIENT.curp);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page.getByText('Cliente encontrado')).toBeVisible();
    await screenshot(page, 'desktop', 'busqueda-cliente');
    await page.getByRole('button', { name: 'Iniciar nueva solicitud' }).click();

    // Nuevo cliente: the search's data arrives prefilled (nothing typed twice).
    await page.waitForURL('**/newClient');
    await expect(page.getByRole('textbox', { name: 'CURP' })).toHaveValue(CLIENT.curp);
    await expect(page.getByRole('textbox', { name: 'RFC' })).toHaveValue(CLIENT.rfc);
    await screenshot(page, 'desktop', 'nuevo-cliente');
    await page.getByRole('button', { name: 'Crear folio y cotizar' }).click();
    await page.waitForURL('**/folio/*/quoter');
    folio = decodeURIComponent(new URL(page.url()).pathname.split('/')[2]);
    expect(folio.length).toBeGreaterThan(0);

    // Cotizador: empty shows the placeholder rule, a bad amount its message.
    await page.getByRole('button', { name: 'Cotizar' }).click();
    await expectAlerts(page, ['Selecciona']);
    await chooseSepAgreement(page);
    await page.getByLabel('Capacidad de pago mensual').fill('abc');
    await page.getByRole('button', { name: 'Cotizar' }).click();
    await expect(page.getByRole('alert'), 'a bad payment capacity shows a message').not.toHaveCount(
      0,
    );
    await expect(page.getByLabel('Sucursal'), 'nothing chosen is lost').toHaveValue('SUC-0101');
    await page.getByLabel('Capacidad de pago mensual').fill('3500');
    await screenshot(page, 'desktop', 'cotizador');
    await page.getByRole('button', { name: 'Cotizar' }).click();

    // Resultado de cotización.
    await page.waitForURL('**/quoterResult?**');
    await expect(page.getByRole('button', { name: 'Elegir esta oferta' }).first()).toBeVisible();
    await screenshot(page, 'desktop', 'resultado-cotizacion');
    await page.getByRole('button', { name: 'Elegir esta oferta' }).first().click();

    // Datos de contacto.
    await page.waitForURL('**/datos-de-contacto?**');
    await page.getByLabel('Celular (10 dígitos)').waitFor();
    await page.getByLabel('Celular (10 dígitos)').fill('');
    await saveAndContinue(page);
    await expectAlerts(page, ['* Campo obligatorio']);
    await page.getByLabel('Celular (10 dígitos)').fill('55123');
    await page.getByLabel('Correo electrónico (opcional)').fill('emma@');
    await saveAndContinue(page);
    await expectAlerts(page, ['Ingresar 10 dígitos', 'Formato de correo incorrecto']);
    await page.getByLabel('Celular (10 dígitos)').fill(CLIENT.phone);
    await page.getByLabel('Correo electrónico (opcional)').fill('emma.gomez@example.mx');
    await screenshot(page, 'desktop', 'datos-de-contacto');
    await saveAndContinue(page);

    // Liquidación de créditos: Emma has none.
    await page.waitForURL('**/liquidacion-de-creditos?**');
    await expect(page.getByText('El cliente no tiene créditos por liquidar.')).toBeVisible();
    await screenshot(page, 'desktop', 'liquidacion-de-creditos');
    await saveAndContinue(page);

    // Depósito: method 6 and bank 012 come chosen; the CLABE is checked.
    await page.waitForURL('**/deposito-particulares?**');
    await page.getByLabel('Clave del banco').waitFor();
    await expect(page.getByLabel('Clave del banco')).toHaveValue('012');
    await page.getByLabel('Depósito a cuenta').check();
    await page.getByLabel('CLABE', { exact: true }).check();
    await page.getByLabel('CLABE interbancaria (18 dígitos)').fill('');
    await saveAndContinue(page);
    await expectAlerts(page, ['* Ingresar 18 dígitos']);
    await page.getByLabel('CLABE interbancaria (18 dígitos)').fill('0121800012');
    await saveAndContinue(page);
    await expectAlerts(page, ['* Ingresar 18 dígitos']);
    await page.getByLabel('CLABE interbancaria (18 dígitos)').fill(clabe('01218000123456789'));
    await screenshot(page, 'desktop', 'deposito-particulares');
    await saveAndContinue(page);

    // Referencias.
    await page.waitForURL('**/referencia?**');
    await page.locator('#ref1-names').waitFor();
    await saveAndContinue(page);
    await expectAlerts(page, ['* Campo obligatorio']);
    const refs = [
      ['ref1', 'Ana', 'López', '5587654321', 'Familiar'],
      ['ref2', 'Jorge', 'Martínez', '5576543210', 'Amistad'],
    ];
    for (const [k, names, last] of refs) {
      await page.locator(`#${k}-names`).fill(names);
      await page.locator(`#${k}-firstLastName`).fill(last);
      await page.locator(`#${k}-phone`).fill('123');
    }
    await saveAndContinue(page);
    await expectAlerts(page, ['Ingresar 10 dígitos']);
    await expect(page.locator('#ref1-names'), 'typed names are kept').toHaveValue('Ana');
    for (const [k, , , phone, relation] of refs) {
      await page.locator(`#${k}-phone`).fill(phone);
      await page.locator(`#${k}-relationship`).selectOption({ label: relation });
    }
    await screenshot(page, 'desktop', 'referencia');
    await saveAndContinue(page);

    // Datos generales (INE data).
    await page.waitForURL('**/datos-generales');
    await page.getByLabel('Clave de elector').waitFor();
    await saveAndContinue(page);
    await expectAlerts(page, ['* Campo obligatorio']);
    await page.getByLabel('Clave de elector').fill('GMDZEM56');
    await saveAndContinue(page);
    await expectAlerts(page, ['La clave del Elector no es valida']);
    await page.getByLabel('Clave de elector').fill('GMDZEM56123109M800');
    await page.getByLabel('OCR (13 dígitos, reverso de la INE)').fill('1234567890123');
    await page.getByLabel('Año de vigencia de la INE').fill('2031');
    await page.getByLabel('Número de emisión de la INE (2 dígitos)').fill('01');
    await screenshot(page, 'desktop', 'datos-generales');
    await saveAndContinue(page);

    // Datos laborales.
    await page.waitForURL('**/datos-laborales');
    await page.getByLabel('Institución donde cotiza').waitFor();
    await saveAndContinue(page);
    await expectAlerts(page, ['Selecciona']);
    await page.getByLabel('Institución donde cotiza').selectOption({ label: 'ISSSTE' });
    await page.getByLabel('Tipo de empleado').selectOption({ label: 'Trabajador activo' });
    await page.getByLabel('Tipo de contrato').selectOption({ label: 'Base' });
    await page.getByLabel('Número de empleado o de pensión').fill('4471203');
    // The employment date comes from the calendar, by keyboard only (docs/requirements.md §9).
    const fecha = page.locator('#fechaTrabajo');
    await fecha.focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Abrir calendario' })).toBeFocused();
    await page.keyboard.press('Enter');
    // It opens on the chosen year (ten years back by default) with the focus on it.
    const years = page.getByRole('group', { name: 'Elige el año' });
    const opened = Number(await years.locator('button:focus').innerText());
    expect(opened).toBeGreaterThan(2000);
    for (let y = opened; y !== 2015; y += y > 2015 ? -1 : 1) {
      await page.keyboard.press(y > 2015 ? 'ArrowLeft' : 'ArrowRight');
    }
    await expect(years.getByRole('button', { name: '2015' })).toBeFocused();
    await screenshot(page, 'desktop', 'calendario-anios');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'enero' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('button', { name: '1 de febrero de 2015', exact: true }),
    ).toBeFocused();
    await screenshot(page, 'desktop', 'calendario-dias');
    await page.keyboard.press('Enter');
    await expect(fecha).toHaveValue('01/02/2015');
    await expect(fecha).toBeFocused();
    await page.getByLabel('Ingreso mensual').fill('18500');
    await screenshot(page, 'desktop', 'datos-laborales');
    await saveAndContinue(page);

    // Documentos: both sides required, JPG/JPEG only, then upload and send the link.
    await page.waitForURL('**/validaciones?**');
    await page.locator('#ineFront').waitFor();
    await expect(
      page.getByRole('button', { name: 'Enviar liga al cliente' }),
      'no link before both INE sides are uploaded',
    ).toBeDisabled();
    await page.getByRole('button', { name: 'Subir documentos' }).click();
    await expectAlerts(page, ['Adjunta el documento']);
    await page.locator('#ineFront').setInputFiles({
      name: 'ine-frente.png',
      mimeType: 'image/png',
      buffer: Buffer.from('89504e470d0a1a0a', 'hex'),
    });
    await page.locator('#ineBack').setInputFiles(tinyJpeg('ine-reverso.jpg'));
    await page.getByRole('button', { name: 'Subir documentos' }).click();
    await expectAlerts(page, ['Solo se permiten archivos JPG o JPEG']);
    await page.locator('#ineFront').setInputFiles(tinyJpeg('ine-frente.jpg'));
    await page.getByRole('button', { name: 'Subir documentos' }).click();
    await expect(page.getByText('Cargado').first()).toBeVisible();
    await screenshot(page, 'desktop', 'documentos');
    const sentAt = Date.now();
    await page.getByRole('button', { name: 'Enviar liga al cliente' }).click();
    await expect(
      page.getByText('Liga enviada. El cliente recibirá un SMS para continuar su solicitud.'),
    ).toBeVisible();
    await page.waitForURL('**/solicitudes-en-proceso');
    await screenshot(page, 'desktop', 'liga-enviada');

    // The outbox has the SMS with the link, on /smsTest too.
    const sms = (await readOutbox(CLIENT.phone)).find((m) =>
      /\/folio\/[^/\s]+\/bienvenida/.test(m.text ?? m.body ?? m.message ?? ''),
    );
    expect(sms, 'an SMS with the customer link reached the outbox').toBeTruthy();
    const text = sms.text ?? sms.body ?? sms.message;
    link = text.match(/https?:\/\/\S+\/folio\/[^/\s]+\/bienvenida\S*/)[0];
    await page.goto('/smsTest');
    await expect(page.getByRole('link', { name: link }).first()).toBeVisible();
    await screenshot(page, 'desktop', 'sms-test');
    expect(Date.now() - sentAt).toBeLessThan(60_000);
  });

  test('journeys 2 and 3: the customer finishes on a phone while the promoter list follows live', async ({
    promotor1: watcher,
    customer,
  }) => {
    expect(link, 'journey 1 sent a link').toBeTruthy();
    // On Solicitudes en proceso, never reloaded from here on.
    await watcher.goto('/solicitudes-en-proceso');
    const row = watcher.locator(`tr[data-folio="${folio}"]`);
    await screenshot(watcher, 'desktop', 'solicitudes-en-proceso');
    await expect(row.filter({ hasText: statusLabel('waitingProcessCustomer') })).toBeVisible();
    await watcher.evaluate(() => {
      globalThis.__e2eNoReload = true;
    });
    const page = await customer();
    // The page as the phone was served it, then the other kinds of response Hosting sends.
    const served = (await page.goto(link)).headers();
    expect(served['x-frame-options']).toBe('DENY');
    expect(served['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const linkPath = new URL(link).pathname;
    const asset = await page
      .locator('script[type="module"][src^="/assets/"]')
      .first()
      .getAttribute('src');
    for (const [path, cache] of [
      [linkPath, 'no-cache'],
      ['/login', 'no-cache'],
      [asset, 'public, max-age=31536000, immutable'],
      ['/api/no-such-endpoint', 'no-store'],
    ]) {
      await expectHostingHeaders(page.request, path, cache);
    }

    // The HTML carries the build's script policy: 'self' and its own inline scripts' hashes
    // (docs/adr/0046-hosting-headers.md, amendment), so only those run.
    const html = await (await page.request.get(linkPath)).text();
    expect(html).toMatch(
      /<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-/,
    );

    // Bienvenida. Once the session is open the link's credential leaves the address, replaced
    // by the link id (docs/adr/0030-link-credential-and-staff-revocation.md, amendment).
    await expect(page.getByRole('heading', { name: /Bienvenida/ }).first()).toBeVisible();
    await page.waitForURL(/\/folio\/[0-9a-f]{32}\/bienvenida$/);
    expect(page.url()).not.toContain(linkPath.split('/')[2]);
    await expect(page.getByText(/Paso 1 de \d+/).first()).toBeVisible();
    await expect(page).toHaveTitle(/Paso 1 de \d+/, { timeout: 5000 });
    await screenshot(page, 'phone', 'bienvenida');
    await page.getByRole('button', { name: 'Comenzar' }).click();

    // Consentimiento INE: refused without the checkbox.
    await page.waitForURL('**/consentimiento-ine');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(
      page.getByRole('alert'),
      'consent without the checkbox shows a message',
    ).not.toHaveCount(0);
    await screenshot(page, 'phone', 'consentimiento-ine');
    await page.getByLabel('Acepto que se verifique mi INE').check();
    const seen = await outboxIds(CLIENT.phone);
    await page.getByRole('button', { name: 'Continuar' }).click();

    // Verificación OTP: a wrong code first, then the SMS's code.
    await page.waitForURL('**/verification-otp');
    const otp = await waitForOtp(CLIENT.phone, seen);
    await page.getByLabel('Código de verificación').fill(otp === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verificar código' }).click();
    await expect(page.getByRole('alert'), 'a wrong code shows a message').not.toHaveCount(0);
    await page.getByLabel('Código de verificación').fill(otp);
    await screenshot(page, 'phone', 'verification-otp');
    await page.getByRole('button', { name: 'Verificar código' }).click();

    // Cuestionario de identificación: empty first, then Emma's answers (CURP GODE561231…).
    await page.waitForURL('**/cuestionario-de-identificacion');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('alert'), 'an empty questionnaire shows messages').not.toHaveCount(
      0,
    );
    await page.getByLabel('Día').selectOption('31');
    await page.getByLabel('Mes').selectOption({ label: 'diciembre' });
    await page.getByLabel('Año').selectOption('1956');
    await page.getByLabel('¿Cuál es tu primer apellido?').fill('Gómez');
    await screenshot(page, 'phone', 'cuestionario-de-identificacion');
    await page.getByRole('button', { name: 'Continuar' }).click();

    await page.waitForURL('**/recomendaciones');
    await expect(page.getByRole('button', { name: 'Estoy listo' })).toBeVisible();
    await screenshot(page, 'phone', 'recomendaciones');
    await page.getByRole('button', { name: 'Estoy listo' }).click();

    // Prueba de vida: the upload fallback of the camera capture.
    await page.waitForURL('**/prueba-de-vida');
    await page.getByLabel('Foto de tu rostro (JPG)').setInputFiles(tinyJpeg('rostro.jpg'));
    await screenshot(page, 'phone', 'prueba-de-vida');
    await page.getByRole('button', { name: 'Enviar prueba de vida' }).click();

    // Validación biométrica: the folio moves to bioprocess and, with the provider's ACEPTADO, on.
    await page.waitForURL('**/validacion-biometrica');
    await page
      .getByLabel('Foto de tu rostro (JPG)')
      .setInputFiles(tinyJpeg('rostro-biometrico.jpg'));
    await screenshot(page, 'phone', 'validacion-biometrica');
    await page.getByRole('button', { name: 'Enviar validación' }).click();
    const seenStatuses = await followStatuses(
      watcher,
      folio,
      ['bioprocess', 'fileValidation'],
      30_000,
    );
    const history = await sdkRead(watcher, `requestHistory/${folio}`);
    expect(history.ok, JSON.stringify(history)).toBe(true);
    const changes = Object.values(history.value ?? {});
    for (const { status, at } of seenStatuses) {
      const change = changes.find((c) => c.to === status && c.from !== c.to); // a status move, not a write within it
      expect(change, `requestHistory has the change to ${status}`).toBeTruthy();
      const lag = at - change.at;
      expect(lag, `the promoter list showed ${status} ${lag} ms after the change`).toBeLessThan(
        1000,
      );
    }

    await page.waitForURL('**/confirmacion');
    await expect(
      page.getByText('¡Listo! Tu información fue enviada.', { exact: false }),
    ).toBeVisible();
    await screenshot(page, 'phone', 'confirmacion');
    await dump(page);
    expect(
      await watcher.evaluate(() => globalThis.__e2eNoReload),
      'the promoter page never reloaded',
    ).toBe(true);
  });

  test('journey 5: promotor2 never sees promotor1 folio, in the UI or through the SDK', async ({
    promotor1,
    promotor2: page,
  }) => {
    expect(folio, 'journey 1 created a folio').toBeTruthy();
    for (const list of [
      'Solicitudes en captura',
      'Solicitudes en proceso',
      'Solicitudes finalizadas',
    ]) {
      await page.goto('/home');
      await page.getByRole('link', { name: list }).click();
      await expect(page.getByRole('heading', { name: list })).toBeVisible();
      // Counted once the list has loaded: its live region is no longer busy.
      await expect(page.locator('[aria-busy]').first()).toHaveAttribute('aria-busy', 'false');
      expect(await page.getByText(folio).count(), `${list} shows ${folio}`).toBe(0);
    }
    await screenshot(page, 'desktop', 'solicitudes-promotor2');
    const direct = await sdkRead(page, `requests/${folio}`);
    expect(direct.uid).toBe('bp:1000000002');
    expect(direct.ok, JSON.stringify(direct)).toBe(false);
    expect(direct.message).toMatch(/permission.denied/i);
    const byOwner = await sdkRead(page, 'requests', {
      child: 'currentPromoterBpId',
      value: '1000000001',
    });
    expect(byOwner.ok, JSON.stringify(byOwner)).toBe(false);
    expect(byOwner.message).toMatch(/permission.denied/i);
    // The same read as the owner succeeds: the denial is about who asks.
    const own = await sdkRead(promotor1, `requests/${folio}`);
    expect(own.ok, JSON.stringify(own)).toBe(true);
    expect(own.value.currentPromoterBpId).toBe('1000000001');
  });
});
