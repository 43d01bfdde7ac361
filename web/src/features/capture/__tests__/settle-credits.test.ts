import { describe, expect, it } from 'vitest';

import type { Credit } from '@/entities/quote/quotation';

import { settlement } from '../components/settle-credits-step';
import { MAX_SETTLED_CREDITS } from '../optional-steps';

const credit = (n: number, over: Partial<Credit> = {}): Credit =>
  ({
    creditId: `CR-${n}`,
    lender: `Otorgante ${n}`,
    product: 'Préstamo',
    balance: 100,
    payment: 10,
    remainingTerms: 12,
    internal: false,
    settleable: true,
    ...over,
  }) as Credit;

describe('settlement', () => {
  it('stores the chosen settleable credits in slots c1, c2… with their credit ids', () => {
    const credits = [credit(1), credit(2, { settleable: false }), credit(3, { internal: true })];
    const plan = settlement(credits, new Set(['CR-1', 'CR-2', 'CR-3']));
    expect(plan.count).toBe(2);
    expect(plan.totalToSettle).toBe(200);
    expect(plan.credits).toEqual({
      c1: { creditId: 'CR-1', lender: 'Otorgante 1', balance: 100, payment: 10, internal: false },
      c2: { creditId: 'CR-3', lender: 'Otorgante 3', balance: 100, payment: 10, internal: true },
    });
  });

  it('keeps at most the slots the rules accept (c1..c20)', () => {
    const credits = Array.from({ length: 25 }, (_, i) => credit(i + 1));
    const plan = settlement(credits, new Set(credits.map((c) => c.creditId)));
    expect(plan.count).toBe(MAX_SETTLED_CREDITS);
    expect(Object.keys(plan.credits)).toContain('c20');
    expect(Object.keys(plan.credits)).not.toContain('c21');
  });
});
