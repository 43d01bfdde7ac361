#!/usr/bin/env node
// Bundle budget: after `vite build`, prints the initial JS + CSS (gzip) a visitor of the
// login route downloads and fails when it reaches 170 KB; checks that every route's page is a
// separate chunk (its own dynamic entry, outside the initial bundle). Prints what a customer's phone
// downloads for the welcome page before its first render (it fails when that includes the Firebase
// SDK, which loads beside it) and fails when any chunk carries the Firebase SDKs the
// app never uses (Firestore, Storage, Functions: reactfire imports them; vite.config.ts drops them).
// Prints what the monitor board's charts (chart.js) add, and fails when that code reaches the login
// bundle or the customer's welcome page. Fails when the app needs more than four files before it
// runs, when index.html holds any of them back, or when /login's first screen or action 5's
// documents carry yup (docs/adr/0084-one-chunk-before-the-app-runs.md,
// docs/adr/0087-documents-before-the-sign-in.md), when action 5's documents carry react-hook-form
// (docs/adr/0089-file-forms-without-a-form-library.md), when index.html links a stylesheet or a
// customer link page loads one of its own, and when the app's chunk lacks its compile hint
// (docs/adr/0088-first-render-without-waits.md).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const BUDGET_BYTES = 170 * 1000;
const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
/** Brotli at its best level: what the hosting emulator (as Firebase Hosting) sends a phone. */
const br = (file) =>
  brotliCompressSync(readFileSync(join(dist, file)), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length;
const kb = (n) => (n / 1000).toFixed(1).padStart(7) + ' KB';

/** The chunk files (JS and CSS) a manifest entry loads statically, itself included. */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}
function files(keys) {
  const out = new Set();
  for (const key of keys) {
    out.add(manifest[key].file);
    for (const css of manifest[key].css ?? []) out.add(css);
  }
  return out;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const loginKey = 'src/app/routes/login.tsx';
if (!entryKey || !manifest[loginKey]) {
  console.error('bench: manifest has no entry or no login route chunk');
  process.exit(1);
}
const entryKeys = closure(entryKey);
const initialKeys = closure(loginKey, new Set(entryKeys));
const initial = [...files(initialKeys)];

let total = 0;
console.log('Initial bundle of /login (gzip):');
for (const f of initial.sort()) {
  const size = gz(f);
  total += size;
  console.log(`  ${kb(size)}  ${f}`);
}
console.log(`  ${kb(total)}  total (budget ${kb(BUDGET_BYTES).trim()})`);

// Every route's page module, as pages.ts maps it.
const pagesSrc = readFileSync(join(root, 'src/app/pages.ts'), 'utf8');
const routePages = [
  ...pagesSrc.matchAll(/^\s+(\w+): \(\) => import\('\.\/(routes\/[^']+)'\)/gm),
].map(([, key, rel]) => ({ key, src: `src/app/${rel}.tsx` }));
const problems = [];
const byFile = new Map();
for (const { key, src } of routePages) {
  const chunk = manifest[src];
  if (!chunk) {
    problems.push(`${key}: ${src} is not in the manifest`);
    continue;
  }
  if (!chunk.isDynamicEntry) problems.push(`${key}: ${src} is not a lazily loaded chunk`);
  if (key !== 'login' && initialKeys.has(src)) problems.push(`${key}: in the login bundle`);
  if (byFile.has(chunk.file))
    problems.push(`${key}: shares ${chunk.file} with ${byFile.get(chunk.file)}`);
  byFile.set(chunk.file, key);
}
console.log(`\n${routePages.length} route pages, ${byFile.size} separate chunks.`);

// The customer's welcome page: the entry and the page, all before its first render; the Firebase
// SDK loads beside it (docs/adr/0080-link-pages-before-the-sdk.md) and must not be among them.
const welcomeKeys = closure('src/app/routes/cliente/bienvenida.tsx', new Set(entryKeys));
const sdkInWelcome = [...files(welcomeKeys)].filter((f) =>
  readFileSync(join(dist, f), 'utf8').includes('@firebase/'),
);
let welcomeTotal = 0;
let welcomeBr = 0;
for (const f of files(welcomeKeys)) {
  welcomeTotal += gz(f);
  welcomeBr += br(f);
}
console.log(
  `\nCustomer welcome page: ${welcomeKeys.size} chunks, ${kb(welcomeTotal).trim()} (gzip), ${kb(welcomeBr).trim()} (brotli).`,
);
for (const f of sdkInWelcome) {
  problems.push(`${f} (the Firebase SDK) is loaded before the customer welcome's first render`);
}

// The stylesheets of the app and of the customer link pages are inline in index.html (vite.config.ts,
// inlineStylesheet and inlinedLinkStyles): a linked one would hold the first paint for a request,
// and one among a link page's chunks its first render.
for (const { key, src } of routePages.filter((p) => p.src.includes('/routes/cliente/'))) {
  const extra = new Set([...files(closure(src))].filter((f) => f.endsWith('.css')));
  for (const f of files(entryKeys)) extra.delete(f);
  for (const f of extra) problems.push(`${key}: loads the stylesheet ${f} before its first render`);
}

// The monitor board's charts: chart.js is its own chunk, loaded by the board only (never by /login
// or the customer's welcome page).
const chartKey = 'src/features/monitor/components/bar-chart.tsx';
const chartKeys = manifest[chartKey] ? closure(chartKey) : new Set();
const chartOnly = [...chartKeys].filter(
  (k) => !closure('src/app/routes/monitor/monitor-solicitudes.tsx', new Set(entryKeys)).has(k),
);
let chartTotal = 0;
console.log('\nMonitor board charts, loaded on /monitor-solicitudes only (gzip):');
for (const f of [...files(chartOnly)].sort()) {
  const size = gz(f);
  chartTotal += size;
  console.log(`  ${kb(size)}  ${f}`);
}
console.log(`  ${kb(chartTotal)}  total`);
if (!manifest[chartKey]?.isDynamicEntry) problems.push(`${chartKey} is not a lazily loaded chunk`);
for (const k of chartOnly) {
  if (initialKeys.has(k)) problems.push(`chart code ${k} is in the login bundle`);
  if (welcomeKeys.has(k)) problems.push(`chart code ${k} is in the customer welcome page`);
}

// Bytes per route before its first paint (docs/adr/0036-phone-first-load.md), as Brotli on the wire.
// Both pages paint from the HTML alone, its stylesheets inline (docs/adr/0088-first-render-without-waits.md):
// /login from the login screen's markup the build inlines (docs/adr/0045-login-first-paint.md), the
// customer's first step from its inline shell. /login's form works once the entry and the page
// chunks the HTML preloads have run.
const html = br('index.html');
let loginBr = html;
for (const f of initial.filter((f) => f.endsWith('.js'))) loginBr += br(f);
console.log('\nBytes before first paint (brotli):');
console.log(`  ${kb(html)}  /login (HTML with the login screen and the stylesheet)`);
console.log(`  ${kb(loginBr)}  /login until the app takes over (HTML + entry + login chunks)`);
console.log(`  ${kb(html)}  customer's first step (HTML with its inline shell)`);
const htmlText = readFileSync(join(dist, 'index.html'), 'utf8');
if (!htmlText.includes('id="link-shell"')) problems.push('index.html has no #link-shell element');
if (!/<script>[^<]*link-shell/.test(htmlText) && !htmlText.includes('__oppnpLinkShell'))
  problems.push("index.html does not inline the customer link's shell script");
if (!htmlText.includes('location.pathname==="/login"') || !htmlText.includes('\\u003ch1>'))
  problems.push('index.html does not paint the login screen on /login');

// Before the app runs (docs/adr/0084-one-chunk-before-the-app-runs.md): the entry, the bundler's
// runtime, the one chunk of every module the entry imports and the copy's barrel. Each file more
// is a request with its own headers and compression on the phone; index.html names them all in
// module preloads, so no page (a customer link neither) waits for them behind anything.
const MAX_ENTRY_FILES = 4;
const entryFiles = [...entryKeys].map((k) => manifest[k].file);
console.log(`\nBefore the app runs: ${entryFiles.length} files (at most ${MAX_ENTRY_FILES}).`);
if (entryFiles.length > MAX_ENTRY_FILES)
  problems.push(
    `the entry needs ${entryFiles.length} files before it runs: ${entryFiles.join(', ')}`,
  );
for (const f of entryFiles.filter((f) => f !== manifest[entryKey].file)) {
  if (!htmlText.includes(`<link rel="modulepreload" crossorigin href="/${f}">`))
    problems.push(`index.html does not preload ${f} at once`);
}
if (/<link rel="stylesheet"/.test(htmlText)) problems.push('index.html links a stylesheet');
// The app's chunk compiles while it downloads (V8's compile hint must be its first line).
const appFile = entryFiles.find((f) => /\/app-[\w-]+\.js$/.test(f));
if (!appFile) problems.push('no app-*.js among the files before the app runs');
else if (!readFileSync(join(dist, appFile), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n'))
  problems.push(`${appFile} does not start with the compile hint`);
/** Whether the script `f` carries a library, known by a string only its code holds. */
const carries = (marker) => (f) =>
  f.endsWith('.js') && readFileSync(join(dist, f), 'utf8').includes(marker);
// yup loads once /login takes input (components/form/use-schema-form.ts, useSchemaFormLater): its
// own default message marks its code.
const carriesYup = carries('is a required field');
for (const f of initial.filter(carriesYup)) {
  problems.push(`${f} (yup) is loaded before /login takes input`);
}

// Action 5's documents take input before yup too (docs/adr/0087-documents-before-the-sign-in.md):
// its forms' rules, and the data step's form, load after its first render. Its forms of files do
// without react-hook-form (docs/adr/0089-file-forms-without-a-form-library.md): one of its option
// names marks its code.
const carriesFormLibrary = carries('shouldUnregister');
const documentsKeys = closure('src/app/routes/cliente/documentos.tsx', new Set(entryKeys));
let documentsBr = 0;
for (const f of files(documentsKeys)) {
  documentsBr += br(f);
  if (carriesYup(f)) problems.push(`${f} (yup) is loaded before action 5's documents take input`);
  if (carriesFormLibrary(f))
    problems.push(`${f} (react-hook-form) is loaded before action 5's documents take input`);
}
console.log(
  `\nAction 5's documents page: ${documentsKeys.size} chunks, ${kb(documentsBr).trim()} (brotli).`,
);

// Each SDK's own endpoint is in its code and nowhere else.
const UNUSED_SDKS = {
  Firestore: 'firestore.googleapis.com',
  Storage: 'firebasestorage.googleapis.com',
  Functions: 'cloudfunctions.net',
};
for (const chunk of Object.values(manifest)) {
  if (!chunk.file.endsWith('.js')) continue;
  const code = readFileSync(join(dist, chunk.file), 'utf8');
  for (const [sdk, marker] of Object.entries(UNUSED_SDKS)) {
    if (code.includes(marker)) problems.push(`${chunk.file} carries the ${sdk} SDK (${marker})`);
  }
}

if (total >= BUDGET_BYTES) problems.push(`login initial bundle ${kb(total).trim()} ≥ 170 KB`);
if (routePages.length < 2) problems.push('no route pages found in src/app/pages.ts');
if (problems.length) {
  console.error('\nFAIL:\n- ' + problems.join('\n- '));
  process.exit(1);
}
console.log('OK: login under budget, every route its own chunk.');
