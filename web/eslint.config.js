// ESLint 9 flat config. Import zones enforce the layout rules W1–W3 and the layers of
// docs/adr/0064-entities-layer.md: app → features → entities → shared folders; features never
// import each other; the domain (entities) imports no feature or app code; the shared folders
// (lib is infrastructure only) import nothing above them, except testing, which may build
// entities' fakes; only src/lib/firebase.ts imports firebase/app.
import { readdirSync } from 'node:fs';

import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const shared = ['components', 'lib', 'config', 'copy', 'stores', 'testing'];

const zones = [
  // W2: features never import each other.
  ...features.map((f) => ({
    target: `./src/features/${f}`,
    from: './src/features',
    except: [`./${f}`],
    message: 'Features never import each other: compose them in a route module (src/app/routes).',
  })),
  // W1: features import shared folders only, never the app.
  { target: './src/features', from: './src/app', message: 'Features never import app code.' },
  // W1: shared folders import nothing above them.
  ...shared.map((s) => ({
    target: `./src/${s}`,
    from: ['./src/app', './src/features'],
    message: 'Shared folders never import app or feature code.',
  })),
  // The domain layer sits between the shared folders and the features.
  {
    target: './src/entities',
    from: ['./src/app', './src/features'],
    message: 'Entities (the domain) never import feature or app code.',
  },
  ...shared
    .filter((s) => s !== 'testing')
    .map((s) => ({
      target: `./src/${s}`,
      from: './src/entities',
      message:
        'Shared folders (lib is infrastructure only) never import the domain (src/entities).',
    })),
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'coverage', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-console': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': 'error',
      'import-x/no-default-export': 'error',
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
          pathGroups: [{ pattern: '@/**', group: 'internal' }],
          'newlines-between': 'always',
          alphabetize: { order: 'asc' },
        },
      ],
      // W3: only src/lib/firebase.ts initialises Firebase and connects the emulators.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'firebase/app', message: 'Only src/lib/firebase.ts imports firebase/app.' },
            {
              name: 'firebase/auth',
              importNames: ['connectAuthEmulator'],
              message: 'Only src/lib/firebase.ts connects the emulators.',
            },
            {
              name: 'firebase/database',
              importNames: ['connectDatabaseEmulator'],
              message: 'Only src/lib/firebase.ts connects the emulators.',
            },
          ],
        },
      ],
    },
  },
  { files: ['src/lib/firebase.ts'], rules: { 'no-restricted-imports': 'off' } },
  // Route modules are loaded with import(): their page is the default export; Vitest takes a
  // runner's class from its module's default export too.
  {
    files: ['src/app/routes/**/*.tsx', 'src/testing/runner.ts'],
    rules: { 'import-x/no-default-export': 'off' },
  },
  {
    files: ['*.config.{js,ts}', 'scripts/**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'import-x/no-default-export': 'off', 'no-console': 'off' },
  },
  prettier,
);
