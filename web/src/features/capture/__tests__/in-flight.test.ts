import { describe, expect, it, vi } from 'vitest';

import { API } from '@/lib/api-paths';
import { ApiError } from '@/lib/http';

import { budgetMessage, foliosInFlight } from '../api/in-flight';

describe('foliosInFlight', () => {
  it('asks the functions for the CURP and answers their folios', async () => {
    const post = vi.fn().mockResolvedValue({ folios: [{ requestId: 'A' }] });
    await expect(foliosInFlight('tok', 'X', { post })).resolves.toEqual([{ requestId: 'A' }]);
    expect(post.mock.calls[0]![0]).toBe(API.inFlight);
    expect(post.mock.calls[0]![1]).toEqual({ curp: 'X' });
  });
});

describe('budgetMessage', () => {
  const msg = 'Se alcanzó el límite de consultas de clientes por hora. Intenta de nuevo más tarde.';
  it('answers the functions’ message past the budget of CURPs', () => {
    expect(budgetMessage(new ApiError(msg, 'CLEARANCE_RATE_LIMIT', 429))).toBe(msg);
  });
  it('answers nothing for another refusal or error', () => {
    expect(budgetMessage(new ApiError('x', 'FORBIDDEN', 403))).toBeUndefined();
    expect(budgetMessage(new Error(msg))).toBeUndefined();
  });
});
