import { describe, expect, it, vi } from 'vitest';

import { clearFolio, uifOf } from '@/entities/folio/folio-record';
import { FIREBASE_TOKEN_HEADER } from '@/lib/http';

describe('folio clearance', () => {
  it('asks the functions with the ID token and copies the answer into uif/', async () => {
    const post = vi.fn().mockResolvedValue({ requestId: '-N1', checkedAt: 17 });
    await expect(clearFolio('tok', 'GODE561231MDFMZM01', { post })).resolves.toEqual({
      requestId: '-N1',
      checkedAt: 17,
    });
    const [path, body, opts] = post.mock.calls[0]!;
    expect(path).toBe('/api/requests/clearance');
    expect(body).toEqual({ curp: 'GODE561231MDFMZM01' });
    expect(opts.headers[FIREBASE_TOKEN_HEADER]).toBe('tok');
    expect(uifOf({ requestId: '-N1', checkedAt: 17 })).toEqual({ checkedAt: 17 });
    expect(uifOf({ requestId: '-N1', checkedAt: 17, exceptionBy: 'bp:2' })).toEqual({
      checkedAt: 17,
      exceptionBy: 'bp:2',
    });
  });

  it('a refusal reaches the caller', async () => {
    const post = vi.fn().mockRejectedValue(new Error('El cliente no es elegible'));
    await expect(clearFolio('tok', 'SAVR580214HDFNGB05', { post })).rejects.toThrow(
      'El cliente no es elegible',
    );
  });
});
