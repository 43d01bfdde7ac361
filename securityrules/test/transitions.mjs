// Every allowed and refused lifecycle transition per client actor, from the contract's
// transitions: the promoter and staff from each status to each other status (one folio per
// pair); the customer per link action, from the statuses its link acts in, the statuses a
// customer transition starts from and one status of every stage, to each other status (one folio
// and one link per action and starting status, put back to its status before each attempt).
import { describe, it, before } from 'node:test';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { db, uid, asOwner, seed } from './harness.mjs';
import { lifecycle, addCustomer, folioLink, linkIdOf, staff, TS, contract } from './fixtures.mjs';
import { model } from './contract.mjs';

// The identity acting as each staff actor; all hold the CNCA and libranza flags in roles/, so
// the matrix is exactly the contract's.
const actors = { promoter: 'P1', staff: 'SUPERVISOR' };
// The functions actor bypasses rules: its transitions must be refused to clients.

// A status that exists only for corrections (in no link's stage, such as captureCorrection) is
// entered with the correction that opens it (corrections.mjs tests the rest). Staff correct in
// place: no status is theirs for a correction.
const corrections = contract.corrections;
const linkStatuses = new Set(Object.values(contract.links).flatMap((l) => l.stage));
const opensCorrection = Object.fromEntries(corrections.writers.filter((w) => w.actor !== 'staff').flatMap((w) => w.statuses
  .filter((s) => !linkStatuses.has(s))
  .map((s) => [s, { correction: { open: true, writer: w.actor, items: { [Object.keys(corrections.items)[0]]: 'requested' }, reason: 'Corregir' } }])));

const key = (actor, from, to) => `T-${actor}-${from}-${to}`;

function matrixFolio(id, status, linkKey = 'C1', action = 1) {
  return {
    id, status, uuid: linkIdOf(linkKey), currentPromoterBpId: 'P1', lastUpdateAt: 1, lastUpdateBy: 'x',
    offer: { quoter: { agreement: { branch: { branchID: 'B1' } }, amount: 1000 } },
    link: folioLink(linkKey, action),
    customerSteps: { consent: { done: true, at: 1 }, otp: { done: true, at: 1 }, signature: { done: true, at: 1 } },
    // Every required document registered (documents.mjs tests the gate itself).
    documents: { complete: true },
  };
}

// Customer: one folio and link per (action, from).
const customerFroms = (action) => [...new Set([
  ...model.linkStage(action),
  ...lifecycle.transitions.filter((t) => t.by.includes('customer')).flatMap((t) => t.from),
  ...[...new Set(lifecycle.statuses.map((s) => lifecycle.groupOf(s)))].map((g) => lifecycle.statuses.find((s) => lifecycle.groupOf(s) === g)),
])].sort();
const customerCells = model.actions.flatMap((action) => customerFroms(action).map((from) => {
  const id = `TC-${action}-${from}`;
  return { action, from, id, who: addCustomer(`K-${id}`, id, action) };
}));

export function transitionSuite() {
  describe('lifecycle transitions per actor (from the contract)', () => {
    before(async () => {
      await seed();
      for (const actor of Object.keys(actors)) {
        for (const from of lifecycle.statuses) {
          const patch = {};
          for (const to of lifecycle.statuses) {
            if (to !== from) patch[`requests/${key(actor, from, to)}`] = matrixFolio(key(actor, from, to), from);
          }
          await asOwner((d) => d.ref().update(patch));
        }
      }
      const patch = {};
      for (const c of customerCells) patch[`requests/${c.id}`] = matrixFolio(c.id, c.from, c.who, c.action);
      await asOwner((d) => d.ref().update(patch));
    });
    for (const [actor, who] of Object.entries(actors)) {
      for (const from of lifecycle.statuses) {
        describe(`${actor} from ${from}`, { concurrency: true }, () => {
          for (const to of lifecycle.statuses) {
            if (to === from) continue;
            const ok = lifecycle.allowed(actor, from, to);
            it(`${from} → ${to} ${ok ? 'allowed' : 'refused'}`, () => {
              // A stamped transition writes the taker's bpId with the move (four-eyes.mjs).
              const stamps = Object.fromEntries(lifecycle.transitions
                .filter((t) => t.stamp && t.by.includes(actor) && t.from.includes(from) && t.to.includes(to))
                .map((t) => [t.stamp, staff[who].claims.bpId]));
              const write = db(who).ref(`requests/${key(actor, from, to)}`)
                .update({ status: to, lastUpdateAt: TS, lastUpdateBy: uid(who), ...stamps, ...opensCorrection[to] });
              return ok ? assertSucceeds(write) : assertFails(write);
            });
          }
        });
      }
    }
    // Each customer cell is its own folio and link: the cells run side by side, the attempts in
    // a cell one after another, and an allowed move is put back before the next attempt.
    describe('customer per link action', { concurrency: true }, () => {
      for (const { action, from, id, who } of customerCells) {
        // concurrency: false — a subtest inherits its parent's concurrency otherwise.
        describe(`customer (link action ${action}) from ${from}`, { concurrency: false }, () => {
          for (const to of lifecycle.statuses) {
            if (to === from) continue;
            const ok = lifecycle.allowed('customer', from, to, action);
            it(`${from} → ${to} ${ok ? 'allowed' : 'refused'}`, async () => {
              const write = db(who).ref(`requests/${id}`).update({ status: to, lastUpdateAt: TS, lastUpdateBy: uid(who) });
              if (!ok) return assertFails(write);
              await assertSucceeds(write);
              await asOwner((d) => d.ref(`requests/${id}/status`).set(from));
            });
          }
        });
      }
    });
    it('the matrix allows some transitions for every client actor and link action', () => {
      const count = (f) => lifecycle.statuses.flatMap((a) => lifecycle.statuses.map((b) => f(a, b))).filter(Boolean).length;
      for (const actor of Object.keys(actors)) {
        if (count((a, b) => lifecycle.allowed(actor, a, b)) === 0) throw new Error(`no transitions for ${actor}`);
      }
      for (const action of model.actions.filter((a) => a !== 3)) {
        if (count((a, b) => lifecycle.allowed('customer', a, b, action)) === 0) throw new Error(`no transitions for link action ${action}`);
      }
    });
    it('functions-only transitions exist and are refused to clients above', () => {
      const fnOnly = lifecycle.transitions.filter((t) => t.by.length === 1 && t.by[0] === 'functions');
      if (fnOnly.length === 0) throw new Error('expected functions-only transitions in the contract');
    });
  });
}
