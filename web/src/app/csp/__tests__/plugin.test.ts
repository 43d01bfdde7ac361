import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import type { HtmlTagDescriptor, IndexHtmlTransformContext, ResolvedConfig } from 'vite';

import { VIDEO_SDK_URL_KEY } from '@/features/video-call/screens/call-screen';
import { keyPrefix } from '@/lib/remote-config';

import { contentSecurityPolicyPlugin, templatePrefix, VIDEO_SDK_KEY } from '../plugin';
import { TWILIO_VIDEO_CONNECT } from '../policy';

const EMULATORS = {
  VITE_ENV: 'dev',
  VITE_USE_EMULATORS: 'true',
  VITE_GATEWAY_URL: 'http://127.0.0.1:8090',
  VITE_MONITORING_URL: 'http://127.0.0.1:4000/api/logs',
};

const PROD = {
  VITE_ENV: 'prod',
  VITE_GATEWAY_URL: 'https://api.gateway.example.mx/oppnp',
  VITE_FIREBASE_API_KEY: 'k',
  VITE_FIREBASE_AUTH_DOMAIN: 'oppnp.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'oppnp',
  VITE_FIREBASE_APP_ID: '1:1:web:1',
  VITE_FIREBASE_DATABASE_URL: 'https://oppnp-default-rtdb.firebaseio.com',
};

// Vitest runs in web/; the template sits at the repository's root.
const TEMPLATE = resolve(process.cwd(), '..', 'remoteconfig.template.json');

/** The plugin's HTML transform, run as Vite runs it after the other plugins. */
async function transform(html: string, env: Record<string, string>): Promise<string> {
  const plugin = contentSecurityPolicyPlugin({ templatePath: TEMPLATE });
  (plugin.configResolved as (c: ResolvedConfig) => void)({ env } as unknown as ResolvedConfig);
  const hook = plugin.transformIndexHtml as {
    handler: (
      html: string,
      ctx: IndexHtmlTransformContext,
    ) => Promise<string | HtmlTagDescriptor[]> | string;
  };
  const out = await hook.handler(html, {} as IndexHtmlTransformContext);
  if (typeof out !== 'string') throw new Error('expected HTML');
  return out;
}

