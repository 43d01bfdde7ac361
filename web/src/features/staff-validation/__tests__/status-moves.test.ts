import { describe, expect, it } from 'vitest';

import { statusMoves } from '../hooks/use-live';

describe('statusMoves', () => {
  it('keeps the status changes of the trail, oldest first, and drops writes within a status', () => {
    const moves = statusMoves([
      { key: 'e3', from: 'documents', to: 'documents', at: 3, paths: ['curp'] },
      { key: 'e2', from: 'quoter', to: 'documents', at: 2, paths: ['status', 'lastUpdateAt'] },
      { key: 'e1', to: 'quoter', at: 1, paths: ['status'] },
    ]);
    expect(moves.map((e) => e.key)).toEqual(['e1', 'e2']);
  });
});
