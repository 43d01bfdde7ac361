// The adversarial matrix, generated from the contract definition (contract.mjs reads
// functions/internal/contract/folio.json): role × field group × status × read/write.
//
// Roles: signed out, the folio's own promoter, another promoter, a blocked and a lapsed promoter
// (each on its own folio), Gerente, Supervisor, Auxiliar, a blocked admin, a customer with the
// folio's live link for each link action, a customer of another folio, and a customer whose link
// expired or was closed. Expected results come from the contract's fieldGroups writers; a denied
// cell sits beside its positive control (the same write by the allowed actor in the same status —
// the role named in the test title), and every group must have allowed cells somewhere.
//
// Statuses are sampled: two statuses where every group × actor × link action answers the same are
// one class (per stage); each group is tested in one status of every class, the member rotating
// from group to group, so every status is used by some group while a group costs one status per
// class (the full product is reported by the "size" test).
import { describe, it, before } from 'node:test';
import assert from 'node:assert/strict';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { db, seed, uid } from './harness.mjs';
import { addCustomer, clearance, folio, folioLink, linkIdOf, staff, TS, PAST, CHECKED } from './fixtures.mjs';
import { model } from './contract.mjs';

const { actions } = model;
// Discarding a folio may end what else can be written to it: that group's probes run last.
const groups = [...model.groups].sort((a, b) => Number(a.name === 'discard') - Number(b.name === 'discard'));

// Alternate valid values for every path a field group names: [leaf path under the folio, value].
// A group path without an entry fails the suite ("no probe"): add one when the contract grows.
const probes = {
  curp: ['curp', 'BOXW310820HNERXN09'],
  uif: ['uif/checkedAt', CHECKED],
  rfc: ['rfc', 'VACE460910SX6'],
  'client/names': ['client/names', 'Ana'],
  'client/firstLastName': ['client/firstLastName', 'López'],
  'client/secondLastName': ['client/secondLastName', 'Ruiz'],
  'client/fullName': ['client/fullName', 'ANA LOPEZ RUIZ'],
  'client/birthDate': ['client/birthDate', '1960-01-01'],
  'client/gender': ['client/gender', 'H'],
  'client/nss': ['client/nss', '97031612340'],
  'client/email': ['client/email', 'otra.cuenta@gmail.com'],
  'client/phone': ['client/phone', '5599999999'],
  'client/ocr': ['client/ocr', '9876543210123'],
  'client/electorCode': ['client/electorCode', 'HRGRJN82050602H901'],
  'client/ineNumber': ['client/ineNumber', '12'],
  'client/ineExpirationYear': ['client/ineExpirationYear', '2031'],
  'client/cic': ['client/cic', '987654321'],
  offer: ['offer/quoter/amount', 60000],
  deposit: ['deposit/clabe', '002010077777777771'],
  settleCredits: ['settleCredits/totalToSettle', 2000],
  capacitySimulator: ['capacitySimulator/perceptions', 12000],
  employmentData: ['employmentData/sueldoMensual', 16000],
  contact: ['contact/phone', '3312345678'],
  lcom: ['lcom/letters/c1', { creditId: 'CR-1', lender: 'Financiera del Norte', letterFolio: '2026-11-00017', amount: 100, validUntil: '2026-12-15' }],
  correction: ['correction', { open: true, writer: 'customer', items: { clabe: 'requested' }, reason: 'Revisar la CLABE' }],
  references: ['references/ref2', { fullName: 'ANA PEREZ', phone: '5511112222', relationship: 'Hermana' }],
  typeSaleAndOrigin: ['typeSaleAndOrigin', 'Externa'],
  folioIt: ['folioIt', 'IT-200'],
  'questionnaires/medical': ['questionnaires/medical/answers/health', 'si'],
  'questionnaires/vulnerability': ['questionnaires/vulnerability/answers/readWrite', 'si'],
  'documents/ineFront': ['documents/ineFront', { status: 'uploaded', gatewayId: 'g-9', uploadedAt: TS, fileType: 'JPEG' }],
  'documents/ineBack': ['documents/ineBack', { status: 'uploaded', gatewayId: 'g-9', uploadedAt: TS, fileType: 'JPG' }],
  'letterLibranza/letterFolio': ['letterLibranza/letterFolio', '9999-5678-901'],
  'letterLibranza/libranzaFolio': ['letterLibranza/libranzaFolio', 'LIB-2025-000009'],
  'letterLibranza/discountAmount': ['letterLibranza/discountAmount', '1900.00'],
  'letterLibranza/totalAmount': ['letterLibranza/totalAmount', 60000],
  'letterLibranza/term': ['letterLibranza/term', 36],
  'letterLibranza/cat': ['letterLibranza/cat', 40.5],
  'cnca/code': ['cnca/code', 'E0001'],
  discarded: ['discarded', (who) => ({ by: who ? uid(who) : 'anon', reason: 'Cliente desistió', at: TS })],
  statusReason: ['statusReason', 'INE ilegible'],
  requestedAction: ['requestedAction', 3],
  // The writer's own bpId (a callerBpId field; four-eyes.mjs forges it).
  documentsValidatedBy: ['documentsValidatedBy', (who) => staff[who]?.claims.bpId ?? 'anon'],
  'customerSteps/consent': ['customerSteps/consent', { done: true, at: TS, customField: 1013 }],
  'customerSteps/lifeTest': ['customerSteps/lifeTest', { done: true, at: TS, customField: 1016 }],
  'customerSteps/signature': ['customerSteps/signature', { done: true, at: TS }],
  'customerSteps/video': ['customerSteps/video', { done: true, at: TS, outcome: 'CALL_WAITING' }],
  lastUpdateAt: ['lastUpdateAt', TS],
  lastUpdateBy: ['lastUpdateBy', (who) => (who ? uid(who) : 'anon')],
};

