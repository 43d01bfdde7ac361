import { describe, expect, it } from 'vitest';

import { indexedValues } from '@/lib/folio-contract.gen';
import type { Indexed } from '@/lib/folio-contract.gen';

describe('indexedValues (a numeric-key map, whichever shape the database answered)', () => {
  it.each<[string, Indexed<string> | undefined, string[]]>([
    ['missing', undefined, []],
    ['an empty object', {}, []],
    ['an empty array', [], []],
    ['a dense array', ['a', 'b', 'c'], ['a', 'b', 'c']],
    ['an array with holes', ['a', null, 'c', null], ['a', 'c']],
    ['an object in key order', { '0': 'a', '1': 'b' }, ['a', 'b']],
    ['a sparse object', { '0': 'a', '9': 'b' }, ['a', 'b']],
    ['an object by index, not key text', { '10': 'k', '9': 'j', '2': 'c' }, ['c', 'j', 'k']],
  ])('reads %s', (_, m, want) => {
    expect(indexedValues(m)).toEqual(want);
  });

  it('reads the two shapes of one map the same', () => {
    expect(indexedValues({ '0': 'a', '2': 'c' })).toEqual(indexedValues(['a', null, 'c']));
  });
});
