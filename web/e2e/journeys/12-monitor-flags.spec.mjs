// Monitor and flags: the monitor pages need no login and show no personal datum unmasked; the board
// follows a folio live; the JSON update view offers only the allowed repairs, and it and the
// document viewer need a named operator's key, which the function checks and the trail records. Editing remoteconfig.template.json flips an access flag for the next login
// without restarting the suite, and a forged flag cookie opens the route but not the data.
import { baseURL, screenshot, staffContext } from '../fixtures.mjs';
import {
  moveFolio,
  OPERATOR,
  owner,
  recordTraffic,
  seedOperators,
  setAccessFlag,
  setWaitThresholds,
  until,
  uploadDocument,
} from '../monitor.mjs';
import { sdkWrite } from '../sdk-probe.mjs';
import { REMOTE_CONFIG_SETTLE_MS } from '../suite-knobs.mjs';
import { statusLabel, tinyJpeg } from '../steps.mjs';
import { expect, test } from '../test.mjs';

const ID = `MON-${Date.now()}`;
const CLIENT = {
  names: 'Rosalinda',
  firstLastName: 'Quintanar',
  secondLastName: 'Bermúdez',
  fullName: 'ROSALINDA QUINTANAR BERMÚDEZ',
  phone: '5544332211',
  email: 'rosalinda.quintanar@correo.mx',
  nss: '98765432109',
};
const CURP = 'QUBR800101MDFNRS09';
const RFC = 'QUBR800101AB1';
const SECRETS = [
  CURP,
  RFC,
  'QUBR800101',
  // Not even the initials or the CURP's first letters.
  'QUBR',
  'R*** Q***',
  CLIENT.phone,
  CLIENT.email,
  CLIENT.nss,
  'Rosalinda',
  'ROSALINDA',
  'Quintanar',
  'QUINTANAR',
  'Bermúdez',
  '1000000001',
  'rosalinda-ine',
];

function expectNoSecrets(where, text) {
  for (const s of SECRETS) expect(text, `${where} shows ${s}`).not.toContain(s);
}

