// Time from a customer's step to promotor1's live list showing it, in another browser context.
// One folio goes round the correction loop `runs` times: gerente1 asks for a correction (staff
// action 5), the customer opens the new link on a phone and re-uploads the INE
// (documentsReprocessing → uploadingDocuments → fileValidation, both written by the customer
// page), and promotor1's Solicitudes en proceso, never reloaded, shows each change. The lag is
// the moment the row shows the status label minus the server time of that round's first change to
// it in requestHistory.
import { phoneContext } from '../e2e/fixtures.mjs';
import { EMMA, waitForLink, waitForStatus } from '../e2e/flows.mjs';
import { sdkRead } from '../e2e/sdk-probe.mjs';
import { followStatuses, outboxIds, statusLabel, tinyJpeg } from '../e2e/steps.mjs';

const STEPS = ['uploadingDocuments', 'fileValidation'];

async function askCorrection(page, folio) {
  await page.goto(`/folio/${encodeURIComponent(folio)}/validacion-documentos`);
  await waitForStatus(page, 'fileValidation');
  await page.locator('button[data-target="documentsReprocessing"]').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Qué debe corregir el cliente').fill('Sube de nuevo tu INE');
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await waitForStatus(page, 'documentsReprocessing');
}

/** The customer re-uploads the INE through `link` on a phone; resolves the open context. */
async function reupload(browser, link) {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  await page.goto(link);
  const inputs = page.locator('input[type="file"]');
  await inputs.first().waitFor();
  await inputs.nth(0).setInputFiles(tinyJpeg('ine-frente.jpg'));
  await inputs.nth(1).setInputFiles(tinyJpeg('ine-reverso.jpg'));
  await page.getByRole('button', { name: /Enviar/ }).click();
  return context;
}

/**
 * `runs` rounds on `folio` (in fileValidation), with promotor1 on `watcher` and gerente1 on
 * `staff`. Resolves { [status]: lags in ms }.
 */
export async function liveListRuns(browser, { watcher, staff, folio, runs = 20, log = () => {} }) {
  await watcher.goto('/solicitudes-en-proceso');
  const row = watcher.locator(`tr[data-folio="${folio}"]`);
  await row.waitFor();
  const lags = Object.fromEntries(STEPS.map((s) => [s, []]));
  for (let i = 0; i < runs; i++) {
    const seen = await outboxIds(EMMA.phone);
    await askCorrection(staff, folio);
    const link = await waitForLink(EMMA.phone, seen, 'documentos');
    await row.filter({ hasText: statusLabel('documentsReprocessing') }).waitFor();
    const followed = followStatuses(watcher, folio, STEPS, 30_000);
    const since = Date.now();
    const customer = await reupload(browser, link);
    const shown = await followed;
    await customer.close();
    const history = await sdkRead(watcher, `requestHistory/${folio}`);
    if (!history.ok) throw new Error(`requestHistory not readable: ${JSON.stringify(history)}`);
    // This round's first change to each status: a row shows a status from its first commit on.
    const changes = Object.values(history.value ?? {})
      .filter((c) => c.at >= since)
      .sort((a, b) => a.at - b.at);
    for (const { status, at } of shown) {
      const change = changes.find((c) => c.to === status);
      if (!change) throw new Error(`requestHistory has no change to ${status} in this round`);
      lags[status].push(at - change.at);
    }
    log(
      `  run ${String(i + 1).padStart(2)}: ${shown.map((s) => `${s.status} ${lags[s.status].at(-1)} ms`).join(', ')}\n`,
    );
  }
  return lags;
}
