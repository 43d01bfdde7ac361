import { describe, expect, it } from 'vitest';

import { EmptyIdError, requireId, requireIds, requireRecord } from '@/lib/data-guards';

describe('empty ids fail the data call with docs/requirements.md §5 messages', () => {
  it.each([
    ['request', '', 'Request id empty.'],
    ['request', undefined, 'Request id empty.'],
    ['uuid', '  ', 'UUID empty.'],
    ['role', null, 'Role id empty.'],
  ] as const)('%s id %o → %s', (kind, id, message) => {
    expect(() => requireId(kind, id)).toThrow(new EmptyIdError(kind));
    expect(() => requireId(kind, id)).toThrow(message);
  });

  it('passes a real id through', () => {
    expect(requireId('request', '-Nabc')).toBe('-Nabc');
  });

  it.each([[null], [undefined], [{}]])("a missing or empty record %o → 'Request empty.'", (r) => {
    expect(() => requireRecord(r as object)).toThrow('Request empty.');
  });

  it.each([[[]], [['a', '']], ['a'], [null]])("%o → 'Invalid or empty array of IDs.'", (ids) => {
    expect(() => requireIds(ids)).toThrow('Invalid or empty array of IDs.');
  });

  it('passes records and id lists through', () => {
    expect(requireRecord({ id: 'x' })).toEqual({ id: 'x' });
    expect(requireIds(['a', 'b'])).toEqual(['a', 'b']);
  });
});
