/// <reference types="vitest/config" />
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve as resolvePath } from 'node:path';
import { fileURLToPath, pathToFileURL, URL } from 'node:url';

import react from '@vitejs/plugin-react';
import { build } from 'rolldown';
import type { CodeSplittingGroup } from 'rolldown';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';

import { contentSecurityPolicyPlugin } from './src/app/csp/plugin';
import { loginShellScript } from './src/app/login-shell/inline-script';
import { CUSTOMER_LINK_PREFIX, routes } from './src/config/paths';
import { SHELL_ID, SHELL_ROUTES } from './src/entities/link-session/shell-element';

// The dev server proxies same-origin /api and /__ calls to the local hosting emulator, as Firebase
// Hosting does in production, so the SPA never needs to know where the functions run.
const UNUSED_FIREBASE =
  /node_modules\/(@firebase\/(firestore|storage|functions)|firebase\/(firestore|storage|functions))\//;
// reactfire's top-level import of Remote Config (for hooks the app does not use) would put the
// Remote Config SDK and Installations in the chunk every database page loads, before a list's
// first row; the app's own reader (lib/remote-config.ts) imports it on first use, and the module
// is kept whole wherever one of its exports is used (docs/adr/0069-staff-pages-load-by-need.md).
const UNUSED_BY_REACTFIRE = /node_modules\/(@firebase\/remote-config|firebase\/remote-config)\//;

const hosting = process.env.OPPNP_HOSTING_URL ?? 'http://127.0.0.1:5000';
const src = fileURLToPath(new URL('./src', import.meta.url));
const root = fileURLToPath(new URL('..', import.meta.url));

/** The link pages' stylesheets (under src/features/), inlined into index.html by linkShell. */
const LINK_STYLES = ['customer-link/customer-link.css', 'video-call/video-call.css'];
const INLINED_STYLE = '\0inlined-link-style';

/**
 * Every page's HTML carries the link pages' stylesheets inline (linkShell): in the build an import
 * of one is an empty module, so a link page's code never waits for a stylesheet's download before
 * its first render (docs/adr/0088-first-render-without-waits.md). Before Vite's own resolver, which
 * would make it a CSS asset the page's chunk loads first.
 */
function inlinedLinkStyles(): Plugin {
  return {
    name: 'oppnp-inlined-link-styles',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const file = importer ? resolvePath(dirname(importer), source) : source;
      return LINK_STYLES.some((f) => file === `${src}/features/${f}`) ? INLINED_STYLE : null;
    },
    load: (id) => (id === INLINED_STYLE ? 'export {};' : null),
  };
}

/**
 * The customer link's HTML shell (docs/adr/0036-phone-first-load.md): src/app/link-shell/inline.ts,
 * with the step model it imports and the first screens rendered here from the app's components
 * (screens.tsx, docs/adr/0065-link-screens-from-react.md), bundled into an inline script at the top
 * of index.html, and the customer and video screens' stylesheets inlined beside it, so the phone
 * paints the link's first screen before the app's code has arrived.
 */
function linkShell(): Plugin {
  let env: Record<string, unknown> = {};
  return {
    name: 'oppnp-link-shell',
    apply: 'build',
    configResolved(resolved) {
      env = resolved.env;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        const screens = await renderAtBuild<Record<string, string>>(
          'app/link-shell/screens.tsx',
          'linkScreens',
        );
        const bundle = await build({
          input: `${src}/app/link-shell/inline.ts`,
          write: false,
          platform: 'browser',
          resolve: { alias: { '@': src } },
          transform: {
            define: {
              'import.meta.env': JSON.stringify(env),
              __OPPNP_LINK_SCREENS__: JSON.stringify(screens),
            },
          },
          output: { format: 'iife', minify: true },
        });
        const css = LINK_STYLES.map((f) => readFileSync(`${src}/features/${f}`, 'utf8')).join('\n');
        // Evaluated on customer link pages only: every other page just skips the block.
        const code = `if(location.pathname.indexOf(${JSON.stringify(CUSTOMER_LINK_PREFIX)})===0){${bundle.output[0].code}}`;
        if (/<\/script|<!--/i.test(code)) throw new Error('link shell: the script would end early');
        const hold = holdPreloads(linkPagePreloads(ctx.bundle));
        return beforeStylesheet(
          html,
          `<script>${hold}</script>\n<script>${code}</script>\n${styleElement(css, 'link shell')}\n`,
        );
      },
    },
  };
}

