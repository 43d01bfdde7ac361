// The host guard every test runs under (test.mjs; fixtures.mjs guardHosts and CHROMIUM_ARGS): a
// request to a host outside the suite fails in the browser without leaving the machine and is
// recorded against the test, which then fails; the suite's own requests are not recorded.
import { outsideError } from '../fixtures.mjs';
import { expect, test } from '../test.mjs';

const OUTSIDE = 'https://fonts.example.com/logo.png';
const OUTSIDE_SOCKET = 'wss://chat.example.com/';

test.describe('the host guard', () => {
  test('records a request outside the suite, which fails, and none of the suite', async ({
    page,
    browser,
  }) => {
    await page.goto('/login');
    await expect(page.getByLabel('Usuario')).toBeVisible();
    expect(browser.outsideRequests(), 'the login page asks the suite only').toEqual([]);

    const other = await page.context().newPage();
    const failed = other.waitForEvent('requestfailed', (r) => r.url() === OUTSIDE);
    await other.setContent(`<img alt="logo" src="${OUTSIDE}">`);
    expect((await failed).failure()?.errorText).toBe('net::ERR_NAME_NOT_RESOLVED');
    const socket = other.waitForEvent('websocket');
    await other.evaluate((url) => void new globalThis.WebSocket(url), OUTSIDE_SOCKET);
    expect((await socket).url()).toBe(OUTSIDE_SOCKET);
    // Taken here, so that the test's own guard does not fail it; this is what it would fail with.
    const recorded = browser.takeOutsideRequests();
    expect(recorded).toEqual([`GET ${OUTSIDE} (from about:blank)`, `WebSocket ${OUTSIDE_SOCKET}`]);
    expect(outsideError(recorded)?.message).toContain(OUTSIDE);
  });
});
