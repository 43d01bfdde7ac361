/**
 * Payment-capacity simulator state (docs/requirements.md §3, §9): paymentCapacity = 0.3 × (perceptions − deductions),
 * a string with 2 decimals, derived on every change so it can never drift from its inputs.
 */
import { createStore } from './create-store';

export const PAYMENT_CAPACITY_RATE = 0.3;

export interface SimulatorState {
  perceptions: number;
  deductions: number;
  paymentCapacity: string;
}

/**
 * 0.3 × (perceptions − deductions) with 2 decimals. Computed in whole cents so binary floating point
 * cannot move a result across a rounding boundary; halves round away from zero.
 */
export function paymentCapacity(perceptions: number, deductions: number): string {
  const p = Number.isFinite(perceptions) ? perceptions : 0;
  const d = Number.isFinite(deductions) ? deductions : 0;
  const cents = Math.round(p * 100) - Math.round(d * 100);
  // 0.3 × cents = 3 × cents tenths of a cent: an exact integer.
  const tenthsOfCent = cents * Math.round(PAYMENT_CAPACITY_RATE * 10);
  const sign = tenthsOfCent < 0 ? -1 : 1;
  const abs = Math.abs(tenthsOfCent);
  const roundedCents = sign * (Math.floor(abs / 10) + (abs % 10 >= 5 ? 1 : 0));
  return (roundedCents / 100).toFixed(2);
}

export const simulatorStore = createStore<SimulatorState>({
  perceptions: 0,
  deductions: 0,
  paymentCapacity: paymentCapacity(0, 0),
});

/** Updates perceptions and/or deductions and re-derives paymentCapacity. */
export function setSimulatorInputs(input: { perceptions?: number; deductions?: number }): void {
  simulatorStore.set((s) => {
    const perceptions = input.perceptions ?? s.perceptions;
    const deductions = input.deductions ?? s.deductions;
    return { perceptions, deductions, paymentCapacity: paymentCapacity(perceptions, deductions) };
  });
}