test.describe('journey 12: monitor pages and access flags', () => {
  // One folio and one logged-out context for the file; a later test checks what every monitor
  // page of the earlier ones received.
  test.describe.configure({ mode: 'serial' });
  let monitor; // a context with no login
  const pages = [];

  test.beforeAll(async ({ browser }) => {
    await seedOperators();
    const gid = await uploadDocument(ID, tinyJpeg('rosalinda-ine.jpg'));
    await owner('PUT', `requests/${ID}`, {
      id: ID,
      status: 'biometricValidation',
      currentPromoterBpId: '1000000001',
      lastUpdateBy: 'functions',
      lastUpdateAt: { '.sv': 'timestamp' },
      curp: CURP,
      rfc: RFC,
      client: CLIENT,
      offer: {
        quoter: {
          agreement: { branch: { branchID: 'SUC-0101' } },
          amount: 38000,
          product: 'Pensionados IMSS',
        },
      },
      documents: {
        ineFront: {
          status: 'uploaded',
          gatewayId: gid,
          fileType: 'JPG',
          fileName: 'rosalinda-ine.jpg',
        },
        ineBack: { status: 'pending' },
      },
    });
    await until(
      'the folio in the projection',
      async () => (await owner('GET', `monitor/requests/${ID}`))?.status,
    );
    monitor = await staffContext(browser);
  });

  test.afterAll(async () => {
    await monitor?.close();
  });

  async function open(href) {
    const page = await monitor.newPage();
    const seen = recordTraffic(page);
    pages.push({ page, seen });
    await page.goto(href);
    return page;
  }

  test('the board follows the folio live, with Spanish labels and times in status', async () => {
    const page = await open('/monitor-solicitudes');
    await expect(page.getByRole('heading', { name: 'Monitor de solicitudes' })).toBeVisible();
    const row = (status) => page.locator(`tr[data-status="${status}"]`);
    // One DOM read: a row may vanish (count 0) between two locator calls.
    const count = (status) =>
      page.evaluate((s) => {
        const cell = globalThis.document.querySelector(
          `tr[data-status="${s}"] [data-cell="count"]`,
        );
        return cell ? Number(cell.textContent) : 0;
      }, status);
    await expect(row('biometricValidation')).toBeVisible();
    await expect(row('biometricValidation').getByRole('rowheader')).toHaveText(
      statusLabel('biometricValidation'),
    );
    const tool = await count('tool');
    const bv = await count('biometricValidation');
    await moveFolio(ID, 'tool');
    // No reload: the row of the new status appears and counts the folio.
    await until(
      'the board to count the folio in tool',
      async () => (await count('tool')) === tool + 1,
    );
    await until(
      'the board to drop it from biometricValidation',
      async () => (await count('biometricValidation')) === bv - 1,
    );
    await expect(row('tool').locator('[data-cell="maximum"]')).toHaveText(/\d+ (s|min)/);
    await screenshot(page, 'desktop', 'monitor-tablero');
    await moveFolio(ID, 'fileValidation');
    await until(
      'the board to follow to fileValidation',
      async () => (await count('tool')) === tool,
    );
    expectNoSecrets('the board', await page.content());
  });

  test('the board charts each status and marks one past its Remote Config threshold in words', async () => {
    // 0.05 min (3 s) in fileValidation, where the folio now waits: it is soon late.
    await setWaitThresholds({ fileValidation: 0.05, validation: 600 });
    const page = await open('/monitor-solicitudes');
    const late = page.locator('tr[data-status="fileValidation"][data-late="true"]');
    // This context's earlier pages fetched Remote Config moments ago, and the SDK serves its cache
    // for the dev fetch interval (5 s, lib/remote-config.ts): reload until the new values arrive.
    await expect(async () => {
      await page.reload();
      await expect(late).toBeVisible({ timeout: 4_000 });
    }).toPass({ timeout: 40_000 });
    await expect(late.locator('[data-cell="threshold"]')).toHaveText('3 s');
    await expect(late.locator('[data-cell="late"]')).toHaveText(/^⚠ \d+ con retraso$/);
    await expect(late.locator('[data-cell="median"]')).toHaveText(/\d+ (s|min)/);
    await expect(late.locator('[data-cell="p90"]')).toHaveText(/\d+ (s|min)/);
    await expect(page.getByTestId('monitor-late')).toHaveText(
      /solicitud(es)? supera(n)? el umbral de espera/,
    );
    // Both charts drew on their canvas, and each is an image named by its numbers.
    const counts = page.getByRole('img', { name: /^Gráfica de barras de solicitudes por estatus/ });
    const waits = page.getByRole('img', { name: /^Gráfica de barras del tiempo de espera/ });
    await expect(counts).toHaveAttribute(
      'aria-label',
      new RegExp(`${statusLabel('fileValidation')} \\d+, \\d+ con retraso`),
    );
    await expect(waits).toHaveAttribute('aria-label', /mediana .+, percentil 90 .+, máximo/);
    for (const canvas of [counts, waits]) {
      await until('the chart to draw', () =>
        canvas.evaluate((c) => {
          const { data } = c.getContext('2d').getImageData(0, 0, c.width, c.height);
          return c.width > 0 && data.some((v, i) => i % 4 === 3 && v > 0);
        }),
      );
    }
    await screenshot(page, 'desktop', 'monitor-graficas');
    expectNoSecrets('the board with charts', await page.content());
  });

  test('the detail shows masked fields and the status history', async () => {
    const page = await open(`/id/${ID}/monitor-solicitudes`);
    for (const text of ['******0001', 'SUC-0101', statusLabel('fileValidation')]) {
      await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
    }
    const timeline = page.getByRole('list', { name: 'Historial de estatus' });
    await expect(timeline.locator('li[data-to="tool"]')).toBeVisible();
    await expect(timeline.locator('li[data-to="fileValidation"]')).toBeVisible();
    expectNoSecrets('the detail', await page.content());
    await screenshot(page, 'desktop', 'monitor-detalle');
  });

  test('the update view offers only repairs, refuses a wrong key and records the named operator', async () => {
    const page = await open(`/id/${ID}/monitor-update`);
    const json = page.getByTestId('monitor-json');
    await expect(json.filter({ hasText: '"status": "fileValidation"' })).toBeVisible();
    // Validating the documents is the staff's decision, not a repair: nothing to apply.
    await expect(page.getByText(/no hay reparaciones permitidas/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Aplicar reparación' })).toHaveCount(0);
    // The biometric provider's answer never came: the one repair is manual review, never acceptance.
    await moveFolio(ID, 'bioprocess');
    await expect(json.filter({ hasText: '"status": "bioprocess"' })).toBeVisible();
    const repair = page.getByLabel('Reparación', { exact: true });
    await expect(repair.locator('option')).toHaveText([
      'Selecciona',
      `Enviar la biometría a revisión manual: pasa a ${statusLabel('biometricValidation')}`,
    ]);
    await page.getByRole('button', { name: 'Aplicar reparación' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Escribe tu clave de operador.' }),
    ).toBeVisible();
    await page.getByLabel('Clave de operador').fill(`${OPERATOR.id}.no-es-la-clave`);
    await repair.selectOption('biometricValidation');
    await page.getByLabel('Motivo').fill('Sin respuesta del proveedor biométrico');
    await page.getByRole('button', { name: 'Aplicar reparación' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'La clave de operador es incorrecta.' }),
    ).toBeVisible();
    expect(await owner('GET', `requests/${ID}/status`)).toBe('bioprocess');
    await screenshot(page, 'desktop', 'monitor-clave-incorrecta');

    await page.getByLabel('Clave de operador').fill(OPERATOR.key);
    await page.getByRole('button', { name: 'Aplicar reparación' }).click();
    await expect(
      page
        .getByTestId('monitor-update-result')
        .filter({ hasText: statusLabel('biometricValidation') }),
    ).toBeVisible();
    await expect(json.filter({ hasText: '"status": "biometricValidation"' })).toBeVisible();
    const history = await until('the operator in requestHistory', async () =>
      Object.values((await owner('GET', `requestHistory/${ID}`)) ?? {}).find(
        (h) => h.by === `operator:${OPERATOR.id}`,
      ),
    );
    expect(history.role).toBe('Operador');
    expect(history.name).toBe(OPERATOR.name);
    expect(history.reason).toBe('Sin respuesta del proveedor biométrico');
    expectNoSecrets('the update view', await page.content());
    expect(await page.content(), 'the public page names no operator').not.toContain(OPERATOR.name);
    await screenshot(page, 'desktop', 'monitor-actualizacion');
  });

  test('the document viewer lists statuses and shows the image only after the key', async () => {
    const page = await open(`/id/${ID}/view-document-monitor`);
    await expect(
      page.locator('li[data-document="ineBack"]').getByText('Sin archivo'),
    ).toBeVisible();
    const front = page.locator('li[data-document="ineFront"]');
    await expect(front.getByText('Cargado').first()).toBeVisible();
    expect(await page.getByRole('img').count()).toBe(0);
    await front.getByLabel('Clave de operador').fill(`${OPERATOR.id}.otra`);
    await front.getByRole('button', { name: 'Ver imagen' }).click();
    await expect(
      front.getByRole('alert').filter({ hasText: 'La clave de operador es incorrecta.' }),
    ).toBeVisible();
    expect(await page.getByRole('img').count()).toBe(0);
    await front.getByLabel('Clave de operador').fill(OPERATOR.key);
    await front.getByRole('button', { name: 'Ver imagen' }).click();
    const img = front.getByRole('img', { name: 'Imagen de INE (frente)' });
    await expect(img).toBeVisible();
    await expect(img).toHaveAttribute('src', /^data:image\/jpeg;base64,\/9j\//);
    await screenshot(page, 'desktop', 'monitor-documentos');
  });

  test('the older list shows the folio masked', async () => {
    const page = await open('/monitor-solicitudes-old');
    const row = page.locator(`tr[data-folio="${ID}"]`);
    await expect(row.getByText(statusLabel('biometricValidation'))).toBeVisible();
    expectNoSecrets('the older list', await page.content());
  });

  test('no monitor page received a personal datum unmasked, by HTTP or WebSocket', () => {
    const all = pages.flatMap((p) => p.seen);
    expect(
      all.some((t) => t.includes('******0001')),
      'the masked promoter never arrived: recorder broken',
    ).toBe(true);
    expectNoSecrets('the network', all.join('\n'));
  });

  test('editing the template file flips dev_cnca_access at the next login; a forged cookie gets no data', async ({
    loginAs,
  }) => {
    const FOLIO = `${ID}-CNCA`;
    const folio = {
      id: FOLIO,
      status: 'quoterResult',
      currentPromoterBpId: '1000000001',
      lastUpdateBy: 'functions',
      offer: { quoter: { agreement: { branch: { branchID: 'SUC-0101' } }, amount: 20000 } },
    };
    await owner('PUT', `requests/${FOLIO}`, { ...folio, lastUpdateAt: { '.sv': 'timestamp' } });
    // The promoter's own folio enters the CNCA process: the status and its stamps, as the SPA
    // updates them (the probe stamps lastUpdateAt).
    const toCnca = { status: 'internalCNCAProcess', lastUpdateBy: 'bp:1000000001' };
    const menuLinks = (page) =>
      page.getByRole('navigation', { name: 'Menú' }).getByRole('link').allInnerTexts();
    const loginUntil = async (wantCnca) => {
      for (let i = 0; ; i++) {
        const page = await loginAs('promotor1');
        const has = (await menuLinks(page)).includes('Traspaso interno (CNCA)');
        if (has === wantCnca) return page;
        await page.context().close();
        expect(i, `the CNCA menu stayed ${has ? 'on' : 'off'}`).toBeLessThan(10);
        await new Promise((r) => globalThis.setTimeout(r, REMOTE_CONFIG_SETTLE_MS));
      }
    };
    const on = await loginUntil(true);
    await on.context().close();

    setAccessFlag('dev_cnca_access', false); // a file edit, no restart
    const off = await loginUntil(false);
    // Forge the flag cookie: the route guard, which reads it, lets the page open...
    await off.context().addCookies([{ name: 'cnca_access', value: 'true', url: baseURL }]);
    await off.goto('/cnca/menu');
    await expect(off.getByRole('heading', { name: 'Menú CNCA' })).toBeVisible();
    // ...but the Firebase claims carry no flag, and the rules refuse the CNCA data.
    const denied = await sdkWrite(off, `requests/${FOLIO}`, toCnca, 'update');
    expect(denied.ok, JSON.stringify(denied)).toBe(false);
    expect(denied.code).toBe('PERMISSION_DENIED');
    expect(await owner('GET', `requests/${FOLIO}/status`)).toBe('quoterResult');
    await screenshot(off, 'desktop', 'cnca-cookie-falsificada');
    await off.context().close();

    setAccessFlag('dev_cnca_access', true);
    const back = await loginUntil(true);
    const allowed = await sdkWrite(back, `requests/${FOLIO}`, toCnca, 'update');
    expect(allowed.ok, JSON.stringify(allowed)).toBe(true);
    // The trigger opens the CNCA process: E0001, awaiting the biometric.
    await until(
      'the CNCA code',
      async () => (await owner('GET', `requests/${FOLIO}/cnca/code`)) === 'E0001',
    );
  });
});
