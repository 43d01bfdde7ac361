/**
 * Device identity (docs/requirements.md §3 "Device"): a random uuid generated once into localStorage, and the
 * device identifier header, the SHA-256 hex of the fingerprint inputs in a fixed order.
 */
import { whenIdle } from './when-idle';

export const DEVICE_ID_KEY = 'oppnp.deviceId';
export const DEVICE_HEADER = 'X-Device-Id';

/** The device id, generated on first use and kept in localStorage from then on. */
export function deviceId(storage: Storage = localStorage): string {
  let id = storage.getItem(DEVICE_ID_KEY);
  if (!id) {
    id = crypto.randomUUID();
    storage.setItem(DEVICE_ID_KEY, id);
  }
  return id;
}

/** The SPEC's fingerprint inputs, in the order they are hashed. */
export interface FingerprintInputs {
  screenSize: string;
  platform: string;
  timeZone: string;
  language: string;
  canvas: string;
  deviceMemory: string;
  cpuCount: string;
  userAgent: string;
  colorDepth: string;
  deviceId: string;
}

const ORDER: (keyof FingerprintInputs)[] = [
  'screenSize',
  'platform',
  'timeZone',
  'language',
  'canvas',
  'deviceMemory',
  'cpuCount',
  'userAgent',
  'colorDepth',
  'deviceId',
];

/** A canvas rendering's data URL: varies with GPU, fonts and anti-aliasing. '' where unsupported. */
export function canvasFingerprint(doc: Document = document): string {
  try {
    const canvas = doc.createElement('canvas');
    canvas.width = 200;
    canvas.height = 40;
    const ctx = canvas.getContext('2d');
    if (!ctx) return '';
    ctx.textBaseline = 'top';
    ctx.font = '14px Arial';
    ctx.fillStyle = '#f60';
    ctx.fillRect(100, 1, 62, 20);
    ctx.fillStyle = '#069';
    ctx.fillText('OPPNP, ñ 😀', 2, 15);
    return canvas.toDataURL();
  } catch {
    return '';
  }
}

type TemporalNow = { Now?: { timeZoneId?: () => string } };

/**
 * The host's time zone, as Temporal names it where the browser has it, else as a default
 * DateTimeFormat resolves it: both read the system's zone identifier. The first DateTimeFormat
 * loads the locale's date patterns, 50–90 ms on the phone profile, and the customer link's session
 * POST waits for the fingerprint (docs/adr/0088-first-render-without-waits.md); Temporal's reading
 * takes well under a millisecond.
 */
export function systemTimeZone(
  scope: { Temporal?: TemporalNow } = globalThis as { Temporal?: TemporalNow },
): string {
  try {
    const id = scope.Temporal?.Now?.timeZoneId?.();
    if (typeof id === 'string' && id) return id;
  } catch {
    // A partial Temporal: Intl's answer is the same zone.
  }
  return Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
}

/** Reads the inputs from the browser. */
export function collectFingerprint(canvas: () => string = canvasFingerprint): FingerprintInputs {
  const nav = navigator as Navigator & { deviceMemory?: number };
  return {
    screenSize: `${screen.width}x${screen.height}`,
    platform: nav.platform ?? '',
    timeZone: systemTimeZone(),
    language: nav.language ?? '',
    canvas: canvas(),
    deviceMemory: String(nav.deviceMemory ?? ''),
    cpuCount: String(nav.hardwareConcurrency ?? ''),
    userAgent: nav.userAgent ?? '',
    colorDepth: String(screen.colorDepth ?? ''),
    deviceId: deviceId(),
  };
}

/** SHA-256 hex of the inputs joined with '|' in the SPEC's order. */
export async function fingerprintHash(inputs: FingerprintInputs): Promise<string> {
  const text = ORDER.map((k) => inputs[k]).join('|');
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

let cached: Promise<string> | undefined;

/** The device identifier header value, computed once per page load. */
export function deviceIdentifier(): Promise<string> {
  cached ??= fingerprintHash(collectFingerprint());
  return cached;
}

/**
 * Takes the identifier the HTML shell computed for its early request in this page load
 * (docs/adr/0036-phone-first-load.md): the same inputs, hashed once.
 */
export function adoptDeviceIdentifier(value: Promise<string>): void {
  cached ??= value;
}

/**
 * Computes the identifier when the page is idle, after its first paint: the canvas (and the time
 * zone where there is no Temporal) cost tens of milliseconds of main thread, more on a phone, which
 * neither the first paint nor the first call (the login's submit) should wait for.
 */
export function warmDeviceIdentifier(): void {
  whenIdle(() => void deviceIdentifier().catch(() => {}));
}

/** Forgets the cached identifier (tests). */
export function resetDeviceIdentifier(): void {
  cached = undefined;
}
