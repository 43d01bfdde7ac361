import { describe, expect, it, vi } from 'vitest';

import { allowDuplicate, listDuplicates, pendingCount } from '../duplicates-api';

describe('duplicates queue', () => {
  it('counts the pending attempts and allows one by its key', async () => {
    const get = vi.fn().mockResolvedValue({
      attempts: [{ key: 'k1' }, { key: 'k2', allowedBy: 'bp:2' }],
    });
    const attempts = await listDuplicates('tok', { get });
    expect(get.mock.calls[0]![0]).toBe('/api/duplicates');
    expect(pendingCount(attempts)).toBe(1);
    const post = vi.fn().mockResolvedValue({ key: 'k/1' });
    await allowDuplicate('tok', 'k/1', { post });
    expect(post.mock.calls[0]![0]).toBe('/api/duplicates/k%2F1/allow');
  });
});