type Bundle = Parameters<Extract<Plugin['generateBundle'], (...a: never[]) => unknown>>[1];

/** The chunks of a build: each by file, and the closure of a chunk's static imports. */
function chunkGraph(bundle: Bundle | undefined) {
  const chunks = Object.values(bundle ?? {}).filter((c) => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (file: string, seen = new Set<string>()) => {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const dep of byFile.get(file)?.imports ?? []) closure(dep, seen);
    return seen;
  };
  const entry = new Set<string>();
  for (const c of chunks) if (c.isEntry) closure(c.fileName, entry);
  /** The chunks page module `src` (under src/) needs beyond the entry's, as /assets/… paths. */
  const pageChunks = (src: string) => {
    const page = chunks.find((c) => c.facadeModuleId?.endsWith(`/src/${src}`));
    if (!page) throw new Error(`preloads: no chunk for ${src}`);
    return [...closure(page.fileName)].filter((f) => !entry.has(f)).map((f) => `/${f}`);
  };
  return { pageChunks };
}

/**
 * The chunks of each page a customer link's SMS opens (the HTML shell's routes), by the path's
 * last segment: preloaded once the session POST has left, so the first screen's code is there when
 * the entry has run instead of a round trip later (docs/adr/0080-link-pages-before-the-sdk.md). None of them
 * carries the Firebase SDK; the page loads it beside its first screen (lib/use-firebase.ts).
 */
function linkPagePreloads(bundle: Bundle | undefined): Record<string, string[]> {
  const { pageChunks } = chunkGraph(bundle);
  const out: Record<string, string[]> = {};
  for (const key of SHELL_ROUTES) {
    const segment = routes[key].path.split('/').pop()!;
    out[segment] = pageChunks(`app/routes/cliente/${segment}.tsx`);
  }
  return out;
}

/**
 * A customer link page's own chunks (`pages`, by the path's last segment) as a script the link shell
 * runs once its session POST has left (inline.ts): over HTTP/1.1 the POST would otherwise wait
 * behind them for one of the host's six connections. The entry's few preloads (its one chunk,
 * docs/adr/0084-one-chunk-before-the-app-runs.md) stay in the HTML, where the preload scanner finds
 * them at once on every page: they leave three connections free for the POST.
 */
function holdPreloads(pages: Record<string, string[]>): string {
  return (
    `(function(p){location.pathname.indexOf(${JSON.stringify(CUSTOMER_LINK_PREFIX)})===0&&(window.__oppnpPreloads=function(){` +
    `(p[location.pathname.split('/')[3]]||[]).forEach(function(u){var l=document.createElement('link');` +
    `l.rel='modulepreload';l.crossOrigin='';l.href=u;document.head.appendChild(l)})})})(${JSON.stringify(pages)})`
  );
}

/**
 * Puts `snippet` after the entry's script and module preloads (the parser sees those first, so
 * their downloads start at once) and before the stylesheet (an inline script after a stylesheet
 * would wait for it to download).
 */
function beforeStylesheet(html: string, snippet: string): string {
  const at = html.search(/<link rel="stylesheet"|<\/head>/);
  return html.slice(0, at) + snippet + html.slice(at);
}

/**
 * The login screen from the HTML (docs/adr/0045-login-first-paint.md): src/app/login-shell/markup.tsx
 * renders the /login page's components to markup at build time, and a one-line inline script right
 * after #link-shell puts it there on /login only. The phone paints the screen once the HTML and the
 * stylesheet are in, instead of after the entry, the page's chunks and React have run; the app's
 * own screen replaces it (entities/link-session/handoff.ts). Every other page skips the string.
 */
function loginShell(): Plugin {
  return {
    name: 'oppnp-login-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const markup = await renderAtBuild<string>('app/login-shell/markup.tsx', 'loginMarkup');
        const host = `<div id="${SHELL_ID}"></div>`;
        if (!html.includes(host)) throw new Error(`login shell: no ${host} in index.html`);
        const code = loginShellScript(routes.login.path, markup);
        return html.replace(host, `${host}\n    <script>${code}</script>`);
      },
    },
  };
}

/** `css` as a <style> element of index.html; `what` names it if its text would end it early. */
function styleElement(css: string, what: string): string {
  if (/<\/style/i.test(css)) throw new Error(`${what}: the stylesheet would end early`);
  return `<style>${css}</style>`;
}