// ----- statuses: one per class of equal answers, per stage -----

/** @type {any[][]} */
const actorVariants = [['promoter'], ['staff'], ...actions.map((a) => ['customer', a])];
const signature = (s) => JSON.stringify([
  groups.map((g) => actorVariants.map(([actor, action]) => model.canWrite(actor, g, s, { action }))),
  actions.map((a) => model.linkStage(a).includes(s)),
]);
const classes = (() => {
  const seen = new Map();
  for (const s of model.statuses) {
    const k = `${model.stageOf(s)}|${signature(s)}`;
    if (!seen.has(k)) seen.set(k, []);
    seen.get(k).push(s);
  }
  return [...seen.values()];
})();
/** statusesOf: the statuses group number gi is written in, one per class. */
const statusesOf = (gi) => classes.map((members) => members[gi % members.length]);

const sampled = model.statuses.filter((st) => groups.some((_, gi) => statusesOf(gi).includes(st)));

/** bestAction: the link action under which a customer does the most in status s. */
function bestAction(s) {
  const score = (a) => groups.filter((g) => model.canWrite('customer', g, s, { action: a })).length * 2
    + (model.linkStage(a).includes(s) ? 1 : 0);
  return [...actions].sort((a, b) => score(b) - score(a) || a - b)[0] ?? 1;
}

// ----- roles -----

/** @type {any[]} */
const roles = [
  { key: 'signedOut', who: null, owner: 'P1' },
  { key: 'ownPromoter', who: 'P1', owner: 'P1', actor: 'promoter' },
  { key: 'otherPromoter', who: 'P2', owner: 'P1', control: 'ownPromoter' },
  { key: 'blockedPromoter', who: 'BLOCKED', owner: 'PB', control: 'ownPromoter' },
  { key: 'lapsedPromoter', who: 'LAPSED', owner: 'PL', control: 'ownPromoter' },
  { key: 'Gerente', who: 'GERENTE', owner: 'P1', actor: 'staff' },
  { key: 'Supervisor', who: 'SUPERVISOR', owner: 'P1', actor: 'staff' },
  { key: 'Auxiliar', who: 'AUXILIAR', owner: 'P1', actor: 'staff' },
  { key: 'blockedAdmin', who: 'ADMIN_BLOCKED', owner: 'P1', control: 'Gerente' },
  ...actions.map((a) => ({ key: `customer${a}`, owner: 'P1', actor: 'customer', action: a, link: {} })),
  { key: 'otherFolioCustomer', owner: 'P1', link: { other: true }, control: 'customer*' },
  { key: 'expiredLink', owner: 'P1', link: { over: { expiresAt: PAST } }, control: 'customer*' },
  { key: 'closedLink', owner: 'P1', link: { over: { closedAt: CHECKED } }, control: 'customer*' },
];

const folioId = (role, s) => `M_${role.key}_${s}`;
const controlOf = (role, s) => (role.control === 'customer*' ? `customer${bestAction(s)}` : role.control);
const actionOf = (role, s) => role.action ?? bestAction(s);

/** The seed of the matrix folios and their links, and the identity of each cell. */
const cells = new Map(); // `${role.key}|${s}` -> {who, id}
const extra = {};
for (const s of sampled) {
  for (const role of roles) {
    const id = folioId(role, s);
    let who = role.who;
    let link = folioLink('C1'); // a link of another folio: the staff cells' folios name none of theirs
    let uuid = linkIdOf('C1');
    if (role.link) {
      const action = actionOf(role, s);
      who = addCustomer(`K_${role.key}_${s}`, role.link.other ? `MO_${s}` : id, action, role.link.over);
      if (role.link.other) {
        // The customer's own folio MO_{s} is live; the attacked folio has a link of its own.
        extra[`requests/MO_${s}`] = folio(`MO_${s}`, { status: s, uuid: linkIdOf(who), link: folioLink(who, action) });
        const own = addCustomer(`K_${role.key}_${s}_owner`, id, action);
        link = folioLink(own, action);
        uuid = linkIdOf(own);
      } else {
        link = folioLink(who, action);
        uuid = linkIdOf(who);
      }
    }
    const f = folio(id, {
      status: s, currentPromoterBpId: role.owner, uuid, link,
      customerSteps: { consent: { done: true, at: 1 }, otp: { done: true, at: 1, customField: 1014 } },
    });
    delete f.cnca; // so the cncaStart group's E0001 is a start, not a rewrite
    extra[`requests/${id}`] = f;
    cells.set(`${role.key}|${s}`, { who, id });
  }
}

