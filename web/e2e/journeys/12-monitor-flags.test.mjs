// Monitor and flags: the monitor pages need no login and show no personal datum unmasked; the board
// follows a folio live; the JSON update view and the document viewer need the operator key, which
// the function checks. Editing remoteconfig.template.json flips an access flag for the next login
// without restarting the suite, and a forged flag cookie opens the route but not the data.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import {
  launchBrowser,
  readTemplate,
  restoreTemplate,
  screenshot,
  staffContext,
  staffLogin,
} from '../fixtures.mjs';
import {
  moveFolio,
  OPERATOR_KEY,
  owner,
  recordTraffic,
  setAccessFlag,
  setWaitThresholds,
  until,
  uploadDocument,
} from '../monitor.mjs';
import { sdkWrite } from '../sdk-probe.mjs';
import { statusLabel, tinyJpeg } from '../steps.mjs';

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

function assertNoSecrets(where, text) {
  for (const s of SECRETS) assert.ok(!text.includes(s), `${where} shows ${s}`);
}

describe('journey 12: monitor pages and access flags', () => {
  let browser;
  let monitor; // a context with no login
  let original;
  const pages = [];

  before(async () => {
    original = readTemplate();
    browser = await launchBrowser();
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

  after(async () => {
    await monitor?.close();
    await browser?.close();
    restoreTemplate(original);
  });

  async function open(href) {
    const page = await monitor.newPage();
    const seen = recordTraffic(page);
    pages.push({ page, seen });
    await page.goto(href);
    return page;
  }

  it('the board follows the folio live, with Spanish labels and times in status', async () => {
    const page = await open('/monitor-solicitudes');
    await page.getByRole('heading', { name: 'Monitor de solicitudes' }).waitFor();
    const row = (status) => page.locator(`tr[data-status="${status}"]`);
    // One DOM read: a row may vanish (count 0) between two locator calls.
    const count = (status) =>
      page.evaluate((s) => {
        const cell = globalThis.document.querySelector(
          `tr[data-status="${s}"] [data-cell="count"]`,
        );
        return cell ? Number(cell.textContent) : 0;
      }, status);
    await row('biometricValidation').waitFor();
    assert.equal(
      await row('biometricValidation').getByRole('rowheader').innerText(),
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
    assert.match(await row('tool').locator('[data-cell="maximum"]').innerText(), /\d+ (s|min)/);
    await screenshot(page, 'desktop', 'monitor-tablero');
    await moveFolio(ID, 'fileValidation');
    await until(
      'the board to follow to fileValidation',
      async () => (await count('tool')) === tool,
    );
    assertNoSecrets('the board', await page.content());
  });

  it('the board charts each status and marks one past its Remote Config threshold in words', async () => {
    // 0.05 min (3 s) in fileValidation, where the folio now waits: it is soon late.
    await setWaitThresholds({ fileValidation: 0.05, validation: 600 });
    const page = await open('/monitor-solicitudes');
    const late = page.locator('tr[data-status="fileValidation"][data-late="true"]');
    await late.waitFor({ timeout: 15_000 });
    assert.equal(await late.locator('[data-cell="threshold"]').innerText(), '3 s');
    assert.match(await late.locator('[data-cell="late"]').innerText(), /^⚠ \d+ con retraso$/);
    assert.match(await late.locator('[data-cell="median"]').innerText(), /\d+ (s|min)/);
    assert.match(await late.locator('[data-cell="p90"]').innerText(), /\d+ (s|min)/);
    assert.match(
      await page.getByTestId('monitor-late').innerText(),
      /solicitud(es)? supera(n)? el umbral de espera/,
    );
    // Both charts drew on their canvas, and each is an image named by its numbers.
    const counts = page.getByRole('img', { name: /^Gráfica de barras de solicitudes por estatus/ });
    const waits = page.getByRole('img', { name: /^Gráfica de barras del tiempo de espera/ });
    await counts.waitFor();
    await waits.waitFor();
    assert.match(
      await counts.getAttribute('aria-label'),
      new RegExp(`${statusLabel('fileValidation')} \\d+, \\d+ con retraso`),
    );
    assert.match(await waits.getAttribute('aria-label'), /mediana .+, percentil 90 .+, máximo/);
    for (const canvas of [counts, waits]) {
      await until('the chart to draw', () =>
        canvas.evaluate((c) => {
          const { data } = c.getContext('2d').getImageData(0, 0, c.width, c.height);
          return c.width > 0 && data.some((v, i) => i % 4 === 3 && v > 0);
        }),
      );
    }
    await screenshot(page, 'desktop', 'monitor-graficas');
    assertNoSecrets('the board with charts', await page.content());
  });

  it('the detail shows masked fields and the status history', async () => {
    const page = await open(`/id/${ID}/monitor-solicitudes`);
    await page.getByText('R*** Q*** B***').waitFor();
    for (const text of ['QUBR******', '******0001', 'SUC-0101', statusLabel('fileValidation')]) {
      await page.getByText(text, { exact: true }).first().waitFor();
    }
    const timeline = page.getByRole('list', { name: 'Historial de estatus' });
    await timeline.locator('li[data-to="tool"]').waitFor();
    await timeline.locator('li[data-to="fileValidation"]').waitFor();
    assertNoSecrets('the detail', await page.content());
    await screenshot(page, 'desktop', 'monitor-detalle');
  });

  it('the update view refuses a wrong key and applies a lifecycle correction with the right one', async () => {
    const page = await open(`/id/${ID}/monitor-update`);
    const json = page.getByTestId('monitor-json');
    await json.filter({ hasText: '"status": "fileValidation"' }).waitFor();
    await page.getByRole('button', { name: 'Aplicar corrección' }).click();
    await page.getByRole('alert').filter({ hasText: 'Escribe la clave de operador.' }).waitFor();
    await page.getByLabel('Clave de operador').fill('no-es-la-clave');
    await page.getByLabel('Nuevo estatus').selectOption({ label: statusLabel('validation') });
    await page.getByLabel('Motivo').fill('Documentos revisados por el operador');
    await page.getByRole('button', { name: 'Aplicar corrección' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'La clave de operador es incorrecta.' })
      .waitFor();
    assert.equal(await owner('GET', `requests/${ID}/status`), 'fileValidation');
    await screenshot(page, 'desktop', 'monitor-clave-incorrecta');

    await page.getByLabel('Clave de operador').fill(OPERATOR_KEY);
    await page.getByRole('button', { name: 'Aplicar corrección' }).click();
    await page
      .getByTestId('monitor-update-result')
      .filter({ hasText: statusLabel('validation') })
      .waitFor();
    await json.filter({ hasText: '"status": "validation"' }).waitFor();
    const history = await until('the operator in requestHistory', async () =>
      Object.values((await owner('GET', `requestHistory/${ID}`)) ?? {}).find(
        (h) => h.by === 'operator',
      ),
    );
    assert.equal(history.role, 'Operador');
    assert.equal(history.reason, 'Documentos revisados por el operador');
    assertNoSecrets('the update view', await page.content());
    await screenshot(page, 'desktop', 'monitor-actualizacion');
  });

  it('the document viewer lists statuses and shows the image only after the key', async () => {
    const page = await open(`/id/${ID}/view-document-monitor`);
    await page.locator('li[data-document="ineBack"]').getByText('Sin archivo').waitFor();
    const front = page.locator('li[data-document="ineFront"]');
    await front.getByText('Cargado').first().waitFor();
    assert.equal(await page.getByRole('img').count(), 0);
    await front.getByLabel('Clave de operador').fill('otra');
    await front.getByRole('button', { name: 'Ver imagen' }).click();
    await front
      .getByRole('alert')
      .filter({ hasText: 'La clave de operador es incorrecta.' })
      .waitFor();
    assert.equal(await page.getByRole('img').count(), 0);
    await front.getByLabel('Clave de operador').fill(OPERATOR_KEY);
    await front.getByRole('button', { name: 'Ver imagen' }).click();
    const img = front.getByRole('img', { name: 'Imagen de INE (frente)' });
    await img.waitFor();
    assert.ok((await img.getAttribute('src')).startsWith('data:image/jpeg;base64,/9j/'));
    await screenshot(page, 'desktop', 'monitor-documentos');
  });

  it('the older list shows the folio masked', async () => {
    const page = await open('/monitor-solicitudes-old');
    const row = page.locator(`tr[data-folio="${ID}"]`);
    await row.getByText('R*** Q*** B***').waitFor();
    await row.getByText(statusLabel('validation')).waitFor();
    assertNoSecrets('the older list', await page.content());
  });

  it('no monitor page received a personal datum unmasked, by HTTP or WebSocket', () => {
    const all = pages.flatMap((p) => p.seen);
    assert.ok(
      all.some((t) => t.includes('R*** Q*** B***')),
      'the masked name never arrived: recorder broken',
    );
    assertNoSecrets('the network', all.join('\n'));
  });

  it('editing the template file flips dev_cnca_access at the next login; a forged cookie gets no data', async () => {
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
        const s = await staffLogin(browser, 'promotor1');
        const has = (await menuLinks(s.page)).includes('Traspaso interno (CNCA)');
        if (has === wantCnca) return s;
        await s.context.close();
        assert.ok(i < 10, `the CNCA menu stayed ${has ? 'on' : 'off'}`);
        await new Promise((r) => globalThis.setTimeout(r, 2000));
      }
    };
    const on = await loginUntil(true);
    await on.context.close();

    setAccessFlag('dev_cnca_access', false); // a file edit, no restart
    const off = await loginUntil(false);
    // Forge the flag cookie: the route guard, which reads it, lets the page open...
    await off.context.addCookies([
      { name: 'cnca_access', value: 'true', url: 'http://127.0.0.1:5000' },
    ]);
    await off.page.goto('/cnca/menu');
    await off.page.getByRole('heading', { name: 'Menú CNCA' }).waitFor();
    // ...but the Firebase claims carry no flag, and the rules refuse the CNCA data.
    const denied = await sdkWrite(off.page, `requests/${FOLIO}`, toCnca, 'update');
    assert.equal(denied.ok, false, JSON.stringify(denied));
    assert.equal(denied.code, 'PERMISSION_DENIED');
    assert.equal(await owner('GET', `requests/${FOLIO}/status`), 'quoterResult');
    await screenshot(off.page, 'desktop', 'cnca-cookie-falsificada');
    await off.context.close();

    setAccessFlag('dev_cnca_access', true);
    const back = await loginUntil(true);
    const allowed = await sdkWrite(back.page, `requests/${FOLIO}`, toCnca, 'update');
    assert.equal(allowed.ok, true, JSON.stringify(allowed));
    // The trigger opens the CNCA process: E0001, awaiting the biometric.
    await until(
      'the CNCA code',
      async () => (await owner('GET', `requests/${FOLIO}/cnca/code`)) === 'E0001',
    );
    await back.context.close();
  });
});
