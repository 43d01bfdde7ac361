import { describe, expect, it } from 'vitest';

import { DEFAULT_GATEWAY_URL, EMULATOR_FIREBASE, readConfig } from '@/config/env';

describe('build configuration', () => {
  it('uses the demo project and the local gateway in emulator mode', () => {
    expect(readConfig({ VITE_ENV: 'dev', VITE_USE_EMULATORS: 'true' })).toEqual({
      environment: 'dev',
      useEmulators: true,
      gatewayUrl: DEFAULT_GATEWAY_URL,
      ibmClientId: '',
      firebase: EMULATOR_FIREBASE,
    });
    expect(EMULATOR_FIREBASE.projectId).toBe('demo-oppnp');
    expect(EMULATOR_FIREBASE.databaseURL).toBe('https://demo-oppnp-default-rtdb.firebaseio.com');
    expect(DEFAULT_GATEWAY_URL).toBe('http://127.0.0.1:8090');
  });

  it('reads the production project from VITE_FIREBASE_*', () => {
    const cfg = readConfig({
      VITE_ENV: 'prod',
      VITE_GATEWAY_URL: 'https://api.lender.example',
      VITE_IBM_CLIENT_ID: 'abc',
      VITE_FIREBASE_API_KEY: 'k',
      VITE_FIREBASE_AUTH_DOMAIN: 'p.firebaseapp.com',
      VITE_FIREBASE_PROJECT_ID: 'p',
      VITE_FIREBASE_APP_ID: '1:2:web:3',
      VITE_FIREBASE_DATABASE_URL: 'https://p-default-rtdb.firebaseio.com',
    });
    expect(cfg).toMatchObject({
      environment: 'prod',
      useEmulators: false,
      gatewayUrl: 'https://api.lender.example',
      ibmClientId: 'abc',
      firebase: { projectId: 'p', apiKey: 'k' },
    });
  });

  it('lists every missing production variable and a bad environment', () => {
    expect(() => readConfig({ VITE_ENV: 'staging' })).toThrow(
      /VITE_ENV must be dev, qa or prod[\s\S]*VITE_FIREBASE_API_KEY[\s\S]*VITE_FIREBASE_DATABASE_URL/,
    );
  });
});
