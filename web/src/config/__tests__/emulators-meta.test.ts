// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';

import {
  AUTH_EMULATOR_URL,
  DATABASE_EMULATOR,
  DEFAULT_GATEWAY_URL,
  EMULATORS_META,
  LOCAL_MONITORING_URL,
  authEmulatorUrl,
  databaseEmulator,
  emulatorsMetaContent,
  parseEmulatorsMeta,
  readConfig,
  readMonitoringConfig,
} from '@/config/env';

const served = {
  auth: 'http://127.0.0.1:41001',
  database: 'http://127.0.0.1:41002',
  gateway: 'http://127.0.0.1:41003',
  monitoring: 'http://127.0.0.1:41004/api/logs',
};

function serve(content: string) {
  const meta = document.createElement('meta');
  meta.name = EMULATORS_META;
  meta.content = content;
  document.head.append(meta);
}

afterEach(() => document.head.querySelector(`meta[name="${EMULATORS_META}"]`)?.remove());

describe('the suite addresses Hosting serves', () => {
  it('round-trips the meta content and ignores what it does not know', () => {
    expect(parseEmulatorsMeta(emulatorsMetaContent(served))).toEqual(served);
    expect(parseEmulatorsMeta('auth=http://a:1 evil=http://b:2 =x junk')).toEqual({
      auth: 'http://a:1',
    });
    expect(parseEmulatorsMeta(null)).toEqual({});
  });

  it('without the meta the build’s fixed addresses stand', () => {
    expect(authEmulatorUrl()).toBe(AUTH_EMULATOR_URL);
    expect(databaseEmulator()).toEqual(DATABASE_EMULATOR);
    expect(readConfig({ VITE_USE_EMULATORS: 'true' }).gatewayUrl).toBe(DEFAULT_GATEWAY_URL);
    expect(readMonitoringConfig({ VITE_USE_EMULATORS: 'true' }).url).toBe(LOCAL_MONITORING_URL);
  });

  it('an emulator build follows the served addresses', () => {
    serve(emulatorsMetaContent(served));
    expect(authEmulatorUrl()).toBe(served.auth);
    expect(databaseEmulator()).toEqual({ host: '127.0.0.1', port: 41002 });
    expect(readConfig({ VITE_USE_EMULATORS: 'true' }).gatewayUrl).toBe(served.gateway);
    expect(readMonitoringConfig({ VITE_USE_EMULATORS: 'true' }).url).toBe(served.monitoring);
  });

  it('a production build ignores a served meta', () => {
    serve(emulatorsMetaContent(served));
    const prod = {
      VITE_ENV: 'prod',
      VITE_GATEWAY_URL: 'https://gw.example',
      VITE_MONITORING_URL: 'https://logs.example',
      VITE_FIREBASE_API_KEY: 'k',
      VITE_FIREBASE_AUTH_DOMAIN: 'd',
      VITE_FIREBASE_PROJECT_ID: 'p',
      VITE_FIREBASE_APP_ID: 'a',
      VITE_FIREBASE_DATABASE_URL: 'https://p.firebaseio.com',
    };
    expect(readConfig(prod).gatewayUrl).toBe('https://gw.example');
    expect(readMonitoringConfig(prod).url).toBe('https://logs.example');
  });
});
