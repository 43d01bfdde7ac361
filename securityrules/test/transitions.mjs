// Every allowed and refused lifecycle transition per client actor, from
// lifecycle.json: for each actor, each status and each other status, one
// folio in the first status that the actor tries to move to the second.
import { describe, it, before } from 'node:test';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { db, uid, asOwner, seed } from './harness.mjs';
import { lifecycle, TS, FUTURE } from './fixtures.mjs';

// The identity acting as each lifecycle actor; all carry the CNCA and
// libranza flags, so the matrix is exactly lifecycle.json's.
const actors = { promoter: 'P1', staff: 'SUPERVISOR', customer: 'MATRIX' };
// The functions actor bypasses rules: its transitions must be refused to clients.

const key = (actor, from, to) => `T-${actor}-${from}-${to}`;

function matrixFolio(id, status) {
  return {
    id, status, uuid: 'UM', currentPromoterBpId: 'P1', lastUpdateAt: 1, lastUpdateBy: 'x',
    offer: { quoter: { agreement: { branch: { branchID: 'B1' } }, amount: 1000 } },
    link: { action: 1, expiresAt: FUTURE },
    customerSteps: { consent: { done: true, at: 1 }, otp: { done: true, at: 1 }, signature: { done: true, at: 1 } },
  };
}

export function transitionSuite() {
  describe('lifecycle transitions per actor (from lifecycle.json)', () => {
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
    });
    for (const [actor, who] of Object.entries(actors)) {
      for (const from of lifecycle.statuses) {
        describe(`${actor} from ${from}`, { concurrency: true }, () => {
          for (const to of lifecycle.statuses) {
            if (to === from) continue;
            const ok = lifecycle.allowed(actor, from, to);
            it(`${from} → ${to} ${ok ? 'allowed' : 'refused'}`, () => {
              const write = db(who).ref(`requests/${key(actor, from, to)}`)
                .update({ status: to, lastUpdateAt: TS, lastUpdateBy: uid(who) });
              return ok ? assertSucceeds(write) : assertFails(write);
            });
          }
        });
      }
    }
    it('the matrix allows some transitions for every client actor', () => {
      for (const actor of Object.keys(actors)) {
        const n = lifecycle.statuses.flatMap((f) => lifecycle.statuses.map((t) => lifecycle.allowed(actor, f, t))).filter(Boolean).length;
        if (n === 0) throw new Error(`no transitions for ${actor}: the matrix would prove nothing`);
      }
    });
    it('functions-only transitions exist and are refused to clients above', () => {
      const fnOnly = lifecycle.transitions.filter((t) => t.by.length === 1 && t.by[0] === 'functions');
      if (fnOnly.length === 0) throw new Error('expected functions-only transitions in lifecycle.json');
    });
  });
}
