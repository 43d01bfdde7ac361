/**
 * Build-time configuration, read once from import.meta.env and checked, so a bad build fails with a
 * readable list instead of a blank page.
 */

export type Environment = 'dev' | 'qa' | 'prod';

export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId: string;
  databaseURL: string;
}

export interface AppConfig {
  environment: Environment;
  useEmulators: boolean;
  gatewayUrl: string;
  ibmClientId: string;
  firebase: FirebaseWebConfig;
}

/** The demo project the local emulator suite serves (firebase.json singleProjectMode). */
export const EMULATOR_FIREBASE: FirebaseWebConfig = {
  apiKey: 'demo-api-key',
  authDomain: 'demo-oppnp.firebaseapp.com',
  projectId: 'demo-oppnp',
  appId: '1:000000000000:web:0000000000000000000000',
  databaseURL: 'https://demo-oppnp-default-rtdb.firebaseio.com',
};

export const DEFAULT_GATEWAY_URL = 'http://127.0.0.1:8090';

/**
 * Where the emulator suite's Auth and Realtime Database listen (firebase.json `emulators`): the SDK
 * connects there in emulator mode, and the build's Content-Security-Policy allows exactly these.
 */
export const AUTH_EMULATOR_URL = 'http://127.0.0.1:9099';
export const DATABASE_EMULATOR = { host: '127.0.0.1', port: 9000 } as const;

/**
 * The suite's addresses an emulator build talks to, which Hosting serves in a meta element of the
 * page: the build writes the ports above, and a suite started on free ports (the journeys, one
 * suite per worker) rewrites them to its own, as it does the policy's (docs/adr/0067-drift-gates-and-a-fast-loop.md).
 * So one build serves any suite; the SPA reads them at start, before Firebase connects.
 */
export interface EmulatorAddresses {
  auth: string;
  database: string;
  gateway: string;
  monitoring: string;
}

export const EMULATORS_META = 'oppnp-emulators';

/** The meta's content: `name=url` pairs separated by spaces. */
export function emulatorsMetaContent(a: EmulatorAddresses): string {
  return (Object.keys(a) as (keyof EmulatorAddresses)[])
    .filter((k) => a[k])
    .map((k) => `${k}=${a[k]}`)
    .join(' ');
}

/** Parses the meta's content; unknown names and malformed pairs are ignored. */
export function parseEmulatorsMeta(content: string | null | undefined): Partial<EmulatorAddresses> {
  const out: Partial<EmulatorAddresses> = {};
  for (const pair of (content ?? '').split(/\s+/)) {
    const at = pair.indexOf('=');
    const key = pair.slice(0, at);
    if (
      at > 0 &&
      (key === 'auth' || key === 'database' || key === 'gateway' || key === 'monitoring')
    ) {
      out[key] = pair.slice(at + 1);
    }
  }
  return out;
}

/** The addresses Hosting served with this page ({} outside a browser, or with no meta). */
function servedEmulators(): Partial<EmulatorAddresses> {
  if (typeof document === 'undefined') return {};
  return parseEmulatorsMeta(
    document.querySelector(`meta[name="${EMULATORS_META}"]`)?.getAttribute('content'),
  );
}

/** Where the SDK finds the Auth emulator: as served, else the build's. */
export function authEmulatorUrl(): string {
  return servedEmulators().auth ?? AUTH_EMULATOR_URL;
}

/** Where the SDK finds the database emulator: as served, else the build's. */
export function databaseEmulator(): { host: string; port: number } {
  const served = servedEmulators().database;
  if (!served) return DATABASE_EMULATOR;
  const u = new URL(served);
  return { host: u.hostname, port: Number(u.port) };
}

type RawEnv = Record<string, string | boolean | undefined>;

function str(raw: RawEnv, key: string): string {
  const v = raw[key];
  return typeof v === 'string' ? v.trim() : '';
}