/** The policy the HTML's meta carries, as directive → sources. */
function policyOf(html: string): Map<string, string[]> {
  const m = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html);
  if (!m) throw new Error('no policy meta');
  return new Map(
    m[1]!.split(';').map((d) => {
      const [name, ...sources] = d.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

/** SHA-256 by WebCrypto, independent of the plugin's own hashing. */
async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
}

const page = (head: string) =>
  `<!doctype html><html><head><meta charset="UTF-8" />${head}</head><body><div id="root"></div></body></html>`;

describe('the Content-Security-Policy plugin', () => {
  it('allows each inline script and style by its SHA-256, and nothing else inline', async () => {
    const script = 'if(location.pathname==="/login")document.title="x"';
    const style = '.cl{color:red}';
    const html = await transform(
      page(
        `<script type="module" crossorigin src="/assets/index-abc.js"></script>` +
          `<script>${script}</script><style>${style}</style>`,
      ),
      EMULATORS,
    );
    const policy = policyOf(html);
    const hashes = policy.get('script-src')!.filter((s) => s.startsWith("'sha256-"));
    expect(hashes).toEqual([await sha256(script)]);
    expect(policy.get('style-src')).toEqual(["'self'", await sha256(style)]);
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect(policy.get('default-src')).toEqual(["'self'"]);
  });

  it('allows no hash when the HTML has no inline script', async () => {
    const html = await transform(
      page('<script type="module" crossorigin src="/assets/index-abc.js"></script>'),
      EMULATORS,
    );
    const policy = policyOf(html);
    expect(policy.get('script-src')!.some((s) => s.startsWith("'sha256-"))).toBe(false);
    expect(policy.get('style-src')).toEqual(["'self'"]);
  });

  it('stops the build on markup the policy would refuse: an inline handler, a style attribute', async () => {
    await expect(transform(page('<div onclick="x()"></div>'), EMULATORS)).rejects.toThrow(
      /onclick/,
    );
    await expect(
      transform(page('<script>s.innerHTML="<p style=\\"color:red\\">"</script>'), EMULATORS),
    ).rejects.toThrow(/style/);
  });

  it('puts the meta after the charset and before the first script', async () => {
    const html = await transform(page('<script>1</script>'), EMULATORS);
    const meta = html.indexOf('http-equiv="Content-Security-Policy"');
    expect(meta).toBeGreaterThan(html.indexOf('<meta charset'));
    expect(meta).toBeLessThan(html.indexOf('<script>'));
  });

  it('connects, in emulator mode, to the gateway, the suite and the log sink on loopback only', async () => {
    const policy = policyOf(await transform(page(''), EMULATORS));
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'http://127.0.0.1:8090',
      'http://127.0.0.1:9099',
      'http://127.0.0.1:9000',
      'ws://127.0.0.1:9000',
      'http://127.0.0.1:4000',
    ]);
    // dev_video_sdk_url is the gateway simulator's SDK: its origin may serve the script.
    expect(policy.get('script-src')).toEqual(["'self'", 'http://127.0.0.1:8090']);
  });

  it('names, in emulator mode only, the suite addresses the policy allows, before any script', async () => {
    const html = await transform(page('<script>1</script>'), EMULATORS);
    const m = /<meta name="oppnp-emulators" content="([^"]*)" \/>/.exec(html);
    expect(m?.[1]).toBe(
      'auth=http://127.0.0.1:9099 database=http://127.0.0.1:9000 gateway=http://127.0.0.1:8090 ' +
        'monitoring=http://127.0.0.1:4000/api/logs',
    );
    expect(html.indexOf('oppnp-emulators')).toBeLessThan(html.indexOf('<script>'));
    expect(await transform(page(''), PROD)).not.toContain('oppnp-emulators');
  });

  it("connects, in production, to the gateway, the project's Firebase hosts and the video SDK's origin", async () => {
    const policy = policyOf(await transform(page(''), PROD));
    const connect = policy.get('connect-src')!;
    expect(connect).toEqual([
      "'self'",
      'https://api.gateway.example.mx',
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://firebaseremoteconfig.googleapis.com',
      'https://firebaseinstallations.googleapis.com',
      'https://oppnp-default-rtdb.firebaseio.com',
      'wss://oppnp-default-rtdb.firebaseio.com',
      'wss://*.firebaseio.com',
      'https://video.example.invalid',
    ]);
    expect(connect.some((s) => s.includes('127.0.0.1'))).toBe(false);
    // video_sdk_url of remoteconfig.template.json, the production key.
    expect(policy.get('script-src')).toEqual(["'self'", 'https://video.example.invalid']);
  });

  it('connects to Twilio Video only in a build that names it the provider', async () => {
    const plain = policyOf(await transform(page(''), PROD)).get('connect-src')!;
    expect(plain.some((s) => s.includes('twilio'))).toBe(false);
    const twilio = policyOf(await transform(page(''), { ...PROD, VITE_VIDEO_PROVIDER: 'twilio' }));
    expect(twilio.get('connect-src')).toEqual(expect.arrayContaining([...TWILIO_VIDEO_CONNECT]));
    expect(twilio.get('script-src')).toEqual(["'self'", 'https://video.example.invalid']);
  });

  it('reads the video SDK under the key and prefix the call screen reads', () => {
    expect(VIDEO_SDK_KEY).toBe(VIDEO_SDK_URL_KEY);
    for (const env of ['dev', 'qa', 'prod'] as const) {
      expect(templatePrefix(env)).toBe(keyPrefix(env));
    }
    const template = JSON.parse(readFileSync(TEMPLATE, 'utf8')) as object;
    expect(JSON.stringify(template)).toContain(`"${VIDEO_SDK_KEY}"`);
  });
});
