// Journey 18: the former placeholder routes do their job (docs/routes.md):
// búsqueda positiva shows the found client with its eligibility and credits
// and leads to the client's page; the read-once in-process list counts per
// status and refreshes; /testing and /testing/twilio work without login.
import { screenshot } from '../fixtures.mjs';
import { expect, test } from '../test.mjs';

test.describe('journey 18: client pages and test pages', () => {
  test('búsqueda positiva → the client page, with eligibility, credits and folios', async ({
    promotor1: page,
  }) => {
    await page.goto('/busqueda-positiva?curp=torl550910mjcrms02');
    await page.getByRole('heading', { name: 'Búsqueda positiva' }).waitFor();
    await page.getByText('María Luisa Torres Ramírez').waitFor();
    await expect(page.getByTestId('client-bulletin')).toHaveText('Sí', { useInnerText: true });
    await page.getByRole('alert').filter({ hasText: 'Cliente boletinado.' }).waitFor();
    await page.getByRole('table', { name: 'Créditos del cliente' }).waitFor();
    await screenshot(page, 'desktop', 'busqueda-positiva');
    await page.getByRole('link', { name: 'Ver ficha del cliente' }).click();
    await page.waitForURL('**/client/3000000002');
    await page.getByRole('heading', { name: 'Cliente', exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Solicitudes del cliente' }).waitFor();
    await page.getByText('TORL550910MJCRMS02').first().waitFor();
    await screenshot(page, 'desktop', 'ficha-cliente');

    await page.goto('/busqueda-positiva?curp=PEPJ800101HDFRRN09');
    await page
      .getByRole('alert')
      .filter({ hasText: 'No encontramos un cliente con ese dato.' })
      .waitFor();
  });

  test('the former in-process list is read once, counted per status, and refreshed', async ({
    gerente1: page,
  }) => {
    await page.goto('/solicitudes-en-proceso-old');
    await page.getByRole('heading', { name: 'Solicitudes en proceso (anterior)' }).waitFor();
    await page.getByRole('table', { name: 'Solicitudes por estatus' }).waitFor();
    await page.getByText(/Consultada a las/).waitFor();
    await screenshot(page, 'desktop', 'solicitudes-en-proceso-old');
    await page.getByRole('button', { name: 'Actualizar' }).click();
    await page.getByText(/Consultada a las/).waitFor();
  });

  test('/testing shows the diagnostics without login and checks the gateway, functions, database and Auth', async ({
    page,
  }) => {
    await page.goto('/testing');
    await page.getByRole('heading', { name: 'Pruebas' }).waitFor();
    await page.getByText('Identificador del dispositivo').waitFor();
    await page
      .locator('tr[data-key="video_sdk_url"]')
      .filter({ hasText: '/video/sdk.js' })
      .waitFor();
    await page.getByRole('button', { name: 'Probar conectividad' }).click();
    const reach = page.getByRole('status').filter({ hasText: 'Gateway del otorgante' });
    await reach.waitFor();
    await expect(reach).toHaveText(/Gateway del otorgante\s*Responde/, { useInnerText: true });
    for (const check of [
      'Funciones (estado del servicio)',
      'Base de datos en tiempo real',
      'Autenticación',
    ]) {
      await expect(reach, check).toContainText(
        new RegExp(`${check.replace(/[()]/g, '\\$&')}\\s*Responde`),
        {
          useInnerText: true,
        },
      );
    }
    await screenshot(page, 'desktop', 'testing');
    await expect(page, 'no login needed').toHaveURL(/\/testing$/);
  });

  test('/testing/twilio checks the phone, loads the video SDK and shows the camera', async ({
    customer,
  }) => {
    const page = await customer();
    await page.goto('/testing/twilio');
    await page.getByRole('heading', { name: 'Prueba de videollamada' }).waitFor();
    await page.getByRole('button', { name: 'Iniciar prueba' }).click();
    await page.getByText('Tu navegador y tus permisos están listos.').waitFor();
    await page.getByText('El componente de video cargó correctamente.').waitFor();
    await page.getByRole('button', { name: 'Probar mi cámara' }).click();
    await page.getByText('Tu cámara funciona.').waitFor();
    await screenshot(page, 'phone', 'testing-twilio');
  });
});
