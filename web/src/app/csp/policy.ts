/**
 * The page's Content-Security-Policy (docs/adr/0046-hosting-headers.md, "Amendment: script-src and
 * connect-src"), computed by the build from what this build talks to: its gateway, its Firebase
 * project (or the emulator suite), its log intake, and the video provider's SDK named in
 * remoteconfig.template.json. The build writes it into each HTML as a meta element together with
 * the SHA-256 of every inline script and style it emitted (csp/plugin.ts), so nothing is kept in
 * step by hand. Build-time code: nothing in the app's bundle imports it.
 */
import { createHash } from 'node:crypto';

// Relative imports: vite.config.ts loads this file without the '@' alias.
import { AUTH_EMULATOR_URL, DATABASE_EMULATOR } from '../../config/env';
import type { AppConfig } from '../../config/env';

/** What the policy is built from. */
export interface PolicyInputs {
  app: AppConfig;
  /** The log intake (VITE_MONITORING_URL, or the suite's sink in emulator mode); '' for none. */
  monitoringUrl: string;
  /** The video provider's SDK script for this environment (Remote Config template), or null. */
  videoSdkUrl: string | null;
  /** The tag manager container is loaded (VITE_GTM_ID set). */
  tagManager: boolean;
  /** Twilio Video may carry the call (VITE_VIDEO_PROVIDER=twilio; docs/deploy.md). */
  twilioVideo?: boolean;
  /** 'sha256-…' sources of the HTML's inline scripts and inline styles. */
  scriptHashes: readonly string[];
  styleHashes: readonly string[];
}

/** The Firebase Auth REST hosts the SDK calls for custom-token sign-in and ID-token refresh. */
export const FIREBASE_AUTH_ORIGINS = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
] as const;

/** Remote Config's fetch and the Installations id it needs (outside emulator mode only). */
export const FIREBASE_REMOTE_CONFIG_ORIGINS = [
  'https://firebaseremoteconfig.googleapis.com',
  'https://firebaseinstallations.googleapis.com',
] as const;

/** Google Tag Manager's container and the Analytics hosts its tags send to (docs/requirements.md §7). */
export const TAG_MANAGER = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com'],
  img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
} as const;

/**
 * Where twilio-video connects (its signaling, its configuration service and TURN over WSS); the
 * media itself is WebRTC, which connect-src does not govern.
 */
export const TWILIO_VIDEO_CONNECT = [
  'https://ecs.us1.twilio.com',
  'wss://global.vss.twilio.com',
  'wss://sdkgw.us1.twilio.com',
] as const;

/** `'sha256-…'`: the CSP hash source of an inline element's exact text. */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The text of every inline (src-less) `<script>` and every `<style>` in `html`. */
export function inlineElements(html: string): { scripts: string[]; styles: string[] } {
  const scripts: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (!/\ssrc\s*=/i.test(m[1] ?? '')) scripts.push(m[2] ?? '');
  }
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1] ?? '');
  return { scripts, styles };
}

function origin(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

/**
 * The Realtime Database's sources: its own host over https (REST) and wss (the SDK's WebSocket),
 * and wss to any host of its domain, since the server may redirect the WebSocket to a shard
 * (`s-usc1a-nss-NNN.firebaseio.com`) named only at connection time. The SDK's long-polling
 * fallback is off (lib/firebase.ts forces WebSockets), so no database host may serve scripts.
 */
function databaseSources(app: AppConfig): string[] {
  if (app.useEmulators) {
    const { host, port } = DATABASE_EMULATOR;
    return [`http://${host}:${port}`, `ws://${host}:${port}`];
  }
  const host = new URL(app.firebase.databaseURL).host;
  const domain = host.slice(host.indexOf('.') + 1);
  return [`https://${host}`, `wss://${host}`, `wss://*.${domain}`];
}

const unique = (xs: (string | null | false)[]) => [...new Set(xs.filter((x): x is string => !!x))];

/** The policy's directives, in order. */
export function directives(p: PolicyInputs): [string, string[]][] {
  const { app } = p;
  const sdk = p.videoSdkUrl ? origin(p.videoSdkUrl) : null;
  const gtm = p.tagManager;
  const firebase = app.useEmulators
    ? [origin(AUTH_EMULATOR_URL)]
    : [...FIREBASE_AUTH_ORIGINS, ...FIREBASE_REMOTE_CONFIG_ORIGINS];
  return [
    ['default-src', ["'self'"]],
    ['script-src', unique(["'self'", ...p.scriptHashes, sdk, ...(gtm ? TAG_MANAGER.script : [])])],
    ['style-src', unique(["'self'", ...p.styleHashes])],
    [
      'connect-src',
      unique([
        "'self'",
        origin(app.gatewayUrl),
        ...firebase,
        ...databaseSources(app),
        p.monitoringUrl ? origin(p.monitoringUrl) : null,
        sdk,
        ...(p.twilioVideo ? TWILIO_VIDEO_CONNECT : []),
        ...(gtm ? TAG_MANAGER.connect : []),
      ]),
    ],
    // Photo and signature previews and the desk's images are blob: or data: URLs of the page's own.
    ['img-src', unique(["'self'", 'data:', 'blob:', ...(gtm ? TAG_MANAGER.img : [])])],
    // The recording's playback is a blob: URL; the camera preview is a MediaStream (no URL).
    ['media-src', ["'self'", 'blob:']],
    ['font-src', ["'self'"]],
    ['worker-src', ["'self'"]],
    ['frame-src', ["'none'"]],
    ['form-action', ["'self'"]],
  ];
}

/** The policy as a meta element's content. */
export function contentSecurityPolicy(p: PolicyInputs): string {
  return directives(p)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** The video SDK URL a Remote Config template gives `key` (in a group or at the top), or null. */
export function templateValue(template: unknown, key: string): string | null {
  type Params = Record<string, { defaultValue?: { value?: unknown } }>;
  const t = template as {
    parameters?: Params;
    parameterGroups?: Record<string, { parameters?: Params }>;
  };
  const all: Params = { ...(t.parameters ?? {}) };
  for (const g of Object.values(t.parameterGroups ?? {})) Object.assign(all, g.parameters ?? {});
  const v = all[key]?.defaultValue?.value;
  return typeof v === 'string' && v ? v : null;
}
