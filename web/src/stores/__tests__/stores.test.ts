// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import { emptyAuth, promoterTokensState } from '@/stores/auth';
import { createStore } from '@/stores/create-store';
import { modalsStore } from '@/stores/modals';
import { emptySession, isAdminRole, isPromoterBlocked } from '@/stores/session';
import { paymentCapacity, setSimulatorInputs, simulatorStore } from '@/stores/simulator';

describe('simulator: paymentCapacity = 0.3 × (perceptions − deductions), 2 decimals', () => {
  it.each([
    [0, 0, '0.00'],
    [10000, 2000, '2400.00'],
    [12345.67, 0, '3703.70'],
    [1000, 999.99, '0.00'], // 0.003 → 0.00
    [1000, 999.95, '0.02'], // 0.015 → 0.02 (half away from zero)
    [0.05, 0, '0.02'], // 0.015
    [0.1, 0, '0.03'],
    [100.1, 0.1, '30.00'],
    [2000, 3000, '-300.00'],
    [0, 0.05, '-0.02'],
    [Number.NaN, 10, '-3.00'],
  ])('perceptions %d, deductions %d → %s', (p, d, want) => {
    expect(paymentCapacity(p, d)).toBe(want);
  });

  it('re-derives on every input change', () => {
    expect(simulatorStore.get()).toEqual({
      perceptions: 0,
      deductions: 0,
      paymentCapacity: '0.00',
    });
    setSimulatorInputs({ perceptions: 15000 });
    expect(simulatorStore.get().paymentCapacity).toBe('4500.00');
    setSimulatorInputs({ deductions: 5000 });
    expect(simulatorStore.get()).toEqual({
      perceptions: 15000,
      deductions: 5000,
      paymentCapacity: '3000.00',
    });
    simulatorStore.reset();
  });
});

describe('auth state', () => {
  it('expiration dates are now + the server seconds', () => {
    expect(
      promoterTokensState(
        { token: 't', tokenRefresh: 'r', tokenTTL: 900, tokenRefreshTTL: 3600 },
        1_000,
      ),
    ).toEqual({
      tokenPromoter: 't',
      tokenRefresh: 'r',
      tokenExpirationDate: 901_000,
      refreshTokenExpirationDate: 3_601_000,
    });
  });

  it('is persisted in the browser and restored', () => {
    const a = createStore({ ...emptyAuth }, { persistKey: 'auth-test' });
    a.set({ tokenPromoter: 'persisted' });
    const b = createStore({ ...emptyAuth }, { persistKey: 'auth-test' });
    expect(b.get().tokenPromoter).toBe('persisted');
  });

  it('ignores a corrupt persisted entry', () => {
    localStorage.setItem('auth-bad', '{not json');
    expect(createStore({ ...emptyAuth }, { persistKey: 'auth-bad' }).get()).toEqual(emptyAuth);
  });
});

describe('session state', () => {
  it.each([
    [true, true],
    ['true', true],
    [false, false],
    ['false', false],
    ['TRUE', false],
    [undefined, false],
    [1, false],
  ])('promoterBlocked %s → blocked %s', (value, want) => {
    expect(isPromoterBlocked(value)).toBe(want);
  });

  it.each([
    ['Gerente', true],
    ['Supervisor', true],
    ['Auxiliar', true],
    ['Promotor', false],
    ['', false],
  ])('role %s is admin: %s', (role, want) => {
    expect(isAdminRole(role)).toBe(want);
  });

  it('starts empty', () => {
    expect(emptySession).toEqual({
      username: '',
      dataSeller: '',
      role: '',
      branches: [],
      promoterBlocked: false,
      error: null,
    });
  });
});

describe('modals state', () => {
  it('productRETEN starts hidden', () => {
    expect(modalsStore.get().productRETEN).toBe(false);
  });
});
