// Paged lists (docs/adr/0035-paged-lists-on-composite-keys.md): with Remote Config
// dev_list_page_size at 3, promotor1's "Solicitudes en captura" shows its newest folios a page at a
// time, "Ver más" loads the next older page, a folio updated meanwhile moves to the top once, and
// the rules refuse promotor1 a page of another promoter's key. Folios are seeded as the database's
// owner; the functions' trigger writes their list keys.
import { setRemoteParam } from '../cnca.mjs';
import { readTemplate, restoreTemplate, screenshot } from '../fixtures.mjs';
import { owner, until } from '../monitor.mjs';
import { sdkRead } from '../sdk-probe.mjs';
import { REMOTE_CONFIG_SETTLE_MS } from '../suite-knobs.mjs';
import { expect, test } from '../test.mjs';

const PAGE = 3;
/**
 * The login answer carries the page size as the functions read Remote Config, through their cache
 * of the template (suite-knobs.mjs): a change takes effect for logins after it.
 */
const FUNCTIONS_RC_CACHE_MS = REMOTE_CONFIG_SETTLE_MS;
const sleep = (ms) => new Promise((resolve) => globalThis.setTimeout(resolve, ms));
const RUN = Date.now();
const IDS = Array.from({ length: 8 }, (_, i) => `PAGED-${RUN}-${i + 1}`);

/** A capture folio of promotor1 in SUC-0101, updated at `at`. */
const folio = (id, at) => ({
  id,
  uuid: '',
  status: 'contactInformation',
  currentPromoterBpId: '1000000001',
  lastUpdateAt: at,
  lastUpdateBy: 'bp:1000000001',
  createdAt: at,
  createdBy: 'bp:1000000001',
  taskIdCnca: '',
  taskId: '',
  folioIt: '',
  bioprocess: false,
  rfc: 'PAGE800101AB1',
  curp: 'PAGE800101HDFGNS01',
  typeSaleAndOrigin: 'Interna - V. Asistida',
  client: { names: 'Paginada', firstLastName: 'Prueba', fullName: 'PAGINADA PRUEBA' },
  offer: { quoter: { amount: 10000, agreement: { branch: { branchID: 'SUC-0101' } } } },
});

const row = (page, id) => page.locator(`tr[data-folio="${id}"]`);

test.describe('paged lists: "Ver más" and the rules on list queries', () => {
  test.describe.configure({ mode: 'serial' });
  let template;
  test.beforeAll(async () => {
    template = readTemplate();
    await setRemoteParam('dev_list_page_size', String(PAGE));
    const changed = Date.now();
    const base = Date.now();
    for (const [i, id] of IDS.entries()) await owner('PUT', `requests/${id}`, folio(id, base + i));
    for (const id of IDS) {
      await until(`${id}'s list key`, () => owner('GET', `requests/${id}/lists/promoter`));
    }
    await sleep(changed + FUNCTIONS_RC_CACHE_MS - Date.now());
  });
  test.afterAll(async () => {
    restoreTemplate(template);
    for (const id of IDS) await owner('DELETE', `requests/${id}`).catch(() => undefined);
    // The next files' logins must not get this file's page size.
    await sleep(FUNCTIONS_RC_CACHE_MS);
  });

  test('pages promotor1\'s captures newest first, "Ver más" by "Ver más", live', async ({
    promotor1: page,
  }) => {
    await page
      .getByRole('navigation', { name: 'Menú' })
      .getByRole('link', { name: 'Solicitudes en captura' })
      .click();
    await page.getByRole('heading', { name: 'Solicitudes en captura' }).waitFor();
    const newest = IDS.slice(-PAGE).reverse(); // 8, 7, 6
    for (const id of newest) await row(page, id).waitFor();
    await expect(row(page, IDS[4]), 'the fifth newest is on the next page').toHaveCount(0);
    await screenshot(page, 'desktop', 'lista-paginada-1');

    const more = page.getByRole('button', { name: 'Ver más' });
    await more.click();
    for (const id of IDS.slice(2, 5)) await row(page, id).waitFor(); // 5, 4, 3
    await expect(row(page, IDS[1]), 'the seventh newest is two pages down').toHaveCount(0);
    await more.click();
    for (const id of IDS.slice(0, 2)) await row(page, id).waitFor(); // 2, 1
    await screenshot(page, 'desktop', 'lista-paginada-3');

    // Newest first across the loaded pages.
    const order = await page
      .locator('tr[data-folio^="PAGED-"]')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-folio')));
    expect(order).toEqual([...IDS].reverse());

    // The oldest, updated now, moves to the top of the first page, once.
    await owner('PATCH', `requests/${IDS[0]}`, { lastUpdateAt: Date.now() + 1000 });
    await until('the updated folio on top', async () => {
      const first = await page
        .locator('tr[data-folio^="PAGED-"]')
        .first()
        .getAttribute('data-folio');
      return first === IDS[0];
    });
    await expect(row(page, IDS[0])).toHaveCount(1);
  });

  test('lets promotor1 read a page of its own key only', async ({ promotor1: page }) => {
    const own = await sdkRead(page, 'requests', {
      child: 'lists/promoter',
      prefix: '1000000001|SUC-0101|capture|',
      limit: PAGE,
    });
    expect(own.ok, JSON.stringify(own)).toBe(true);
    expect(Object.keys(own.value ?? {})).toHaveLength(PAGE);
    const other = await sdkRead(page, 'requests', {
      child: 'lists/promoter',
      prefix: '1000000002|SUC-0202|capture|',
    });
    expect(other.ok, JSON.stringify(other)).toBe(false);
    expect(other.message).toMatch(/permission.denied/i);
    const notMyBranch = await sdkRead(page, 'requests', {
      child: 'lists/promoter',
      prefix: '1000000001|SUC-0202|capture|',
    });
    expect(notMyBranch.ok, JSON.stringify(notMyBranch)).toBe(false);
  });
});