/**
 * The app's stylesheet in the HTML (docs/adr/0088-first-render-without-waits.md): every first screen
 * paints from index.html, and a linked stylesheet holds that paint for a request that, on a phone,
 * queues behind the page's scripts for one of the host's six connections. It is a few KiB; the
 * policy's plugin hashes it with the other inline styles.
 */
function inlineStylesheet(): Plugin {
  return {
    name: 'oppnp-inline-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        return html.replace(
          /<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g,
          (_, file: string) => {
            const asset = ctx.bundle?.[file];
            if (asset?.type !== 'asset') throw new Error(`inline stylesheet: no asset ${file}`);
            return styleElement(String(asset.source), file);
          },
        );
      },
    },
  };
}

const NO_CSS = '\0no-css';

/**
 * What `name()` of the module `entry` (under src/) returns, run here at build time: the module is
 * bundled with React's server renderer for Node, and its CSS imports are left out.
 */
async function renderAtBuild<T>(entry: string, name: string): Promise<T> {
  const bundle = await build({
    input: `${src}/${entry}`,
    write: false,
    platform: 'node',
    resolve: { alias: { '@': src } },
    transform: {
      define: {
        'process.env.NODE_ENV': '"production"',
        // Modules a screen imports build their clients when loaded (lib/api.ts); the markup reads
        // none of their settings, so the emulators' stand in for the build's own.
        'import.meta.env': JSON.stringify({ VITE_USE_EMULATORS: 'true' }),
      },
    },
    plugins: [
      {
        name: 'no-css',
        resolveId: (id) => (id.endsWith('.css') ? NO_CSS : null),
        load: (id) => (id === NO_CSS ? '' : null),
      },
    ],
    output: { format: 'esm' },
  });
  const entryChunk = bundle.output.find((o) => o.type === 'chunk' && o.isEntry);
  if (!entryChunk) throw new Error(`render at build: no chunk for ${entry}`);
  // Files, not a data: URL: the bundle's require() of Node's own modules needs a file location,
  // and a screen whose code imports a module lazily (Remote Config) comes with its other chunks.
  const dir = mkdtempSync(join(tmpdir(), 'oppnp-shell-markup-'));
  try {
    for (const o of bundle.output) {
      if (o.type === 'chunk') writeFileSync(join(dir, o.fileName), o.code);
    }
    const file = join(dir, entryChunk.fileName);
    const mod = (await import(pathToFileURL(file).href)) as Record<string, () => T>;
    return mod[name]!();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Routes whose page chunks the HTML asks for beside the entry (their paths have no parameters). */
const PRELOADED = { [routes.login.path]: 'app/routes/login.tsx' };

/**
 * Route-based module preloads (docs/adr/0036-phone-first-load.md): on /login the page's chunks
 * (the form, react-hook-form; yup comes once it is idle, docs/adr/0084-one-chunk-before-the-app-runs.md)
 * download beside the entry instead of after it has run, which
 * saves a round trip and the entry's evaluation time on a phone. A tiny inline script adds the
 * links for the current path only, so no other page downloads them.
 */
function routePreloads(): Plugin {
  return {
    name: 'oppnp-route-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const { pageChunks } = chunkGraph(ctx.bundle);
        const files: Record<string, string[]> = {};
        for (const [path, src] of Object.entries(PRELOADED)) files[path] = pageChunks(src);
        const code = `(function(m){var f=m[location.pathname];f&&f.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.appendChild(l)})})(${JSON.stringify(files)})`;
        return beforeStylesheet(html, `<script>${code}</script>\n`);
      },
    },
  };
}

const ENTRY_MODULE = `${src}/main.tsx`;
/** The chunk entryChunk() makes of what the entry imports. */
const APP_CHUNK = 'app';

/**
 * V8's explicit compile hint on the app's chunk (docs/adr/0088-first-render-without-waits.md): the
 * phone compiles all of its functions while the file downloads, instead of each on the main thread
 * the first time the first render calls it. Nearly all of it runs on every first screen (React, the
 * router, the guard). Browsers without the hint read a comment.
 */
function compileHints(): Plugin {
  return {
    name: 'oppnp-compile-hints',
    apply: 'build',
    // After Vite's own, which puts the preload map at the top: the hint must be the first line.
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        for (const c of Object.values(bundle)) {
          if (c.type === 'chunk' && c.name === APP_CHUNK)
            c.code = `//# allFunctionsCalledOnLoad\n${c.code}`;
        }
      },
    },
  };
}

