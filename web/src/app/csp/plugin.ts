/**
 * The Vite plugin that writes the page's Content-Security-Policy into each built HTML
 * (docs/adr/0046-hosting-headers.md, "Amendment: script-src and connect-src"). It runs after every
 * other HTML transform, so the SHA-256 it allows is that of each inline script and style exactly as
 * shipped: the link shell, the login shell and the route preloads (ADR 0036, 0045). A meta element,
 * not a firebase.json header, because the hashes change with every build; frame-ancestors,
 * object-src and base-uri, which a meta cannot carry or must come first, stay in firebase.json.
 * Build only: the dev server injects its own inline scripts and has no policy.
 */
import { readFileSync } from 'node:fs';

import type { Plugin } from 'vite';

// Relative imports: vite.config.ts loads this file without the '@' alias.
import {
  AUTH_EMULATOR_URL,
  DATABASE_EMULATOR,
  EMULATORS_META,
  emulatorsMetaContent,
  readConfig,
  readMonitoringConfig,
} from '../../config/env';
import type { Environment } from '../../config/env';
import { tagManagerId } from '../../lib/tag-manager';
import { contentSecurityPolicy, hashSource, inlineElements, templateValue } from './policy';

/** The Remote Config key of the video provider's SDK (features/video-call, docs/design.md §5). */
export const VIDEO_SDK_KEY = 'video_sdk_url';

/** Remote Config's key prefix per environment, as lib/remote-config.ts `keyPrefix` (a test pins it). */
export const templatePrefix = (env: Environment) => (env === 'prod' ? '' : `${env}_`);

export interface CspOptions {
  /** The Remote Config template the deploy ships (remoteconfig.template.json). */
  templatePath: string;
}

/** Inserts the meta right after `<meta charset>` (else at the top of head): before any script. */
export function withPolicyMeta(html: string, policy: string): string {
  return withMetaFirst(
    html,
    `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, '&quot;')}" />`,
  );
}

function withMetaFirst(html: string, meta: string): string {
  const first = /<meta charset[^>]*>/i.exec(html) ?? /<head>/i.exec(html);
  if (!first) throw new Error('csp: no <head> in the HTML');
  const at = first.index + first[0].length;
  return `${html.slice(0, at)}\n    ${meta}${html.slice(at)}`;
}

/**
 * An emulator build's suite addresses as a meta element beside the policy (config/env.ts
 * `EmulatorAddresses`): Hosting rewrites both to the ports its suite listens on. '' otherwise.
 */
export function emulatorsMeta(env: Record<string, unknown>): string {
  const raw = env as Record<string, string | boolean | undefined>;
  const app = readConfig(raw);
  if (!app.useEmulators) return '';
  const { host, port } = DATABASE_EMULATOR;
  const content = emulatorsMetaContent({
    auth: AUTH_EMULATOR_URL,
    database: `http://${host}:${port}`,
    gateway: app.gatewayUrl,
    monitoring: readMonitoringConfig(raw).url,
  });
  return `<meta name="${EMULATORS_META}" content="${content}" />`;
}

/**
 * Markup the policy would silently break: an inline event handler or a style attribute in the
 * HTML, or in markup an inline script writes (escaped in a JS string). Hashes cover neither.
 */
export function refusedMarkup(html: string): string[] {
  return [...html.matchAll(/\s(on[a-z]+|style)=\\?"/g)].map((m) => m[1]!);
}

/** The policy for `html` built with `env` (Vite's resolved env: VITE_* and the mode's files). */
export function policyFor(html: string, env: Record<string, unknown>, template: unknown): string {
  const raw = env as Record<string, string | boolean | undefined>;
  const app = readConfig(raw);
  const { scripts, styles } = inlineElements(html);
  return contentSecurityPolicy({
    app,
    monitoringUrl: readMonitoringConfig(raw).url,
    videoSdkUrl: templateValue(template, templatePrefix(app.environment) + VIDEO_SDK_KEY),
    tagManager: tagManagerId(env) !== null,
    twilioVideo: raw.VITE_VIDEO_PROVIDER === 'twilio',
    scriptHashes: scripts.map(hashSource),
    styleHashes: styles.map(hashSource),
  });
}

export function contentSecurityPolicyPlugin(opts: CspOptions): Plugin {
  let env: Record<string, unknown> = {};
  return {
    name: 'oppnp-content-security-policy',
    apply: 'build',
    configResolved(resolved) {
      env = resolved.env;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const refused = refusedMarkup(html);
        if (refused.length > 0) {
          throw new Error(
            `csp: the HTML carries ${refused.join(', ')} attributes, which the policy refuses`,
          );
        }
        const template: unknown = JSON.parse(readFileSync(opts.templatePath, 'utf8'));
        // Before any script, so even the inline shells could read it.
        const emulators = emulatorsMeta(env);
        const page = emulators ? withMetaFirst(html, emulators) : html;
        return withPolicyMeta(page, policyFor(page, env, template));
      },
    },
  };
}
