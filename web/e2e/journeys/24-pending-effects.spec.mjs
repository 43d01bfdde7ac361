// Staff's "Envíos sin confirmar" (docs/adr/0060-side-effects-survive-their-process.md): promotor1
// sends a folio's customer link while the SMS provider is down (the simulator's fault admin answers
// 503 to every /sms/send), so the link's side effect stays unfinished; once it is older than the
// deadline (OPPNP_RECONCILE_AFTER, shortened by suite-knobs.mjs) the folio is listed under the
// in-process requests with its effect. The provider comes back; promotor1 presses "Revisar ahora",
// is told the folio was checked, and the customer receives exactly one SMS whose link opens.
import { gatewayAdmin, readOutbox, screenshot } from '../fixtures.mjs';
import { EMMA, captureFolio, freeClient, waitForLink } from '../flows.mjs';
import { RECONCILE_AFTER_MS } from '../suite-knobs.mjs';
import { expect, test } from '../test.mjs';

test.describe('envíos sin confirmar', () => {
  test.afterEach(async () => {
    await gatewayAdmin('/__admin/faults', undefined, 'DELETE');
  });

  test('a link whose SMS failed past the deadline is listed, and promotor1 sends it from there', async ({
    promotor1: page,
    customer,
  }) => {
    test.setTimeout(240_000);
    await freeClient(EMMA.curp);
    await gatewayAdmin('/__admin/faults', { path: '/sms/send', status: 503 });
    const { folio, seen } = await captureFolio(page, EMMA, { waitLink: false });

    const section = page.getByRole('region', { name: 'Envíos sin confirmar' });
    const row = section.getByRole('row').filter({ hasText: folio });
    // Listed once RECONCILE_AFTER_MS has passed since the link was sent (suite-knobs.mjs).
    await expect(async () => {
      await page.reload();
      await expect(row).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: RECONCILE_AFTER_MS + 120_000, intervals: [1_000] });
    await expect(row).toContainText('Enlace por SMS');
    expect((await readOutbox(EMMA.phone)).filter((m) => !seen.has(m.messageId))).toHaveLength(0);
    await screenshot(page, 'desktop', 'pending-effects-listed');

    await gatewayAdmin('/__admin/faults', undefined, 'DELETE');
    await row.getByRole('button', { name: 'Revisar ahora' }).click();
    await expect(row.getByRole('status')).toContainText('Revisado. Estatus del folio:');
    await screenshot(page, 'desktop', 'pending-effects-reconciled');

    const link = await waitForLink(EMMA.phone, seen);
    // Give a late redelivery of the host the time to text again, were it able to.
    await page.waitForTimeout(3_000);
    expect((await readOutbox(EMMA.phone)).filter((m) => !seen.has(m.messageId))).toHaveLength(1);
    const phone = await customer();
    await phone.goto(link);
    await expect(phone.getByRole('button', { name: 'Comenzar' })).toBeVisible();
    await screenshot(phone, 'phone', 'pending-effects-link-opens');

    await page.reload();
    await expect(section.getByRole('row').filter({ hasText: folio })).toHaveCount(0);
  });
});
