// The shared test environment: one Go emulator, one rules-unit-testing
// environment, one database handle per identity, and a seed of the data.
import { readFileSync } from 'node:fs';
import { before, after } from 'node:test';
import { initializeTestEnvironment } from '@firebase/rules-unit-testing';
import { startDatabase, rulesPath } from './emulator.mjs';
import { staff, customers, roles, links, folio, clearances } from './fixtures.mjs';

export const h = {
  env: null,
  emulator: null,
  dbs: new Map(),
};

export async function setUp() {
  h.emulator = await startDatabase();
  // No host or port: rules-unit-testing finds the database through the
  // Emulator Hub named by FIREBASE_EMULATOR_HUB, as under the Firebase CLI.
  h.env = await initializeTestEnvironment({
    projectId: 'demo-oppnp',
    database: { rules: readFileSync(rulesPath, 'utf8') },
  });
}

export async function tearDown() {
  if (h.env) await h.env.cleanup();
  if (h.emulator) h.emulator.stop();
}

/**
 * onItsOwnDatabase registers suites against a database emulator of this test file's own. node:test
 * runs each file in a process of its own, so the files run side by side (package.json's
 * --test-concurrency) and a suite's seed never replaces another file's data.
 * @param {...() => void} suites
 */
export function onItsOwnDatabase(...suites) {
  before(setUp, { timeout: 300_000 });
  after(tearDown);
  for (const suite of suites) suite();
}

/** db returns the database as an identity: a staff/customer key, or null for signed out. */
export function db(who) {
  const key = who ?? 'unauth';
  if (!h.dbs.has(key)) {
    const id = staff[who] ?? customers[who];
    if (who && !id) throw new Error(`unknown identity ${who}`);
    const ctx = id ? h.env.authenticatedContext(id.uid, id.claims) : h.env.unauthenticatedContext();
    h.dbs.set(key, ctx.database());
  }
  return h.dbs.get(key);
}

/** uid of an identity key. */
export const uid = (who) => (staff[who] ?? customers[who]).uid;

/**
 * asOwner runs fn with a database that bypasses the rules (the functions' view).
 * @param {(db: any) => Promise<any>} fn
 * @returns {Promise<any>}
 */
export async function asOwner(fn) {
  let out;
  await h.env.withSecurityRulesDisabled(async (ctx) => { out = await fn(ctx.database()); });
  return out;
}

/** ownerGet reads a value bypassing the rules. */
export const ownerGet = (path) => asOwner(async (d) => (await d.ref(path).once('value')).val());

/** seed replaces the whole database with the standard fixtures plus extra. */
export async function seed(extra = {}) {
  const requests = {
    F1: folio('F1'),
    F2: folio('F2', {
      currentPromoterBpId: 'P2', lastUpdateBy: 'bp:P2', createdBy: 'bp:P2',
      offer: { quoter: { agreement: { branch: { branchID: 'B2' } }, amount: 20000 } },
    }),
    F3: folio('F3', { status: 'fileValidation' }),
  };
  const data = {
    roles: structuredClone(roles),
    uifClearance: structuredClone(clearances),
    links: structuredClone(links),
    requests,
    requestHistory: {
      F1: { k1: { from: 'created', to: 'quoter', by: 'bp:P1', role: 'Promotor', at: 1700000000000 } },
      F2: { k1: { from: 'created', to: 'quoter', by: 'bp:P2', role: 'Promotor', at: 1700000000000 } },
    },
    errors: {
      cox: { 9001: { probankNumber: '9001', attended: false, message: 'COX no respondió', requestId: 'F1', branch: 'B1', at: 1700000000000 } },
    },
  };
  for (const [path, value] of Object.entries(extra)) {
    const parts = path.split('/');
    let node = data;
    for (const p of parts.slice(0, -1)) node = node[p] ??= {};
    node[parts.at(-1)] = value;
  }
  await asOwner((d) => d.ref().set(data));
}
