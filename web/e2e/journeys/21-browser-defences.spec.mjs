// Journey 21: the browser's own defences. The page's Content-Security-Policy
// (docs/adr/0046-hosting-headers.md, amendment) refuses an injected inline script, an inline
// event handler and a fetch to an origin the build did not name, while the app's own inline
// scripts (the login and link shells) run; the session cookies are Secure and SameSite=Strict
// and hold no credential (docs/adr/0038-js-cookie.md, amendment); the customer link's
// credential leaves the address bar and the history once its session is open
// (docs/adr/0030-link-credential-and-staff-revocation.md, amendment).
import { URL } from 'node:url';

import { screenshot, submitLogin } from '../fixtures.mjs';
import { customerSigns, PERSONAS, seedValidationFolio, sendLinkAction } from '../video-sf.mjs';
import { expect, test } from '../test.mjs';
import { suiteURL } from '../worker-suite.mjs';

/** The worker's Emulator Hub: on loopback, and named by no directive of the policy. */
const hubURL = suiteURL('hub');

/** Records the page's CSP violations (directive and blocked URI) from now on. */
async function watchViolations(page) {
  await page.evaluate(() => {
    globalThis.__violations = [];
    globalThis.document.addEventListener('securitypolicyviolation', (e) =>
      globalThis.__violations.push({ directive: e.effectiveDirective, blocked: e.blockedURI }),
    );
  });
}

const violations = (page) => page.evaluate(() => globalThis.__violations);

/** Every console line where Chromium reports a refusal under the page's policy. */
function cspConsole(page) {
  const lines = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) lines.push(m.text());
  });
  return lines;
}

test.describe('journey 21: the browser refuses what the app does not do', () => {
  test('an injected inline script, an inline handler and a fetch to another origin are refused; the login still works', async ({
    page,
  }) => {
    const refusals = cspConsole(page);
    await page.goto('/login');
    // The policy is the build's: 'self' plus the hashes of its own inline scripts.
    const policy = await page
      .locator('meta[http-equiv="Content-Security-Policy"]')
      .getAttribute('content');
    expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+'){3}[ ;]/);
    expect(policy).not.toContain('unsafe-inline');
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    expect(refusals, "the app's own inline scripts run").toEqual([]);

    await watchViolations(page);
    await page.evaluate(() => {
      const script = globalThis.document.createElement('script');
      script.textContent = 'globalThis.__injected = true';
      globalThis.document.head.appendChild(script);
      const div = globalThis.document.createElement('div');
      div.setAttribute('onclick', 'globalThis.__handler = true');
      globalThis.document.body.appendChild(div);
      div.click();
    });
    // The Emulator Hub is on loopback but not in connect-src: a no-cors fetch would otherwise
    // succeed with an opaque answer.
    const fetched = await page.evaluate(
      (hub) =>
        globalThis
          .fetch(`${hub}/emulators`, { mode: 'no-cors' })
          .then(() => 'answered')
          .catch(() => 'refused'),
      hubURL,
    );
    expect(fetched).toBe('refused');
    expect(
      await page.evaluate(() => [globalThis.__injected ?? null, globalThis.__handler ?? null]),
    ).toEqual([null, null]);
    await expect
      .poll(async () => (await violations(page)).map((v) => v.directive).sort())
      .toEqual(['connect-src', 'script-src-attr', 'script-src-elem']);
    expect((await violations(page)).find((v) => v.directive === 'connect-src').blocked).toContain(
      hubURL.replace('http://', ''),
    );

    // The app's own page still works under the policy.
    await submitLogin(page, 'promotor1');
    await page.waitForURL('**/home');
    await expect(page.getByRole('link', { name: 'Nueva solicitud' })).toBeVisible();
    // The console names only the three refusals above (Chromium reports the fetch twice): the
    // login itself caused none.
    const hubPort = new URL(hubURL).port;
    const named = refusals.map(
      (l) => new RegExp(`inline script|inline event handler|${hubPort}`).exec(l)?.[0],
    );
    expect([...new Set(named)]).toEqual(['inline script', 'inline event handler', hubPort]);
  });

  test('the session cookies are Secure and SameSite=Strict, and none holds the bearer', async ({
    promotor1,
  }) => {
    const bearer = await promotor1.evaluate(
      () => JSON.parse(globalThis.localStorage.getItem('oppnp.auth') ?? '{}').tokenPromoter,
    );
    expect(bearer, 'the SPA keeps the bearer it sends to the gateway').toBeTruthy();
    const cookies = await promotor1.context().cookies();
    const ours = cookies.filter((c) =>
      ['token', 'user', 'user_sucursales', 'client', 'cnca_access', 'libranza_access'].includes(
        c.name,
      ),
    );
    expect(ours.map((c) => c.name).sort()).toEqual([
      'cnca_access',
      'libranza_access',
      'user',
      'user_sucursales',
    ]);
    for (const c of ours) {
      expect({ name: c.name, secure: c.secure, sameSite: c.sameSite }).toEqual({
        name: c.name,
        secure: true,
        sameSite: 'Strict',
      });
    }
    for (const c of cookies) expect(c.value, c.name).not.toContain(bearer);
  });

  test("the link's credential leaves the address and the history; a reload keeps the session", async ({
    gerente1,
    customer,
  }) => {
    const folio = await seedValidationFolio(PERSONAS.emma, 'csp');
    const link = await sendLinkAction(gerente1, folio, 'Firma y video', PERSONAS.emma.phone);
    const credential = decodeURIComponent(new URL(link).pathname.split('/')[2]);
    expect(credential.length).toBeGreaterThan(32);

    const page = await customer();
    const refusals = cspConsole(page);
    await page.goto('/smsTest'); // the page before the link, for Back
    await page.goto(link);
    await expect(page.getByRole('heading', { name: /Bienvenida/ }).first()).toBeVisible();
    // Replaced in place once POST /api/session/customer answered and the session signed in.
    await page.waitForURL(/\/folio\/[0-9a-f]{32}\/bienvenida$/);
    const linkId = new URL(page.url()).pathname.split('/')[2];
    expect(page.url()).not.toContain(credential);
    await page.goBack();
    await page.waitForURL('**/smsTest');
    await page.goForward();
    await page.waitForURL(`**/folio/${linkId}/bienvenida`);

    // A reload works with the kept session: no credential in the address, the welcome again.
    await page.reload();
    await expect(page.getByRole('heading', { name: /Bienvenida/ }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Comenzar' })).toBeEnabled();
    await screenshot(page, 'phone', 'bienvenida-sin-credencial');

    // The client cookie keeps the folio, Secure and Strict, and no storage holds the credential.
    const client = (await page.context().cookies()).find((c) => c.name === 'client');
    expect(client, 'the client cookie').toBeTruthy();
    expect([client.secure, client.sameSite]).toEqual([true, 'Strict']);
    expect(decodeURIComponent(client.value)).toContain(folio);
    expect(decodeURIComponent(client.value)).not.toContain(credential);
    const stored = await page.evaluate(() =>
      JSON.stringify([
        { ...globalThis.localStorage },
        { ...globalThis.sessionStorage },
        globalThis.document.cookie,
      ]),
    );
    expect(stored).not.toContain(credential);

    // The signature steps run under the policy and never put the credential back.
    await customerSigns(page);
    expect(page.url()).toContain(`/folio/${linkId}/descarga-documentos`);
    expect(refusals).toEqual([]);
  });
});
