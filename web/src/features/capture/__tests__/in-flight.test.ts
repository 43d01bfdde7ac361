import { describe, expect, it, vi } from 'vitest';

import { API } from '@/lib/api-paths';

import { foliosInFlight } from '../api/in-flight';

describe('foliosInFlight', () => {
  it('asks the functions for the CURP and answers their folios', async () => {
    const post = vi.fn().mockResolvedValue({ folios: [{ requestId: 'A' }] });
    await expect(foliosInFlight('tok', 'X', { post })).resolves.toEqual([{ requestId: 'A' }]);
    expect(post.mock.calls[0]![0]).toBe(API.inFlight);
    expect(post.mock.calls[0]![1]).toEqual({ curp: 'X' });
  });
});
