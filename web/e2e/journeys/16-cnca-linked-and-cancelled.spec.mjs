// Journey 16: the CNCA process past the SIPRE discharge. A discharge (here
// partial, E0005: the persona keeps a credit SIPRE refuses, so the journey
// can run again) leads to the client's loan request: the functions create it and
// the folio moves to E0006, "Mis solicitudes de baja" shows the whole process
// and continues the request on its capture step. A folio not yet discharged
// is cancelled from the list (E0009) and shows where it stopped.
import { mexicoAt, newCncaFolio, PERSONAS, resetClock } from '../cnca.mjs';
import { screenshot } from '../fixtures.mjs';
import { sdkRead } from '../sdk-probe.mjs';
import { expect, test } from '../test.mjs';

const row = (page, folio) => page.locator(`tr[data-folio="${folio}"]`);

test.describe('journey 16: CNCA linked request (E0006) and cancel (E0009)', () => {
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async () => {
    await mexicoAt(10, 0);
  });
  test.afterAll(async () => {
    await resetClock();
  });

  test('a discharge leads to the loan request: E0005 → E0006, continued from the list', async ({
    promotor1: page,
  }) => {
    const folio = await newCncaFolio(page, PERSONAS.parcial);
    await page.getByTestId('cnca-code').filter({ hasText: 'E0002 · Por solicitar baja' }).waitFor();
    await page.getByRole('button', { name: 'Solicitar baja en SIPRE' }).click();
    await page.waitForURL(/\/baja-exitosa-parcial$/);
    await page
      .getByTestId('cnca-code')
      .filter({ hasText: 'E0005 · Baja exitosa parcial' })
      .waitFor();

    // From the discharge page: the client's loan request.
    const link = page.getByRole('region', { name: 'Crear solicitud de crédito' });
    await link.getByRole('button', { name: 'Crear solicitud de crédito' }).click();
    await page.getByText(`Se creó la solicitud de crédito ${folio}-S.`).waitFor();
    await page
      .getByTestId('cnca-code')
      .filter({ hasText: 'E0006 · Solicitud en proceso' })
      .waitFor();
    await screenshot(page, 'desktop', 'cnca-solicitud-vinculada');

    // The new request carries the CNCA folio's client and offer, at the contact-data step.
    const req = await sdkRead(page, `requests/${folio}-S`);
    expect(req.ok, JSON.stringify(req)).toBe(true);
    expect(req.value.status).toBe('contactInformation');
    expect(req.value.cncaFolio).toBe(folio);
    expect(req.value.curp).toBe(PERSONAS.parcial);
    expect(req.value.offer?.quoter?.amount).toBeGreaterThan(0);

    // Mis solicitudes de baja: the whole process, the linked request and the way on.
    await page.getByRole('link', { name: 'Ir a Mis solicitudes de baja' }).first().click();
    await page.getByRole('heading', { name: 'Mis solicitudes de baja' }).waitFor();
    const r = row(page, folio);
    await r.getByTestId('cnca-code').filter({ hasText: 'E0006 · Solicitud en proceso' }).waitFor();
    await expect(
      r.getByRole('list', { name: `Proceso CNCA-${folio}` }).getByRole('listitem'),
    ).toHaveText(
      [
        'Validación biométrica (completado)',
        'Baja en SIPRE (completado)',
        'Solicitud de crédito (en curso)',
        'Vinculada a solicitud (pendiente)',
      ],
      { useInnerText: true },
    );
    await expect(
      r.getByRole('button', { name: `Cancelar: ${folio}` }),
      'a linked folio is not cancelled',
    ).toHaveCount(0);
    await r.getByText('Estatus de la solicitud: Datos de contacto').waitFor();
    await screenshot(page, 'desktop', 'cnca-mis-solicitudes-proceso');
    await r.getByRole('link', { name: `Continuar solicitud ${folio}-S` }).click();
    await page.waitForURL(/\/datos-de-contacto\?folio=/);
    expect(decodeURIComponent(page.url())).toMatch(new RegExp(`folio=${folio}-S$`));
  });

  test('a folio waiting for its discharge is cancelled from the list: E0002 → E0009', async ({
    promotor1: page,
  }) => {
    const folio = await newCncaFolio(page, PERSONAS.parcial);
    await page.getByTestId('cnca-code').filter({ hasText: 'E0002 · Por solicitar baja' }).waitFor();
    await page.goto('/cnca/solicitudes');
    const r = row(page, folio);
    await r.getByTestId('cnca-code').filter({ hasText: 'E0002' }).waitFor();
    await r.getByRole('button', { name: `Cancelar: ${folio}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancelar solicitud de baja' });
    await dialog.waitFor();
    await screenshot(page, 'desktop', 'cnca-cancelar-confirmacion');
    await dialog.getByRole('button', { name: 'Sí, cancelar' }).click();
    await page.getByText('La solicitud de baja fue cancelada.').waitFor();
    await r.getByTestId('cnca-code').filter({ hasText: 'E0009 · Cancelada' }).waitFor();
    await expect(
      r.getByRole('list', { name: `Proceso CNCA-${folio}` }).getByRole('listitem'),
    ).toHaveText(
      [
        'Validación biométrica (completado)',
        'Baja en SIPRE (detenido)',
        'Solicitud de crédito (pendiente)',
        'Vinculada a solicitud (pendiente)',
      ],
      { useInnerText: true },
    );
    await expect(r.getByRole('link'), 'a cancelled folio offers nothing').toHaveCount(0);
    await expect(r.getByRole('button'), 'a cancelled folio offers nothing').toHaveCount(0);
    await screenshot(page, 'desktop', 'cnca-cancelada');
  });
});