/** Builds the configuration from a raw env map; throws listing every missing or wrong variable. */
export function readConfig(raw: RawEnv): AppConfig {
  const problems: string[] = [];
  const envName = str(raw, 'VITE_ENV') || (raw.DEV === true ? 'dev' : 'prod');
  if (envName !== 'dev' && envName !== 'qa' && envName !== 'prod') {
    problems.push(`VITE_ENV must be dev, qa or prod (got "${envName}")`);
  }
  const useEmulators = str(raw, 'VITE_USE_EMULATORS') === 'true';
  let firebase = EMULATOR_FIREBASE;
  if (!useEmulators) {
    const vars: Record<keyof FirebaseWebConfig, string> = {
      apiKey: 'VITE_FIREBASE_API_KEY',
      authDomain: 'VITE_FIREBASE_AUTH_DOMAIN',
      projectId: 'VITE_FIREBASE_PROJECT_ID',
      appId: 'VITE_FIREBASE_APP_ID',
      databaseURL: 'VITE_FIREBASE_DATABASE_URL',
    };
    firebase = { ...EMULATOR_FIREBASE };
    for (const [field, name] of Object.entries(vars) as [keyof FirebaseWebConfig, string][]) {
      firebase[field] = str(raw, name);
      if (!firebase[field]) problems.push(`missing ${name}`);
    }
  }
  if (problems.length > 0) {
    throw new Error(`Invalid build configuration:\n- ${problems.join('\n- ')}`);
  }
  return {
    environment: envName as Environment,
    useEmulators,
    gatewayUrl:
      (useEmulators ? servedEmulators().gateway : undefined) ??
      (str(raw, 'VITE_GATEWAY_URL') || DEFAULT_GATEWAY_URL),
    ibmClientId: str(raw, 'VITE_IBM_CLIENT_ID'),
    firebase,
  };
}

let cached: AppConfig | undefined;

/** The configuration of this build. */
export function config(): AppConfig {
  cached ??= readConfig(import.meta.env as unknown as RawEnv);
  return cached;
}

/** Where log records are shipped: the suite's local sink, a generic HTTP intake, or nowhere. */
export type MonitoringVendor = 'local' | 'http' | 'none';

export interface MonitoringConfig {
  vendor: MonitoringVendor;
  url: string;
  apiKey: string;
  apiKeyHeader: string;
  /** Fraction of records shipped, 0..1 (docs/requirements.md §9: 100 percent). */
  sampleRate: number;
  /** The environment tag every shipped record carries (docs/requirements.md §9: prod). */
  environment: string;
}

/** The suite's log sink (emulators/ui README). */
export const LOCAL_MONITORING_URL = 'http://127.0.0.1:4000/api/logs';

/** Reads VITE_MONITORING_* and VITE_ENVIRONMENT; throws on an unknown vendor or a bad rate. */
export function readMonitoringConfig(raw: RawEnv): MonitoringConfig {
  const emulators = str(raw, 'VITE_USE_EMULATORS') === 'true';
  const url =
    (emulators ? servedEmulators().monitoring : undefined) ??
    (str(raw, 'VITE_MONITORING_URL') || (emulators ? LOCAL_MONITORING_URL : ''));
  const vendor = str(raw, 'VITE_MONITORING_VENDOR') || (url ? 'local' : 'none');
  const rateText = str(raw, 'VITE_MONITORING_SAMPLE_RATE');
  const sampleRate = rateText === '' ? 1 : Number(rateText);
  const problems: string[] = [];
  if (vendor !== 'local' && vendor !== 'http' && vendor !== 'none') {
    problems.push(`VITE_MONITORING_VENDOR must be local, http or none (got "${vendor}")`);
  }
  if (vendor !== 'none' && !url) problems.push('missing VITE_MONITORING_URL');
  if (!(sampleRate >= 0 && sampleRate <= 1)) {
    problems.push(`VITE_MONITORING_SAMPLE_RATE must be between 0 and 1 (got "${rateText}")`);
  }
  if (problems.length > 0) {
    throw new Error(`Invalid build configuration:\n- ${problems.join('\n- ')}`);
  }
  return {
    vendor: vendor as MonitoringVendor,
    url,
    apiKey: str(raw, 'VITE_MONITORING_API_KEY'),
    apiKeyHeader: str(raw, 'VITE_MONITORING_API_KEY_HEADER') || 'X-API-Key',
    sampleRate,
    environment: str(raw, 'VITE_ENVIRONMENT') || 'prod',
  };
}

/** The monitoring configuration of this build. */
export function monitoringConfig(): MonitoringConfig {
  return readMonitoringConfig(import.meta.env as unknown as RawEnv);
}