/**
 * Whether `importer` only re-exports `dep` (a barrel such as copy/es.ts): the bundler then takes the
 * binding from `dep` where it is used, so `dep` is not part of what the entry needs.
 */
function reexportsOnly(importer: string, dep: string): boolean {
  const base = dep.replace(/^.*\//, '').replace(/\.[cm]?[jt]sx?$/, '');
  const spec = `['"][^'"]*/${base}(?:\\.[a-z]+)?['"]`;
  return (
    new RegExp(`export\\s*(?:\\*|\\{[^}]*\\})\\s*from\\s*${spec}`).test(importer) &&
    !new RegExp(`import[^'";]*${spec}`).test(importer)
  );
}

/**
 * Every module the entry imports statically, in one chunk (docs/adr/0084-one-chunk-before-the-app-runs.md).
 * Left to itself the bundler makes a chunk of each module a lazy page shares with the entry (the
 * router, the API client, the logger, …): fourteen requests before the app runs, each with ~0.6 KiB
 * of response headers and a compression of its own. The entry cannot run before all of them are in,
 * so they are one file. A barrel (copy/es.ts) stays a chunk of its own: captured, it would bring
 * every module it re-exports along (the bundler keeps a chunk's dependencies with it), and the
 * entry needs few of them.
 */
function entryChunk(): CodeSplittingGroup {
  let captured: Set<string> | undefined;
  return {
    includeDependenciesRecursively: false,
    name: (id, ctx) => {
      if (!captured) {
        const seen = new Set<string>();
        const barrels = new Set<string>();
        const walk = (m: string) => {
          if (seen.has(m)) return;
          seen.add(m);
          const info = ctx.getModuleInfo(m);
          for (const dep of info?.importedIds ?? []) {
            if (reexportsOnly(info?.code ?? '', dep)) barrels.add(m);
            else walk(dep);
          }
        };
        walk(ENTRY_MODULE);
        captured = new Set([...seen].filter((m) => !barrels.has(m)));
      }
      return id !== ENTRY_MODULE && !id.endsWith('.css') && captured.has(id) ? APP_CHUNK : null;
    },
  };
}

export default defineConfig({
  // The policy comes last: it hashes the inline scripts the plugins before it wrote.
  plugins: [
    react(),
    inlinedLinkStyles(),
    compileHints(),
    linkShell(),
    routePreloads(),
    loginShell(),
    inlineStylesheet(),
    contentSecurityPolicyPlugin({ templatePath: `${root}/remoteconfig.template.json` }),
  ],
  resolve: {
    alias: { '@': src },
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
      output: { codeSplitting: { groups: [entryChunk()] } },
      // reactfire imports Firestore, Storage and Functions at its top level; the app uses none of
      // them, but their registration side effects would keep ~300 KB of SDK in the chunk every
      // page loads (the customer's phone parses it before the welcome page can paint).
      treeshake: {
        moduleSideEffects: [
          { test: UNUSED_FIREBASE, sideEffects: false },
          { test: UNUSED_BY_REACTFIRE, sideEffects: false },
        ],
      },
    },
  },
  test: {
    globals: true,
    setupFiles: ['./src/testing/setup.ts'],
    // The local defaults (as .env.development); no unit test talks to the emulators.
    env: {
      VITE_ENV: 'dev',
      VITE_USE_EMULATORS: 'true',
      VITE_GATEWAY_URL: 'http://127.0.0.1:8090',
      VITE_IBM_CLIENT_ID: 'oppnp-local-client',
    },
    // Two cores shared with other work: generous timeouts, never timing assertions.
    testTimeout: 20_000,
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
    // A worker and its page serve file after file, and the runner gives each file the app's modules
    // afresh: a fresh process and page per file cost three quarters of the tier's CPU
    // (docs/adr/0082-web-tier-at-half-cpu.md).
    isolate: false,
    runner: './src/testing/runner.ts',
    // A page costs each file about half a second to set up: components (.tsx) get jsdom, plain
    // units (.ts) run in node unless their first line asks for jsdom (`// @vitest-environment jsdom`).
    projects: [
      {
        extends: true,
        test: { name: 'dom', environment: 'jsdom', include: ['src/**/*.test.tsx'] },
      },
      {
        extends: true,
        test: { name: 'units', environment: 'node', include: ['src/**/*.test.ts'] },
      },
    ],
  },
});
