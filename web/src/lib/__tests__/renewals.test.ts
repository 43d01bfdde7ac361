import { describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/lib/http';
import {
  ACCESS_TOKEN_MARGIN_MS,
  PROMOTER_BLOCKED,
  RENEW_INSIDE_MARGIN_MS,
  RENEW_RETRY_MS,
  renewTokens,
  resolveBearer,
  scheduleRenewals,
  SessionEndedError,
} from '@/lib/tokens';
import type { RefreshResponse, Timers } from '@/lib/tokens';
import { makeDeps, MIN, promoter } from '@/testing/lifecycle';

const BLOCKED_MESSAGE =
  'Tu usuario de promotor se encuentra bloqueado. No puedes capturar solicitudes; valida con tu coordinador.';

const renewedAnswer: RefreshResponse = {
  data: {
    success: true,
    token: 'access-new',
    tokenRefresh: 'refresh-new',
    tokenTTL: 900,
    tokenRefreshTTL: 3600,
  },
  firebaseToken: 'custom-new',
  branches: [{ branchID: 'SUC-0101' }],
  promoterBlocked: false,
};

const blocked = () => Promise.reject(new ApiError(BLOCKED_MESSAGE, PROMOTER_BLOCKED, 403));

/** Timers run by hand: `due()` is the pending callback's delay, `run()` fires it. */
function manualTimers() {
  let pending: { fn: () => void; ms: number } | null = null;
  const timers: Timers = {
    setTimeout: (fn, ms) => {
      pending = { fn, ms };
      return pending;
    },
    clearTimeout: (id) => {
      if (id === pending) pending = null;
    },
  };
  return {
    timers,
    due: () => pending?.ms ?? null,
    run: async () => {
      const p = pending;
      pending = null;
      p?.fn();
      await new Promise((r) => setTimeout(r, 0));
    },
  };
}

describe('renewTokens with the functions', () => {
  it.each([
    ['a renewed session', renewedAnswer, 'refreshed'],
    [
      "'Token principal sigue activo' (the standing is re-checked anyway)",
      { ...renewedAnswer, data: { success: false, message: 'Token principal sigue activo' } },
      'still-active',
    ],
  ] as const)('signs in again with the custom token of %s', async (_, answer, outcome) => {
    const { deps } = makeDeps(promoter(MIN, 30 * MIN), () => Promise.resolve(answer));
    const onRenewed = vi.fn();
    deps.onRenewed = onRenewed;
    await expect(renewTokens(deps)).resolves.toBe(outcome);
    expect(onRenewed).toHaveBeenCalledWith(answer);
  });

  it('reports a blocked promoter, tells onBlocked the message, and ends the session as rule 6', async () => {
    const { deps, navigate, onCleared } = makeDeps(promoter(MIN, 30 * MIN), blocked);
    const onBlocked = vi.fn();
    deps.onBlocked = onBlocked;
    await expect(resolveBearer(deps)).rejects.toBeInstanceOf(SessionEndedError);
    expect(onBlocked).toHaveBeenCalledWith(BLOCKED_MESSAGE);
    expect(onCleared).toHaveBeenCalled();
    expect(deps.auth.get().tokenPromoter).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fbusqueda-cliente%3Fx%3D1');
  });
});

describe('scheduleRenewals', () => {
  it('renews just inside the near-expiry margin, then follows the new token', async () => {
    const { deps } = makeDeps(promoter(15 * MIN, 60 * MIN), () => Promise.resolve(renewedAnswer));
    const t = manualTimers();
    const stop = scheduleRenewals(deps, t.timers);
    expect(t.due()).toBe(15 * MIN - ACCESS_TOKEN_MARGIN_MS + RENEW_INSIDE_MARGIN_MS);
    await t.run();
    expect(deps.refresh).toHaveBeenCalledWith('refresh-old');
    expect(deps.auth.get().tokenPromoter).toBe('access-new');
    // The new token (900 s from the same clock) is planned the same way.
    expect(t.due()).toBe(900_000 - ACCESS_TOKEN_MARGIN_MS + RENEW_INSIDE_MARGIN_MS);
    stop();
    expect(t.due()).toBeNull();
  });

  it('tries again shortly when the gateway still finds the token active', async () => {
    const still = {
      ...renewedAnswer,
      data: { success: false, message: 'Token principal sigue activo' },
    };
    const { deps } = makeDeps(promoter(2 * MIN, 60 * MIN), () => Promise.resolve(still));
    const t = manualTimers();
    scheduleRenewals(deps, t.timers);
    await t.run();
    expect(deps.auth.get().tokenPromoter).toBe('access-old');
    expect(t.due()).toBe(RENEW_RETRY_MS);
  });

  it('logs a blocked promoter out and sends it to /login', async () => {
    const { deps, navigate, onCleared } = makeDeps(promoter(15 * MIN, 60 * MIN), blocked);
    const onBlocked = vi.fn();
    deps.onBlocked = onBlocked;
    const t = manualTimers();
    scheduleRenewals(deps, t.timers);
    await t.run();
    expect(onBlocked).toHaveBeenCalledWith(BLOCKED_MESSAGE);
    expect(onCleared).toHaveBeenCalled();
    expect(deps.auth.get().tokenPromoter).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fbusqueda-cliente%3Fx%3D1');
    expect(t.due()).toBeNull();
  });

  it('does nothing for a customer token or without a promoter session', () => {
    for (const auth of [{ ...promoter(15 * MIN, 60 * MIN), tokenClient: 'client' }, {}]) {
      const { deps } = makeDeps(auth);
      const t = manualTimers();
      scheduleRenewals(deps, t.timers);
      expect(t.due()).toBeNull();
    }
  });

  it('starts when a login stores promoter tokens', () => {
    const { deps } = makeDeps({});
    const t = manualTimers();
    scheduleRenewals(deps, t.timers);
    expect(t.due()).toBeNull();
    deps.auth.set(promoter(15 * MIN, 60 * MIN));
    expect(t.due()).toBe(15 * MIN - ACCESS_TOKEN_MARGIN_MS + RENEW_INSIDE_MARGIN_MS);
  });
});
