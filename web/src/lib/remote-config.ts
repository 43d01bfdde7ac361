/**
 * Remote Config client (docs/design.md §5, docs/requirements.md §7/§8/§9). Keys carry the environment prefix outside
 * production (dev_, qa_). Fetch timeout 60 s; minimum fetch interval 12 h (5 s in dev). In emulator
 * mode the values come from the suite's same-origin GET /__/remoteconfig/values and hydrate the SDK
 * through initialFetchResponse, so no Google host is ever called. A failed initialisation or read is
 * logged and the read returns null.
 */
import type { RemoteConfig } from 'firebase/remote-config';

import { config } from '@/config/env';
import type { AppConfig, Environment } from '@/config/env';
import { logger } from '@/lib/logger';
import type { Logger } from '@/lib/logger';

export const FETCH_TIMEOUT_MS = 60_000;
export const MIN_FETCH_INTERVAL_MS = 12 * 60 * 60 * 1000;
export const DEV_MIN_FETCH_INTERVAL_MS = 5_000;
export const EMULATOR_VALUES_PATH = '/__/remoteconfig/values';

export type ValueType = 'string' | 'number' | 'boolean' | 'json';
type ValueOf<T extends ValueType> = T extends 'string'
  ? string
  : T extends 'number'
    ? number
    : T extends 'boolean'
      ? boolean
      : unknown;

export function keyPrefix(env: Environment): string {
  return env === 'prod' ? '' : `${env}_`;
}

export function rcSettings(env: Environment) {
  return {
    fetchTimeoutMillis: FETCH_TIMEOUT_MS,
    minimumFetchIntervalMillis: env === 'dev' ? DEV_MIN_FETCH_INTERVAL_MS : MIN_FETCH_INTERVAL_MS,
  };
}

/** The Remote Config REST fetch shape the suite serves. */
export interface FetchShape {
  entries?: Record<string, string>;
  state?: string;
  templateVersion?: string | number;
}

/** The SDK's initialFetchResponse for a REST fetch body. */
export function toInitialFetchResponse(body: FetchShape) {
  const templateVersion = Number(body.templateVersion) || 1;
  return {
    status: 200,
    eTag: `emulator-${templateVersion}`,
    config: body.entries ?? {},
    templateVersion,
  };
}

/** Parses a raw Remote Config string as the asked type; throws when it is not one. */
export function parseValue<T extends ValueType>(raw: string, type: T): ValueOf<T> {
  switch (type) {
    case 'string':
      return raw as ValueOf<T>;
    case 'number': {
      const n = Number(raw);
      if (raw.trim() === '' || !Number.isFinite(n)) throw new Error(`not a number: ${raw}`);
      return n as ValueOf<T>;
    }
    case 'boolean': {
      const v = raw.trim().toLowerCase();
      if (['1', 'true', 't', 'yes', 'y', 'on'].includes(v)) return true as ValueOf<T>;
      if (['0', 'false', 'f', 'no', 'n', 'off'].includes(v)) return false as ValueOf<T>;
      throw new Error(`not a boolean: ${raw}`);
    }
    default:
      return JSON.parse(raw) as ValueOf<T>;
  }
}

/** Where raw values come from: the SDK in the app, a map in tests. undefined = not set. */
export type RawSource = (fullKey: string) => Promise<string | undefined>;

export interface RemoteConfigReader {
  read<T extends ValueType>(key: string, type: T): Promise<ValueOf<T> | null>;
}

export function createReader(
  env: Environment,
  source: RawSource,
  logger: Logger,
): RemoteConfigReader {
  return {
    async read(key, type) {
      const fullKey = keyPrefix(env) + key;
      try {
        const raw = await source(fullKey);
        if (raw === undefined) throw new Error('value not set');
        return parseValue(raw, type);
      } catch (err) {
        logger.error(`Remote Config: cannot read ${fullKey}`, err);
        return null;
      }
    },
  };
}

/**
 * The app's reader over the Firebase SDK (loaded on first use, outside the login bundle).
 */
export function createSdkReader(cfg: AppConfig, logger: Logger, fetchImpl: typeof fetch = fetch) {
  let ready: Promise<RemoteConfig | null> | undefined;
  const init = async () => {
    try {
      const [{ firebase }, rc] = await Promise.all([
        import('@/lib/firebase'),
        import('firebase/remote-config'),
      ]);
      const { app } = firebase(cfg);
      if (cfg.useEmulators) {
        const res = await fetchImpl(EMULATOR_VALUES_PATH, {
          headers: { Accept: 'application/json' },
        });
        if (!res.ok) throw new Error(`${EMULATOR_VALUES_PATH}: HTTP ${res.status}`);
        const body = (await res.json()) as FetchShape;
        const remote = rc.getRemoteConfig(app, {
          initialFetchResponse: toInitialFetchResponse(body),
        });
        remote.settings = rcSettings(cfg.environment);
        return remote;
      }
      const remote = rc.getRemoteConfig(app);
      remote.settings = rcSettings(cfg.environment);
      await rc.fetchAndActivate(remote);
      return remote;
    } catch (err) {
      logger.error('Remote Config: initialisation failed', err);
      return null;
    }
  };
  return createReader(
    cfg.environment,
    async (fullKey) => {
      ready ??= init();
      const remote = await ready;
      if (!remote) throw new Error('Remote Config unavailable');
      const { getValue } = await import('firebase/remote-config');
      const value = getValue(remote, fullKey);
      return value.getSource() === 'static' ? undefined : value.asString();
    },
    logger,
  );
}

let appReader: RemoteConfigReader | undefined;

/** The app's Remote Config reader: `await remoteConfig().read('sipre_schedule', 'json')`. */
export function remoteConfig(): RemoteConfigReader {
  appReader ??= createSdkReader(config(), logger);
  return appReader;
}
