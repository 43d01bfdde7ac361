/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The dev server proxies same-origin /api and /__ calls to the local hosting emulator, as Firebase
// Hosting does in production, so the SPA never needs to know where the functions run.
const UNUSED_FIREBASE =
  /node_modules\/(@firebase\/(firestore|storage|functions)|firebase\/(firestore|storage|functions))\//;

const hosting = process.env.OPPNP_HOSTING_URL ?? 'http://127.0.0.1:5000';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': hosting,
      '/__': hosting,
    },
  },
  build: {
    manifest: true,
    sourcemap: false,
    rollupOptions: {
      // reactfire imports Firestore, Storage and Functions at its top level; the app uses none of
      // them, but their registration side effects would keep ~300 KB of SDK in the chunk every
      // page loads (the customer's phone parses it before the welcome page can paint).
      treeshake: { moduleSideEffects: [{ test: UNUSED_FIREBASE, sideEffects: false }] },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/setup.ts'],
    // The local defaults (as .env.development); no unit test talks to the emulators.
    env: {
      VITE_ENV: 'dev',
      VITE_USE_EMULATORS: 'true',
      VITE_GATEWAY_URL: 'http://127.0.0.1:8090',
      VITE_IBM_CLIENT_ID: 'oppnp-local-client',
    },
    include: ['src/**/*.test.{ts,tsx}'],
    // Two cores shared with other work: generous timeouts, never timing assertions.
    testTimeout: 20_000,
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
  },
});
