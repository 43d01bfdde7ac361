// Folio creation cleared by the functions (docs/adr/0055-folio-creation-cleared-by-the-functions.md):
// a UIF-listed CURP gets no folio even when the search's modal is bypassed, through the page or
// straight through the database; a client with a folio in flight shows it at search (status,
// branch, id, age) and a second folio is refused until the admin of the promoter's branch allows
// the exception from the validations queue, which goes to the trail of the folio in the way.
import { URL } from 'node:url';

import { databaseURL, screenshot } from '../fixtures.mjs';
import { EMMA, startFolio } from '../flows.mjs';
import { owner, until } from '../monitor.mjs';
import { expect, test } from '../test.mjs';

const DB = databaseURL;
const NS = 'demo-oppnp-default-rtdb';
const LISTED = 'SAVR580214HDFNGB05';
const UIF_TEXT =
  'El cliente no es elegible para un crédito. Se enviará un correo al área de cumplimiento con los datos de la búsqueda.';
const ROSA = { curp: 'FUAR570402MVZNGS08' };

/** The signed-in user's Firebase ID token, as the SDK keeps it (browserLocalPersistence). */
function idToken(page) {
  return page.evaluate(() => {
    const key = Object.keys(globalThis.localStorage).find((k) =>
      k.startsWith('firebase:authUser:'),
    );
    return key
      ? JSON.parse(globalThis.localStorage.getItem(key)).stsTokenManager.accessToken
      : null;
  });
}

/** A REST write to the database as that user: what a script with the SDK can do. */
async function writeAs(token, method, dbPath, body) {
  const res = await globalThis.fetch(`${DB}/${dbPath}.json?ns=${NS}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return res.status;
}

test.describe('UIF and duplicate folios, checked by the server', () => {
  test('a UIF-listed CURP gets no folio, through the page or the database', async ({
    promotor1: page,
  }) => {
    // The search stops a listed client with SPEC's modal, and offers no start.
    await page.getByRole('link', { name: 'Nueva solicitud' }).click();
    await page.getByLabel('Dato del cliente').fill(LISTED);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByRole('dialog', { name: 'Cliente no elegible' }).waitFor();
    await expect(page.getByRole('dialog').getByText(UIF_TEXT)).toBeVisible();
    await screenshot(page, 'desktop', 'uif-busqueda-modal');
    await page.getByRole('button', { name: 'Aceptar' }).click();

    // The modal bypassed: another client's start, the CURP typed over. The functions refuse.
    await page.getByLabel('Dato del cliente').fill(EMMA.curp);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByText('Cliente encontrado').first().waitFor();
    await page.getByRole('button', { name: 'Iniciar nueva solicitud' }).click();
    await page.waitForURL('**/newClient');
    await page.getByRole('textbox', { name: 'CURP' }).fill(LISTED);
    await page.getByRole('button', { name: 'Crear folio y cotizar' }).click();
    await expect(page.getByText(UIF_TEXT).first()).toBeVisible();
    await expect(page).toHaveURL(/\/newClient$/);
    await screenshot(page, 'desktop', 'uif-nuevo-cliente-rechazado');

    // Straight to the database with the promoter's own token: no clearance, no folio.
    const token = await idToken(page);
    expect(token).toBeTruthy();
    const folio = {
      id: 'E2E-UIF-BYPASS',
      uuid: '',
      status: 'quoter',
      currentPromoterBpId: '1000000001',
      curp: LISTED,
      uif: { checkedAt: Date.now() },
      createdAt: { '.sv': 'timestamp' },
      createdBy: 'bp:1000000001',
      lastUpdateAt: { '.sv': 'timestamp' },
      lastUpdateBy: 'bp:1000000001',
    };
    expect(await writeAs(token, 'PUT', 'requests/E2E-UIF-BYPASS', folio)).not.toBe(200);
    expect(
      await writeAs(token, 'PUT', 'uifClearance/E2E-UIF-BYPASS', {
        curp: LISTED,
        at: 1,
        expiresAt: 4102444800000,
      }),
    ).not.toBe(200);
    expect(await owner('GET', 'requests/E2E-UIF-BYPASS')).toBeNull();
  });

  test('a duplicate is shown, refused, allowed by the branch admin and traced', async ({
    promotor1,
    promotor2,
    gerente1,
  }) => {
    const first = await startFolio(promotor1, ROSA);

    // promotor2 (another branch) sees that folio at search: id, status, branch, age only.
    await promotor2.getByRole('link', { name: 'Nueva solicitud' }).click();
    await promotor2.getByLabel('Dato del cliente').fill(ROSA.curp);
    await promotor2.getByRole('button', { name: 'Buscar' }).click();
    const notice = promotor2.getByRole('region', {
      name: 'Este cliente ya tiene solicitudes en curso',
    });
    await notice.waitFor();
    await expect(notice).toContainText(`Folio ${first}`);
    await expect(notice).toContainText('Cotizador');
    await screenshot(promotor2, 'desktop', 'duplicado-busqueda');

    // Creating it anyway: refused, with the folio in the way named.
    await promotor2.getByRole('button', { name: 'Iniciar nueva solicitud' }).click();
    await promotor2.waitForURL('**/newClient');
    await promotor2.getByRole('button', { name: 'Crear folio y cotizar' }).click();
    await expect(promotor2.getByText(`folio ${first}, estatus Cotizador`).first()).toBeVisible();
    await expect(promotor2).toHaveURL(/\/newClient$/);
    await screenshot(promotor2, 'desktop', 'duplicado-rechazado');

    // gerente1 (admin of promotor2's branch) sees it on the validations queue and allows it.
    await gerente1.goto('/validaciones');
    const queue = gerente1.getByRole('region', { name: /Solicitudes duplicadas/ });
    await queue.waitFor();
    const row = queue.getByRole('row').filter({ hasText: ROSA.curp });
    await expect(row).toContainText('1000000002');
    await expect(queue).toContainText('1 duplicada por autorizar');
    await screenshot(gerente1, 'desktop', 'duplicados-cola');
    await row.getByRole('button', { name: 'Autorizar excepción' }).click();
    await expect(row).toContainText('Excepción autorizada');
    await screenshot(gerente1, 'desktop', 'duplicado-autorizado');

    // The exception is in the trail of the folio in the way.
    const trail = await owner('GET', `requestHistory/${first}`);
    const entry = Object.values(trail ?? {}).find((e) => e.by === 'bp:2000000001');
    expect(entry?.reason).toContain('promotor 1000000002');

    // promotor2 starts the folio now, once; it keeps who allowed it.
    await promotor2.getByRole('button', { name: 'Crear folio y cotizar' }).click();
    await promotor2.waitForURL('**/folio/*/quoter');
    const second = decodeURIComponent(new URL(promotor2.url()).pathname.split('/')[2]);
    expect(second).not.toBe(first);
    expect(await owner('GET', `requests/${second}/uif/exceptionBy`)).toBe('bp:2000000001');
    await until("the exception in the new folio's trail", async () =>
      Object.values((await owner('GET', `requestHistory/${second}`)) ?? {}).some((e) =>
        JSON.stringify(e.changes?.['uif|exceptionBy'] ?? '').includes('bp:2000000001'),
      ),
    );
    await screenshot(promotor2, 'desktop', 'duplicado-creado-con-excepcion');
  });
});