// The CURP probe's value is cleared for every folio (creation.mjs tests the clearance itself), so
// the matrix sees only who writes identity where.
for (const key of Object.keys(extra).filter((k) => k.startsWith('requests/'))) {
  extra[`uifClearance/${key.slice('requests/'.length)}`] = clearance({ curp: 'BOXW310820HNERXN09' });
}

/** expected: whether the role may write the group in status s, by the contract. */
function expected(role, group, s) {
  if (!role.actor) return false;
  return model.canWrite(role.actor, group, s, { action: role.action });
}

/** readable: whether the role reads the folio, whatever its status. */
function readable(role) {
  return !!role.actor; // live staff, the own live promoter, a live customer link of the folio
}

const probeOf = (group, i) => {
  const path = group.paths[i % group.paths.length];
  return { path, probe: probes[path] };
};

function writeOp(cell, probe) {
  const [leaf, value] = probe;
  const v = typeof value === 'function' ? value(cell.who) : value;
  return db(cell.who).ref(`requests/${cell.id}/${leaf}`).set(v);
}

export function matrixSuite() {
  describe('matrix: role × field group × status × read/write (from the contract)', () => {
    before(() => seed(extra), { timeout: 120_000 });

    it('the contract definition is present and names field groups', () => {
      assert.ok(model.present, 'functions/internal/contract/folio.json is missing');
      assert.ok(groups.length > 0, 'the contract has no fieldGroups');
    });
    it('every path a field group names has a probe value', () => {
      const missing = groups.flatMap((g) => g.paths).filter((p) => !probes[p]);
      assert.deepEqual(missing, [], 'add probe values for these contract paths');
    });
    it('every group has an allowed cell in the sampled statuses (so its denials prove something)', () => {
      const none = groups.filter((g, gi) => !statusesOf(gi).some((s) => roles.some((r) => expected(r, g, s)))).map((g) => g.name);
      assert.deepEqual(none, []);
    });
    it(`size: ${classes.length} status classes (${classes.map((c) => c.join('|')).join(', ')}); ${sampled.length} of ${model.statuses.length} statuses used; ${roles.length} roles × ${groups.length} groups × ${classes.length} = ${roles.length * groups.length * classes.length} writes (full product ${roles.length * groups.length * model.statuses.length})`, () => {});

    groups.forEach((group, gi) => {
      describe(`write ${group.name} [${group.paths.join(', ')}]`, () => {
        statusesOf(gi).forEach((s, i) => {
          const { path, probe } = probeOf(group, i);
          if (!probe) return;
          describe(`${s}: ${path}`, { concurrency: true }, () => {
            for (const role of roles) {
              const ok = expected(role, group, s);
              const control = controlOf(role, s);
              const controlOk = control ? expected(roles.find((r) => r.key === control), group, s) : null;
              const note = control ? ` (control ${control}: ${controlOk ? 'allowed' : 'denied too'})` : '';
              it(`${role.key} → ${ok ? 'allowed' : 'denied'}${note}`, () => {
                const op = writeOp(cells.get(`${role.key}|${s}`), probe);
                return ok ? assertSucceeds(op) : assertFails(op);
              });
            }
          });
        });
      });
    });

    describe('read', () => {
      sampled.forEach((s) => {
        describe(`${s}`, { concurrency: true }, () => {
          for (const role of roles) {
            const ok = readable(role);
            const control = controlOf(role, s);
            it(`${role.key} reads the folio → ${ok ? 'allowed' : 'denied'}${control ? ` (control ${control})` : ''}`, () => {
              const cell = cells.get(`${role.key}|${s}`);
              const op = db(cell.who).ref(`requests/${cell.id}`).once('value');
              return ok ? assertSucceeds(op) : assertFails(op);
            });
          }
        });
      });
      // A `.read` granted below the folio would show here: each group's paths read by each role,
      // the status rotating over the sample.
      groups.forEach((group, gi) => {
        describe(`read ${group.name}`, { concurrency: true }, () => {
          roles.forEach((role, ri) => {
            const s = sampled[(gi + ri) % sampled.length];
            const path = group.paths[ri % group.paths.length];
            const ok = readable(role);
            it(`${role.key} reads ${path} in ${s} → ${ok ? 'allowed' : 'denied'}`, () => {
              const cell = cells.get(`${role.key}|${s}`);
              const op = db(cell.who).ref(`requests/${cell.id}/${path}`).once('value');
              return ok ? assertSucceeds(op) : assertFails(op);
            });
          });
        });
      });
    });
  });
}
